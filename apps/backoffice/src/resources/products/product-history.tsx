import { Stack, Table, Tabs, Text } from '@mantine/core';
import { productEndpoints } from '@wms/api';
import { DateText, useApiQuery } from '@wms/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Log = {
  id: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  createdBy: string | null;
  createdTime: string;
};

/** "Length: 10, Width: 8…" with the import columns' names, which cover every logged field. */
const describe = (values: Record<string, unknown>, t: TFunction) =>
  Object.entries(values)
    .map(([key, value]) => `${t(`imports:col.${key}`)}: ${value ?? '—'}`)
    .join(', ');

function LogTable({ logs, testId }: { logs: Log[] | undefined; testId: string }) {
  const { t } = useTranslation();
  if (!logs) return <Text c="dimmed">{t('resource:loading')}</Text>;
  if (!logs.length) return <Text c="dimmed">{t('resource:empty')}</Text>;
  return (
    <Table data-testid={testId} striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('products:historyBefore')}</Table.Th>
          <Table.Th>{t('products:historyAfter')}</Table.Th>
          <Table.Th>{t('products:historyBy')}</Table.Th>
          <Table.Th>{t('products:historyTime')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {logs.map((log) => (
          <Table.Tr key={log.id}>
            <Table.Td>{describe(log.before, t)}</Table.Td>
            <Table.Td>{describe(log.after, t)}</Table.Td>
            <Table.Td>{log.createdBy}</Table.Td>
            <Table.Td>
              <DateText value={log.createdTime} withTime />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Past sizes and UPCs of a product, newest first (spec §3 history logs). */
export function ProductHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const sizes = useApiQuery(productEndpoints.logDimensions, { id });
  const upcs = useApiQuery(productEndpoints.logUpc, { id });
  return (
    <Stack>
      <Tabs defaultValue="sizes">
        <Tabs.List>
          <Tabs.Tab value="sizes">{t('products:sizeHistory')}</Tabs.Tab>
          <Tabs.Tab value="upc">{t('products:upcHistory')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sizes" pt="sm">
          <LogTable logs={sizes.data} testId="size-history" />
        </Tabs.Panel>
        <Tabs.Panel value="upc" pt="sm">
          <LogTable logs={upcs.data} testId="upc-history" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
