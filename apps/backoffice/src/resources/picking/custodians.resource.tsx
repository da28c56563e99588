import { canAllocateCustodian, pickingOrderEndpoints, pickListKinds, pickListStates } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { CustodianDialog } from './custodian-dialog.tsx';

const STATE_COLORS = { unPick: 'blue', picking: 'yellow', picked: 'green', cancelled: 'gray' };

/**
 * Allocate custodians (a picking and pallets page): pick lists without and with a custodian, the
 * clerk who keeps their picked goods until they ship (docs/decisions.md).
 */
export const custodiansResource = defineResource({
  name: 'custodians',
  list: pickingOrderEndpoints.getPickingOrderPageList,
  rowKey: 'id',
  selectable: true,
  tabs: {
    field: 'hasCustodian',
    counts: true,
    items: [
      { label: 'resource:all' },
      { value: 'false', label: 'picking:custodianState.false' },
      { value: 'true', label: 'picking:custodianState.true' },
    ],
  },
  filters: [
    { name: 'pickListNos', kind: 'batch', label: 'picking:pickListNo' },
    { name: 'orderNos', kind: 'batch', label: 'orders:orderNo' },
    {
      name: 'state',
      kind: 'select',
      label: 'picking:status',
      options: pickListStates.map((value) => ({ value, label: `picking:pickState.${value}` as const })),
    },
    {
      name: 'kind',
      kind: 'select',
      label: 'picking:kind',
      options: pickListKinds.map((value) => ({ value, label: `picking:kind.${value}` as const })),
    },
  ],
  columns: [
    { accessor: 'pickListNo', title: 'picking:pickListNo' },
    {
      accessor: 'state',
      title: 'picking:status',
      width: 120,
      status: { prefix: 'picking:pickState', colors: STATE_COLORS },
    },
    {
      accessor: 'pickedQty',
      title: 'picking:pickProgress',
      render: (row) => `${row.pickedQty} / ${row.totalQty}`,
    },
    { accessor: 'warehouseName', title: 'picking:warehouse' },
    { accessor: 'pickerName', title: 'picking:picker' },
    { accessor: 'custodianName', title: 'picking:custodian' },
    { accessor: 'custodianAssignedTime', title: 'picking:custodianTime', kind: 'datetime' },
    { accessor: 'orderCount', title: 'picking:orderCount' },
    { accessor: 'createdTime', title: 'picking:createDate', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('custodian', {
      label: 'picking:action.allocateCustodian',
      endpoint: pickingOrderEndpoints.distributeCustodian,
      visible: (row) => canAllocateCustodian(row.state),
    }),
  ],
  toolbar: (a) => [
    a.form('custodian', {
      label: 'picking:action.allocateCustodian',
      selection: 'some',
      endpoint: pickingOrderEndpoints.distributeCustodian,
    }),
  ],
  forms: { custodian: CustodianDialog },
});

export function CustodiansPage() {
  return <ResourcePage titleKey="picking:allocateCustodians" resource={custodiansResource} />;
}
