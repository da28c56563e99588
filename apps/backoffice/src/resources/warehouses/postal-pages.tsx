import { Group, Stack, Text, Title } from '@mantine/core';
import { TERRITORIES, warehouseEndpoints } from '@wms/api';
import { defineResource, ResourceList, ResourcePage, useWarehouseParam, WarehouseSelect } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { postalImport } from './postal-import.ts';

/** Postal codes with their state and territory (zipCode kind). */
export const postalCodesResource = defineResource({
  name: 'postal-codes',
  list: warehouseEndpoints.getPostalcodePageList,
  rowKey: 'id',
  tabs: {
    field: 'territory',
    items: [
      { label: 'resource:all' },
      ...TERRITORIES.map((v) => ({ value: v, label: `masterdata:territory.${v}` as const })),
    ],
  },
  filters: [
    { name: 'postcode', kind: 'text', label: 'settings:postcode' },
    { name: 'state', kind: 'text', label: 'settings:province' },
  ],
  columns: [
    { accessor: 'country', title: 'settings:country' },
    { accessor: 'postcode', title: 'settings:postcode' },
    { accessor: 'state', title: 'settings:province' },
    { accessor: 'city', title: 'settings:city' },
    { accessor: 'territory', title: 'settings:territory', status: { prefix: 'masterdata:territory' } },
  ],
  toolbar: (a) => [a.dialog('import', { endpoint: warehouseEndpoints.batchCreatePostalcode })],
  import: postalImport(['zipCode']),
});

/** The zone partition of one warehouse: destination postcode ranges and their zone (zone kind). */
export const zonesResource = defineResource({
  name: 'zones',
  list: warehouseEndpoints.getZonePageList,
  rowKey: 'id',
  filters: [{ name: 'postcode', kind: 'text', label: 'settings:postcode' }],
  columns: [
    { accessor: 'postcodeStart', title: 'settings:postcodeStart' },
    { accessor: 'postcodeEnd', title: 'settings:postcodeEnd' },
    { accessor: 'zone', title: 'settings:zone' },
  ],
  toolbar: (a) => [a.dialog('import', { endpoint: warehouseEndpoints.batchCreatePostalcode })],
  import: postalImport(['zone']),
});

export function PostalCodesPage() {
  return <ResourcePage titleKey="settings:postalCodes" resource={postalCodesResource} />;
}

export function ZonesPage() {
  const { t } = useTranslation();
  const warehouseId = useWarehouseParam();
  return (
    <Stack p="md">
      <Title order={3}>{t('settings:zones')}</Title>
      <Group align="flex-end">
        <WarehouseSelect required />
      </Group>
      {/* A partition belongs to one warehouse: the list waits for the choice. */}
      {warehouseId ? (
        <ResourceList resource={zonesResource} />
      ) : (
        <Text c="dimmed">{t('settings:chooseWarehouse')}</Text>
      )}
    </Stack>
  );
}
