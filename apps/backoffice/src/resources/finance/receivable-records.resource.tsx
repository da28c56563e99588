import { billEndpoints, routeTo } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';

/**
 * Receivable records: per customer and warehouse, what its bills charged, what was written off against
 * them and what is still owed, plus what the ledger holds unbilled; each row opens its ledger lines, its
 * open bills and its write-offs.
 */
export const receivableRecordsResource = defineResource({
  name: 'receivable-records',
  list: billEndpoints.getReceivableRecordList,
  rowKey: 'id',
  columns: [
    { accessor: 'customerCode', title: 'finance:customer' },
    { accessor: 'warehouseName', title: 'finance:warehouse' },
    { accessor: 'accountType', title: 'finance:accountType', codeText: 'customers:accountType' },
    { accessor: 'billed', title: 'finance:receivable.billed', kind: 'money' },
    { accessor: 'writtenOff', title: 'finance:receivable.writtenOff', kind: 'money' },
    { accessor: 'owed', title: 'finance:outstanding', kind: 'money' },
    { accessor: 'unbilled', title: 'finance:receivable.unbilled', kind: 'money' },
    { accessor: 'openBills', title: 'finance:receivable.openBills' },
    { accessor: 'oldestDueOn', title: 'finance:dueOn', noWrap: true },
    { accessor: 'lastWriteOffTime', title: 'finance:receivable.lastWriteOff', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.open({
      label: 'finance:receivable.ledger',
      to: (row) => routeTo('finance.bill', { customerId: row.customerId, warehouseId: row.warehouseId }),
    }),
    a.open({
      label: 'finance:receivable',
      to: (row) =>
        routeTo('finance.receivable', { customerId: row.customerId, warehouseId: row.warehouseId }),
      visible: (row) => row.openBills > 0,
    }),
    a.open({
      label: 'finance:writeOffRecord',
      to: (row) => routeTo('finance.write-off-record', { customerId: row.customerId }),
      visible: (row) => row.writtenOff !== 0,
    }),
  ],
});

export function ReceivableRecordsPage() {
  return <ResourcePage titleKey="finance:receivableRecord" resource={receivableRecordsResource} />;
}
