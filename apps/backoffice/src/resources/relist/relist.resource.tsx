import { canRelist, relistEndpoints, relistStates } from '@wms/api';
import { defineResource, ResourcePage, WarehouseSelect } from '@wms/ui';
import { RelistForm } from './relist-form.tsx';

/**
 * What waits to be relisted (units picked for orders that went short) and what was: the warehouse, the
 * suggested location and the one it went to, who reported the shortage and who put the units back.
 */
export const relistResource = defineResource({
  name: 'relist',
  list: relistEndpoints.getPageList,
  rowKey: 'id',
  tabs: {
    field: 'state',
    counts: true,
    items: [
      { label: 'resource:all' },
      ...relistStates.map((v) => ({ value: v, label: `inventory:relistState.${v}` as const })),
    ],
  },
  filters: [
    { name: 'productNos', kind: 'batch', label: 'inventory:productNo' },
    { name: 'sourceNo', kind: 'text', label: 'inventory:relistSourceNo' },
  ],
  columns: [
    { accessor: 'warehouseName', title: 'inventory:warehouse', noWrap: true },
    { accessor: 'customerCode', title: 'inventory:customer', noWrap: true },
    { accessor: 'productNo', title: 'inventory:productNo', noWrap: true },
    { accessor: 'qty', title: 'inventory:quantity' },
    { accessor: 'sourceNo', title: 'inventory:relistSourceNo', noWrap: true },
    { accessor: 'suggestedLocationName', title: 'inventory:suggestedLocation', noWrap: true },
    {
      accessor: 'state',
      title: 'inventory:restockState',
      status: { prefix: 'inventory:relistState', colors: { pending: 'orange', relisted: 'green' } },
    },
    { accessor: 'queuedBy', title: 'inventory:relistQueuedBy', noWrap: true },
    { accessor: 'createdTime', title: 'inventory:relistQueuedTime', kind: 'datetime' },
    { accessor: 'relistedLocationName', title: 'inventory:relistedLocation', noWrap: true },
    { accessor: 'relistedBy', title: 'inventory:relistedBy', noWrap: true },
    { accessor: 'relistedTime', title: 'inventory:relistedTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('relist', {
      label: 'inventory:relistAction',
      endpoint: relistEndpoints.relist,
      visible: (row) => canRelist(row.state),
    }),
  ],
  forms: { relist: RelistForm },
});

export function RelistPage() {
  return <ResourcePage titleKey="picking:relist" resource={relistResource} header={<WarehouseSelect />} />;
}
