import { Paper, Table, Text, Title } from '@mantine/core';
import { warehouseEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** Every warehouse of the tenant, the list from which users and roles are granted warehouses (spec §6). */
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
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settings:warehouseKey')}</Table.Th>
            <Table.Th>{t('settings:name')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data ?? []).map((w) => (
            <Table.Tr key={w.warehouseId}>
              <Table.Td>{w.warehouseKey}</Table.Td>
              <Table.Td>{w.warehouseName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
