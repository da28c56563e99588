import { Paper, Text, Title } from '@mantine/core';
import { warehouseEndpoints } from '@wms/api';
import { DataTable, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** Every warehouse of the tenant, the list from which users and roles are granted warehouses. */
export function WarehousePermissions() {
  const { t } = useTranslation();
  const list = useApiQuery(warehouseEndpoints.getWarehousePermissionsList, {});
  return (
    <Paper withBorder p="md" data-testid="warehouse-permissions">
      <Title order={5} mb="xs">
        {t('settings:warehousePermissions')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('settings:warehousePermissionsHint')}
      </Text>
      <DataTable
        striped
        columns={[
          { accessor: 'warehouseKey', title: 'settings:warehouseKey' },
          { accessor: 'warehouseName', title: 'settings:name' },
        ]}
        records={list.data ?? []}
        loaded={list.isSuccess}
        rowKey={(w) => w.warehouseId}
      />
    </Paper>
  );
}
