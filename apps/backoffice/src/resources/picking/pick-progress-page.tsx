import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { EXPORT_FIELDS, pickingOrderEndpoints } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { DataTable, ExportDialog, useApi, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Counts = { unPick: number; picking: number; picked: number };

/**
 * The requirements' pick "schedule" exports are pick-progress (拣货进度) exports: lists still being picked,
 * picked lists, and multi-product lists. Each creates a download task, as every export does.
 */
const PROGRESS_EXPORTS = [
  {
    key: 'open',
    label: 'picking:exportProgress.open',
    endpoint: pickingOrderEndpoints.getExportExcelByPickingOrderSchedule,
    count: (c: Counts) => c.unPick + c.picking,
  },
  {
    key: 'picked',
    label: 'picking:exportProgress.picked',
    endpoint: pickingOrderEndpoints.getExportExcelByPickingOrderScheduleComplete,
    count: (c: Counts) => c.picked,
  },
  {
    key: 'multi',
    label: 'picking:exportProgress.multi',
    endpoint: pickingOrderEndpoints.exportPickingOrderMultipleExcelSchedule,
    count: (c: Counts) => c.unPick + c.picking + c.picked,
  },
] as const satisfies readonly {
  key: string;
  label: MessageKey;
  endpoint: unknown;
  count: (c: Counts) => number;
}[];

const FIELDS = EXPORT_FIELDS.pickProgress.map((key) => ({ key, label: `imports:col.${key}` as MessageKey }));

/** Pick progress per kind (drop-shipping, transport, truck): lists by state and units picked. */
export function PickProgressPage() {
  const { t } = useTranslation();
  const api = useApi();
  const progress = useApiQuery(pickingOrderEndpoints.getPickingProgress, {});
  const [open, setOpen] = useState<(typeof PROGRESS_EXPORTS)[number] | null>(null);
  const counts = (progress.data ?? []).reduce(
    (sum, row) => ({
      unPick: sum.unPick + row.unPick,
      picking: sum.picking + row.picking,
      picked: sum.picked + row.picked,
    }),
    { unPick: 0, picking: 0, picked: 0 },
  );
  return (
    <Stack p="md">
      <Title order={3}>{t('picking:pickProgress')}</Title>
      <Group gap="xs">
        {PROGRESS_EXPORTS.map((item) => (
          <Button key={item.key} variant="default" onClick={() => setOpen(item)}>
            {t(item.label)}
          </Button>
        ))}
      </Group>
      {progress.isLoading && <Text c="dimmed">{t('resource:loading')}</Text>}
      <DataTable
        striped
        data-testid="pick-progress"
        columns={[
          { key: 'kind', title: 'picking:kind', render: (row) => t(`picking:kind.${row.kind}`) },
          { accessor: 'unPick', title: 'picking:pickState.unPick' },
          { accessor: 'picking', title: 'picking:pickState.picking' },
          { accessor: 'picked', title: 'picking:pickState.picked' },
          {
            key: 'progress',
            title: 'picking:pickProgress',
            width: '35%',
            render: (row) => (
              <>
                <Text size="xs">{`${row.pickedQty} / ${row.totalQty}`}</Text>
                <Progress
                  value={row.totalQty ? (row.pickedQty / row.totalQty) * 100 : 0}
                  aria-label={t('picking:pickProgress')}
                />
              </>
            ),
          },
        ]}
        records={progress.data ?? []}
        rowKey={(row) => row.kind}
      />
      {open && (
        <ExportDialog
          opened
          onClose={() => setOpen(null)}
          fields={FIELDS}
          total={open.count(counts)}
          selectedCount={0}
          onExport={(fields) =>
            api.call(open.endpoint, { fields: fields as (typeof EXPORT_FIELDS.pickProgress)[number][] })
          }
        />
      )}
    </Stack>
  );
}
