import { billEndpoints, routeTo } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';

/** Write-off records: each payment matched to a bill, newest first; the invoice opens its bill. */
export const writeOffsResource = defineResource({
  name: 'write-offs',
  list: billEndpoints.getWriteOffList,
  rowKey: 'id',
  filters: [
    { name: 'invoiceNo', kind: 'text', label: 'finance:invoiceNo' },
    { name: 'billMonth', kind: 'text', label: 'finance:billMonth' },
  ],
  columns: [
    { accessor: 'createdTime', title: 'finance:time', kind: 'datetime' },
    { accessor: 'invoiceNo', title: 'finance:invoiceNo', noWrap: true },
    { accessor: 'billMonth', title: 'finance:billMonth', noWrap: true },
    { accessor: 'customerCode', title: 'finance:customer' },
    { accessor: 'warehouseName', title: 'finance:warehouse' },
    { accessor: 'amount', title: 'finance:writeOffAmount', kind: 'money' },
    { accessor: 'remark', title: 'finance:remark' },
    { accessor: 'createdByName', title: 'finance:operator' },
  ],
  rowActions: (a) => [
    a.open({ label: 'finance:billDetail', to: (row) => routeTo('finance.bill-detail', { id: row.billId }) }),
  ],
});

export function WriteOffsPage() {
  return <ResourcePage titleKey="finance:writeOffRecord" resource={writeOffsResource} />;
}
