import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { ApiError, type OrderRow, orderShippingEndpoints } from '@wms/api';
import { AppDialog, DataTable, type ResourceFormProps, useApi, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const DONE = new Set(['completed', 'failed', 'cancelled']);

/** BathCreateShipment as a task: started here, polled through GetTaskResult until it ends. */
export function OrderBatchShipDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const [taskId, setTaskId] = useState<string>();
  const task = useApiQuery(
    orderShippingEndpoints.getTaskResult,
    { taskId: taskId ?? '' },
    {
      enabled: !!taskId,
      refetchInterval: (q) => (q.state.data && DONE.has(q.state.data.state) ? false : 1000),
    },
  );
  const start = async () => {
    try {
      setTaskId(
        (await api.call(orderShippingEndpoints.bathCreateShipment, { ids: rows.map((r) => r.id) })).taskId,
      );
    } catch (error) {
      // A refusal was shown by the request layer.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  const result = task.data;
  const finished = result && DONE.has(result.state);
  return (
    <AppDialog opened onClose={finished ? onDone : onClose} title={t('orders:action.batchCreateShipment')}>
      <Stack gap="sm">
        <Text>{t('resource:selectedCount', { count: rows.length })}</Text>
        {result && (
          <>
            <Progress
              value={result.total ? (result.process / result.total) * 100 : 0}
              data-testid="batch-progress"
              aria-label={t('tasks:process')}
            />
            <Text size="sm">
              {t('orders:batchResult', { ok: result.succeeded, failed: result.failed, total: result.total })}
            </Text>
            <DataTable
              noHeader
              records={result.details}
              rowKey={(d) => d.orderNo}
              columns={[
                { accessor: 'orderNo', title: 'orders:orderNo' },
                { key: 'result', render: (d) => (d.ok ? d.trackingNo : d.message) },
              ]}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={finished ? onDone : onClose}>
            {t('resource:close')}
          </Button>
          {!taskId && <Button onClick={start}>{t('orders:action.batchCreateShipment')}</Button>}
        </Group>
      </Stack>
    </AppDialog>
  );
}
