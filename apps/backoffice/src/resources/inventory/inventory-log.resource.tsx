import { STOCK_EVENT_TYPES, stockEndpoints } from '@wms/api';
import { defineResource, ResourcePage, WarehouseSelect } from '@wms/ui';

/** The inventory log: before, change and after of every stock change. */
export const inventoryLogResource = defineResource({
  name: 'inventory-log',
  list: stockEndpoints.getStockLogPageList,
  rowKey: 'id',
  tabs: {
    field: 'eventType',
    items: [
      { label: 'resource:all' },
      ...STOCK_EVENT_TYPES.map((v) => ({ value: v, label: `masterdata:stockEvent.${v}` as const })),
    ],
  },
  filters: [
    { name: 'productNos', kind: 'batch', label: 'inventory:productNo' },
    { name: 'sourceNo', kind: 'text', label: 'inventory:sourceNumber' },
  ],
  columns: [
    { accessor: 'occurredTime', title: 'inventory:occurredTime', kind: 'datetime' },
    { accessor: 'createdTime', title: 'inventory:recordedTime', kind: 'datetime' },
    { accessor: 'warehouseName', title: 'inventory:warehouse' },
    { accessor: 'customerCode', title: 'inventory:customer' },
    { accessor: 'productNo', title: 'inventory:productNo', noWrap: true },
    { accessor: 'locationName', title: 'inventory:locationInfo', noWrap: true },
    {
      accessor: 'eventType',
      title: 'inventory:eventType',
      status: { prefix: 'masterdata:stockEvent' },
      noWrap: true,
    },
    { accessor: 'before', title: 'inventory:before' },
    { accessor: 'change', title: 'inventory:update' },
    { accessor: 'after', title: 'inventory:after' },
    { accessor: 'lockedAfter', title: 'inventory:lockedQty' },
    { accessor: 'allocatedAfter', title: 'inventory:allocatedQty' },
    { accessor: 'sourceNo', title: 'inventory:sourceNumber', noWrap: true },
    { accessor: 'sourceModule', title: 'inventory:sourceModule', codeText: 'inventory:source', noWrap: true },
    { accessor: 'remark', title: 'inventory:remark' },
  ],
});

export function InventoryLogPage() {
  return (
    <ResourcePage titleKey="inventory:log" resource={inventoryLogResource} header={<WarehouseSelect />} />
  );
}
