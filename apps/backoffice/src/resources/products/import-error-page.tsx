import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { importEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** The rows a product import refused (route /product/formal/import-error?taskId=…). */
export function ImportErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  const result = useApiQuery(
    importEndpoints.getResult,
    { taskId },
    {
      enabled: Boolean(taskId),
      refetchInterval: (query) => (query.state.data?.state === 'importing' ? 1000 : false),
    },
  );
  const data = result.data;
  return (
    <Stack p="md" data-testid="import-error-page">
      <Title order={3}>{t('products:importErrors')}</Title>
      {!data && <Text c="dimmed">{t('resource:loading')}</Text>}
      {data && (
        <>
          <Group gap="xs">
            <Text>{data.fileName}</Text>
            <Badge data-testid="import-state">{t(`products:importState.${data.state}`)}</Badge>
            <Text size="sm" data-testid="import-counts">
              {t('products:importCounts', {
                total: data.totalRows,
                ok: data.okRows,
                bad: data.errorRows,
              })}
            </Text>
          </Group>
          {data.reason && (
            <Alert color="red" data-testid="import-reason">
              {data.reason}
            </Alert>
          )}
          <Table data-testid="import-error-rows" striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('resource:importRow')}</Table.Th>
                <Table.Th>{t('products:importColumn')}</Table.Th>
                <Table.Th>{t('resource:importReason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.errors.map((error) => (
                <Table.Tr key={`${error.row}-${error.column}`}>
                  <Table.Td>{error.row}</Table.Td>
                  <Table.Td>{error.columnLabel}</Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
