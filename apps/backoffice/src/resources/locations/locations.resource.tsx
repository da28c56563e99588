import { Button } from '@mantine/core';
import { IMPORT_MAX_BYTES, LOCATION_TYPES, locationEndpoints } from '@wms/api';
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
import { BulkLocationsDialog } from './bulk-locations-dialog.tsx';
import { LocationForm } from './location-form.tsx';

const KINDS = ['location', 'editLocation', 'codeDivision'] as const;

/** Locations of the warehouses the user sees; imports go to the chosen warehouse. */
function locationsResource(warehouseId: string | undefined) {
  return defineResource({
    name: 'locations',
    list: locationEndpoints.getPageList,
    rowKey: 'id',
    tabs: {
      field: 'locationType',
      items: [
        { label: 'resource:all' },
        ...LOCATION_TYPES.map((v) => ({ value: v, label: `masterdata:locationType.${v}` as const })),
      ],
    },
    filters: [{ name: 'locationName', kind: 'text', label: 'settings:locationName' }],
    columns: [
      { accessor: 'warehouseName', title: 'resource:warehouse' },
      { accessor: 'locationName', title: 'settings:locationName' },
      { accessor: 'channelNum', title: 'settings:channelNum' },
      { accessor: 'row', title: 'settings:row' },
      { accessor: 'column', title: 'settings:column' },
      { accessor: 'high', title: 'settings:high' },
      { accessor: 'direction', title: 'settings:direction', status: { prefix: 'masterdata:direction' } },
      {
        accessor: 'locationType',
        title: 'settings:locationType',
        status: { prefix: 'masterdata:locationType' },
      },
      { accessor: 'pickOrder', title: 'settings:pickOrder' },
      { accessor: 'createdTime', title: 'settings:createdTime', kind: 'datetime' },
    ],
    rowActions: (a) => [
      a.rowForm('edit', { label: 'resource:edit', endpoint: locationEndpoints.update }),
      a.call(locationEndpoints.delete, {
        label: 'resource:delete',
        color: 'red',
        confirm: 'settings:confirmDeleteLocation',
        success: 'resource:deleteSuccess',
        input: (row) => ({ id: row.id }),
      }),
    ],
    // Imports belong to one warehouse: offered once the screen has one.
    toolbar: (a) =>
      warehouseId
        ? [
            a.form('create', { label: 'settings:createLocation', endpoint: locationEndpoints.create }),
            a.dialog('import', { endpoint: locationEndpoints.import }),
          ]
        : [],
    forms: { create: LocationForm, edit: LocationForm },
    import: {
      types: KINDS.map((kind) => ({
        value: kind,
        label: `settings:importKind.${kind}` as const,
        templates: importTemplates(kind),
      })),
      accept: ['.xlsx'],
      maxBytes: IMPORT_MAX_BYTES,
      run: workbookImport(locationEndpoints.import, { warehouseId: warehouseId ?? '' }),
    },
  });
}

export function LocationsPage() {
  const { t } = useTranslation();
  const warehouseId = useWarehouseParam();
  const resource = useMemo(() => locationsResource(warehouseId), [warehouseId]);
  const [bulk, setBulk] = useState(false);
  return (
    <ResourcePage
      titleKey="settings:locations"
      resource={resource}
      header={
        <>
          <WarehouseSelect />
          <Button disabled={!warehouseId} onClick={() => setBulk(true)}>
            {t('settings:bulkCreate')}
          </Button>
        </>
      }
    >
      {warehouseId && (
        <BulkLocationsDialog warehouseId={warehouseId} opened={bulk} onClose={() => setBulk(false)} />
      )}
    </ResourcePage>
  );
}
