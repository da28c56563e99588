import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { API_LOG_RETENTION, apiLogEndpoints, apiLogSettingsSchema } from '@wms/api';
import { defineResource, ResourceList, useApiMutation, useApiQuery, useCan, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** The API log: every mutating call of the tenant, newest first. */
export const apiLogResource = defineResource({
  name: 'api-log',
  list: apiLogEndpoints.getPageList,
  rowKey: 'id',
  filters: [
    { name: 'account', kind: 'text', label: 'develop:apiLog.account' },
    { name: 'path', kind: 'text', label: 'develop:apiLog.path' },
    {
      name: 'success',
      kind: 'select',
      label: 'develop:apiLog.result',
      options: [
        { value: 'true', label: 'develop:apiLog.result.true' },
        { value: 'false', label: 'develop:apiLog.result.false' },
      ],
    },
  ],
  columns: [
    { accessor: 'createdTime', title: 'develop:apiLog.time', kind: 'datetime', noWrap: true },
    { accessor: 'account', title: 'develop:apiLog.account' },
    { accessor: 'method', title: 'develop:apiLog.method', noWrap: true },
    { accessor: 'path', title: 'develop:apiLog.path' },
    { accessor: 'target', title: 'develop:apiLog.target' },
    {
      accessor: 'success',
      title: 'develop:apiLog.result',
      status: { prefix: 'develop:apiLog.result', colors: { true: 'green', false: 'red' } },
    },
    { accessor: 'statusCode', title: 'develop:apiLog.status' },
    { accessor: 'code', title: 'develop:apiLog.code' },
    { accessor: 'durationMs', title: 'develop:apiLog.duration' },
    { accessor: 'ip', title: 'develop:apiLog.ip' },
  ],
});

/** How long the log keeps a call; only a holder of the setting's function point may change it. */
function RetentionForm({ retentionDays }: { retentionDays: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const form = useZodForm(apiLogSettingsSchema, { initialValues: { retentionDays } });
  const save = useApiMutation(apiLogEndpoints.saveSettings);
  const editable = can(apiLogEndpoints.saveSettings);
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(apiLogSettingsSchema.parse(values)))}>
      <Group align="flex-end">
        <NumberInput
          label={t('develop:apiLog.retention')}
          description={t('develop:apiLog.retentionNote')}
          min={API_LOG_RETENTION.min}
          max={API_LOG_RETENTION.max}
          disabled={!editable}
          data-testid="api-log-retention"
          {...form.getInputProps('retentionDays')}
        />
        {editable && (
          <Button type="submit" loading={save.isPending} data-testid="api-log-retention-save">
            {t('develop:apiLog.saveRetention')}
          </Button>
        )}
      </Group>
    </form>
  );
}

export function ApiLogPage() {
  const { t } = useTranslation();
  const settings = useApiQuery(apiLogEndpoints.getSettings, {});
  return (
    <Stack p="md" data-testid="api-log">
      <Title order={3}>{t('develop:apiLog')}</Title>
      <Alert color="gray">
        <Text size="sm">{t('develop:apiLog.note')}</Text>
      </Alert>
      {settings.data && <RetentionForm retentionDays={settings.data.retentionDays} />}
      <ResourceList resource={apiLogResource} />
    </Stack>
  );
}
