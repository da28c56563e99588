import { Stack, Tabs, Text } from '@mantine/core';
import { productEndpoints } from '@wms/api';
import { DataTable, useApiQuery } from '@wms/ui';
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
    <DataTable
      data-testid={testId}
      striped
      records={logs}
      rowKey={(log) => log.id}
      columns={[
        { key: 'before', title: 'products:historyBefore', render: (log) => describe(log.before, t) },
        { key: 'after', title: 'products:historyAfter', render: (log) => describe(log.after, t) },
        { accessor: 'createdBy', title: 'products:historyBy' },
        { accessor: 'createdTime', title: 'products:historyTime', kind: 'datetime' },
      ]}
    />
  );
}

/** Past sizes and UPCs of a product, newest first. */
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
