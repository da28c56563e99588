import { routeTo, TERRITORIES, WAREHOUSE_TYPES, warehouseEndpoints } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { postalImport } from './postal-import.ts';
import { WarehousePermissions } from './warehouse-permissions.tsx';

/** Warehouses; the territory and postal-code imports (zipCode and zone kinds) run from here. */
export const warehousesResource = defineResource({
  name: 'warehouses',
  list: warehouseEndpoints.getPageList,
  rowKey: 'id',
  tabs: {
    field: 'type',
    items: [
      { label: 'resource:all' },
      ...WAREHOUSE_TYPES.map((v) => ({ value: v, label: `masterdata:warehouseType.${v}` as const })),
    ],
  },
  filters: [
    { name: 'keyword', kind: 'text', label: 'settings:keyword' },
    {
      name: 'territory',
      kind: 'select',
      label: 'settings:territory',
      options: TERRITORIES.map((v) => ({ value: v, label: `masterdata:territory.${v}` as const })),
    },
  ],
  columns: [
    { accessor: 'warehouseKey', title: 'settings:warehouseKey' },
    { accessor: 'name', title: 'settings:name' },
    { accessor: 'shortName', title: 'settings:shortName' },
    { accessor: 'territory', title: 'settings:territory', status: { prefix: 'masterdata:territory' } },
    { accessor: 'city', title: 'settings:city' },
    { accessor: 'state', title: 'settings:state', status: { prefix: 'masterdata:warehouseState' } },
    { accessor: 'warningQuantity', title: 'settings:warningQuantity' },
    { accessor: 'pickListOrderLimit', title: 'settings:pickListOrderLimit' },
    { accessor: 'receiptDay', title: 'settings:receiptDay' },
    { accessor: 'abnormalDay', title: 'settings:abnormalDay' },
    { accessor: 'locationCount', title: 'settings:locationCount' },
    {
      accessor: 'isDisabled',
      title: 'settings:enableState',
      render: (row) => <EnableText disabled={row.isDisabled} />,
    },
  ],
  rowActions: (a) => [
    a.open({
      label: 'settings:warehouseConfig',
      to: (row) => routeTo('warehouses.config', { id: row.id }),
    }),
    a.call(warehouseEndpoints.delete, {
      label: 'resource:delete',
      color: 'red',
      confirm: 'settings:confirmDeleteWarehouse',
      success: 'resource:deleteSuccess',
      input: (row) => ({ id: row.id }),
    }),
  ],
  toolbar: (a) => [a.dialog('import', { endpoint: warehouseEndpoints.batchCreatePostalcode })],
  import: postalImport(),
});

function EnableText({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return <>{t(disabled ? 'masterdata:enable.disabled' : 'masterdata:enable.enabled')}</>;
}

export function WarehousesPage() {
  return (
    <ResourcePage
      titleKey="settings:warehouses"
      resource={warehousesResource}
      add={{ to: routeTo('warehouses.config'), endpoint: warehouseEndpoints.create }}
    >
      <WarehousePermissions />
    </ResourcePage>
  );
}
