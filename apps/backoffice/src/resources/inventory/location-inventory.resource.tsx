import { Button } from '@mantine/core';
import { EXPORT_FIELDS, IMPORT_MAX_BYTES, stockEndpoints } from '@wms/api';
import {
  defineResource,
  importTemplates,
  ResourcePage,
  useWarehouseParam,
  WarehouseSelect,
  workbookImport,
} from '@wms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockDialog } from './lock-dialog.tsx';
import { OccupationDialog } from './occupation-dialog.tsx';
import { StockSelectionDialog } from './stock-selection-dialog.tsx';

const AGE_DAYS = [30, 60, 90, 180] as const;

/** Location inventory: stock per location with lock, occupation list, import and export. */
function locationInventoryResource(warehouseId: string | undefined) {
  return defineResource({
    name: 'location-inventory',
    list: stockEndpoints.getLocationStockPageList,
    rowKey: 'id',
    // The inventory-age list: rows whose oldest unit has been on the location at least this many days.
    tabs: {
      field: 'minAge',
      items: [
        { label: 'resource:all' },
        ...AGE_DAYS.map((days) => ({ value: days, label: `inventory:ageAtLeast.${days}` as const })),
      ],
    },
    filters: [
      { name: 'productNos', kind: 'batch', label: 'inventory:productNo' },
      { name: 'locationName', kind: 'text', label: 'inventory:locationInfo' },
    ],
    columns: [
      { accessor: 'warehouseName', title: 'inventory:warehouse' },
      { accessor: 'customerCode', title: 'inventory:customer' },
      { accessor: 'productNo', title: 'inventory:productNo', noWrap: true },
      { accessor: 'nameCn', title: 'inventory:productNameCn' },
      { accessor: 'nameEn', title: 'inventory:productNameEn' },
      { accessor: 'locationName', title: 'inventory:locationInfo', noWrap: true },
      { accessor: 'quantity', title: 'inventory:stock' },
      { accessor: 'lockedQty', title: 'inventory:lockedQty' },
      { accessor: 'allocatedQty', title: 'inventory:allocatedQty' },
      { accessor: 'availableQty', title: 'inventory:availableQty' },
      { accessor: 'inventoryAge', title: 'inventory:inventoryAge' },
      { accessor: 'updatedTime', title: 'inventory:updateTime', kind: 'datetime' },
    ],
    rowActions: (a) => [
      a.rowForm('lock', {
        label: 'inventory:lock',
        endpoint: stockEndpoints.lock,
        visible: (row) => row.availableQty > 0,
      }),
      a.rowForm('occupation', { label: 'inventory:occupationList' }),
    ],
    toolbar: (a) => [
      ...(warehouseId ? [a.dialog('import', { endpoint: stockEndpoints.import })] : []),
      a.dialog('export', { endpoint: stockEndpoints.exportLocationStock }),
    ],
    export: {
      fields: EXPORT_FIELDS.locationStock.map((key) => ({ key, label: `imports:col.${key}` as const })),
      run: ({ fields, query }, api) => {
        const { pageIndex: _p, pageSize: _s, sort: _o, ...filters } = query;
        return api.call(stockEndpoints.exportLocationStock, { ...filters, fields: fields as never });
      },
    },
    import: {
      types: [{ value: 'inventory', label: 'inventory:import', templates: importTemplates('inventory') }],
      accept: ['.xlsx'],
      maxBytes: IMPORT_MAX_BYTES,
      run: workbookImport(stockEndpoints.import, { warehouseId: warehouseId ?? '' }),
    },
  });
}

export function LocationInventoryPage() {
  const { t } = useTranslation();
  const warehouseId = useWarehouseParam();
  const resource = useMemo(() => locationInventoryResource(warehouseId), [warehouseId]);
  const [selecting, setSelecting] = useState(false);
  return (
    <ResourcePage
      titleKey="inventory:locationInventory"
      resource={resource}
      header={
        <>
          <WarehouseSelect />
          <Button variant="light" disabled={!warehouseId} onClick={() => setSelecting(true)}>
            {t('inventory:stockSelection')}
          </Button>
        </>
      }
    >
      <LockDialog />
      <OccupationDialog />
      {warehouseId && (
        <StockSelectionDialog
          warehouseId={warehouseId}
          opened={selecting}
          onClose={() => setSelecting(false)}
        />
      )}
    </ResourcePage>
  );
}
