import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { cacheEndpoints, type ServerCache } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { DataTable, useApiMutation, useApiQuery, useCan, useConfirm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

const nameKey = (name: string) => `develop:cache.${name}` as MessageKey;

/** What the server caches, with a way to empty one cache or all of them. */
export function CachePage() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useApiQuery(cacheEndpoints.getList, {});
  const clear = useApiMutation(cacheEndpoints.clear);
  const [confirmDialog, confirm] = useConfirm();
  const canClear = can(cacheEndpoints.clear);
  return (
    <Stack p="md" data-testid="cache">
      <Group justify="space-between">
        <Title order={3}>{t('develop:cache')}</Title>
        {canClear && (
          <Button
            color="red"
            variant="light"
            data-testid="cache-clear-all"
            loading={clear.isPending}
            onClick={async () => {
              if (await confirm(t('develop:cache.confirmClearAll'))) clear.mutate({});
            }}
          >
            {t('develop:cache.clearAll')}
          </Button>
        )}
      </Group>
      <Alert color="gray">
        <Text size="sm">{t('develop:cache.note')}</Text>
      </Alert>
      {list.isPending && <Loader size="sm" />}
      {list.data && (
        <>
          <Text size="sm" c="dimmed">
            {t('develop:cache.instance', { instance: list.data.instance })}
          </Text>
          <DataTable<ServerCache>
            data-testid="cache-table"
            records={list.data.caches}
            rowKey={(row) => row.name}
            empty={t('resource:empty')}
            columns={[
              { key: 'name', title: 'develop:cache.name', render: (row) => t(nameKey(row.name)) },
              {
                key: 'description',
                title: 'develop:cache.description',
                render: (row) => t(`${nameKey(row.name)}.description` as MessageKey),
              },
              { accessor: 'entries', title: 'develop:cache.entries' },
              {
                key: 'actions',
                render: (row) =>
                  canClear && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      data-testid={`cache-clear-${row.name}`}
                      onClick={() => clear.mutate({ name: row.name })}
                    >
                      {t('develop:cache.clear')}
                    </Button>
                  ),
              },
            ]}
          />
        </>
      )}
      {confirmDialog}
    </Stack>
  );
}
