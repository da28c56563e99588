import { MATERIAL_EVENT_TYPES, materialEndpoints } from '@wms/api';
import { defineResource, ResourcePage, WarehouseSelect } from '@wms/ui';

/** Every change of a supply's quantity with before, change and after. */
export const suppliesLogResource = defineResource({
  name: 'supplies-log',
  list: materialEndpoints.getLogPageList,
  rowKey: 'id',
  tabs: {
    field: 'eventType',
    items: [
      { label: 'resource:all' },
      ...MATERIAL_EVENT_TYPES.map((v) => ({ value: v, label: `masterdata:materialEvent.${v}` as const })),
    ],
  },
  columns: [
    { accessor: 'createdTime', title: 'inventory:updateTime', kind: 'datetime' },
    { accessor: 'warehouseName', title: 'inventory:warehouse' },
    { accessor: 'materialCode', title: 'inventory:materialCode' },
    { accessor: 'materialName', title: 'inventory:materialName' },
    { accessor: 'eventType', title: 'inventory:eventType', status: { prefix: 'masterdata:materialEvent' } },
    { accessor: 'before', title: 'inventory:before' },
    { accessor: 'change', title: 'inventory:update' },
    { accessor: 'after', title: 'inventory:after' },
    { accessor: 'remark', title: 'inventory:remark' },
  ],
});

export function SuppliesLogPage() {
  return (
    <ResourcePage
      titleKey="inventory:supplies.log"
      resource={suppliesLogResource}
      header={<WarehouseSelect />}
    />
  );
}
