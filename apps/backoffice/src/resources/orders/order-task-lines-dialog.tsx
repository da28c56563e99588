import { Switch } from '@mantine/core';
import { orderTaskEndpoints, type orderTaskLineSchema } from '@wms/api';
import { AppDialog, type ColumnDefinition, ResourceTable, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Line = z.infer<typeof orderTaskLineSchema>;

const COLUMNS: readonly ColumnDefinition<Line>[] = [
  { accessor: 'rowNo', title: 'orders:task.rowNo' },
  { accessor: 'orderNo', title: 'orders:orderNo' },
  {
    accessor: 'ok',
    title: 'orders:task.result',
    width: 110,
    status: { prefix: 'orders:task.ok', colors: { true: 'green', false: 'red' } },
  },
  { accessor: 'trackingNo', title: 'orders:trackingNo' },
  { accessor: 'column', title: 'orders:task.column' },
  { accessor: 'message', title: 'orders:task.message' },
];

/** GetDetailPageList: the rows of one order task (an import or a batch shipment) and how each went. */
export function OrderTaskLinesDialog({
  taskId,
  title,
  onClose,
}: {
  taskId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [onlyFailed, setOnlyFailed] = useState(false);
  const [[pageIndex, pageSize], setPaging] = useState([1, 10]);
  const lines = useApiQuery(orderTaskEndpoints.getDetailPageList, {
    taskId,
    onlyFailed,
    pageIndex,
    pageSize,
  });
  return (
    <AppDialog opened onClose={onClose} title={title}>
      <Switch
        mb="sm"
        label={t('orders:task.onlyFailed')}
        checked={onlyFailed}
        onChange={(e) => {
          setOnlyFailed(e.currentTarget.checked);
          setPaging([1, pageSize]);
        }}
      />
      <div data-testid="order-task-lines">
        <ResourceTable
          rowKey="rowNo"
          columns={COLUMNS}
          records={lines.data?.items ?? []}
          total={lines.data?.total ?? 0}
          page={pageIndex}
          pageSize={pageSize}
          fetching={lines.isFetching}
          onPage={(page, size) => setPaging([page, size])}
        />
      </div>
    </AppDialog>
  );
}
