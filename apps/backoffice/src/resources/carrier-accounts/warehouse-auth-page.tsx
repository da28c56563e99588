import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { type CarrierAccount, carrierAccountEndpoints } from '@wms/api';
import { DataTable, useApiMutation, useApiQuery, useCan, useWarehouseParam, WarehouseSelect } from '@wms/ui';
import { useTranslation } from 'react-i18next';

const ALL = { pageIndex: 1, pageSize: 100 } as const;

/**
 * Warehouse authorisation (route /system/logistics/warehouse-auth): for one warehouse, which logistics
 * accounts may ship from it. Ticking one adds the warehouse to that account's authorised warehouses.
 */
export function WarehouseAuthPage() {
  const { t } = useTranslation();
  const can = useCan();
  const warehouseId = useWarehouseParam();
  const accounts = useApiQuery(carrierAccountEndpoints.getPageList, ALL);
  const save = useApiMutation(carrierAccountEndpoints.warehouseAuth);
  const toggle = (a: CarrierAccount, on: boolean) => {
    if (!warehouseId) return;
    const warehouseIds = on
      ? [...a.warehouseIds, warehouseId]
      : a.warehouseIds.filter((w) => w !== warehouseId);
    save.mutateAsync({ id: a.id, warehouseIds }).then(
      () => accounts.refetch(),
      () => undefined,
    );
  };
  return (
    <Stack p="md" data-testid="warehouse-auth">
      <Title order={3}>{t('settings:carrier.warehouseAuthTitle')}</Title>
      <WarehouseSelect required />
      {!warehouseId && <Text c="dimmed">{t('settings:carrier.chooseWarehouse')}</Text>}
      {warehouseId && (
        <DataTable<CarrierAccount>
          records={accounts.data?.items ?? []}
          rowKey={(a) => a.id}
          empty={accounts.isLoading ? t('resource:loading') : t('resource:empty')}
          columns={[
            {
              key: 'authorised',
              title: 'settings:carrier.authorised',
              render: (a) => (
                <Checkbox
                  aria-label={`${t('settings:carrier.authorised')} ${a.accountName}`}
                  checked={a.warehouseIds.includes(warehouseId)}
                  disabled={save.isPending || !can(carrierAccountEndpoints.warehouseAuth)}
                  onChange={(e) => toggle(a, e.currentTarget.checked)}
                />
              ),
            },
            { accessor: 'accountName', title: 'settings:carrier.accountName' },
            { accessor: 'carrier', title: 'settings:carrier.carrier' },
            { accessor: 'accountNumber', title: 'settings:carrier.accountNumber' },
            {
              accessor: 'warehouseIds',
              title: 'settings:carrier.warehouseCount',
              render: (a) => a.warehouseIds.length,
            },
          ]}
        />
      )}
    </Stack>
  );
}
