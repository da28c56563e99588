import { orderTaskEndpoints, type orderTaskSchema } from '@wms/api';
import { defineResource, type ResourceFormProps, ResourcePage } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OrderTaskLinesDialog } from './order-task-lines-dialog.tsx';

type OrderTask = z.infer<typeof orderTaskSchema>;

const STATE_COLORS = {
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
};

function TaskLinesDialog({ rows, onClose }: ResourceFormProps<OrderTask>) {
  const { t } = useTranslation();
  const row = rows[0];
  return row ? (
    <OrderTaskLinesDialog
      taskId={row.taskId}
      title={`${t('orders:orderTasks')} ${row.fileName}`}
      onClose={onClose}
    />
  ) : null;
}

/**
 * Order tasks (OrderTask/GetPageList, GetDetailPageList): the caller's batch shipments, imports and
 * exports of the order area, and each task's per-order results.
 */
export const orderTasksResource = defineResource({
  name: 'order-tasks',
  list: orderTaskEndpoints.getPageList,
  rowKey: 'taskId',
  tabs: {
    field: 'kind',
    items: [
      { label: 'resource:all' },
      { value: 'shipment', label: 'tasks:kind.shipment' },
      { value: 'import', label: 'tasks:kind.import' },
      { value: 'export', label: 'tasks:kind.export' },
    ],
  },
  columns: [
    { accessor: 'fileName', title: 'orders:task.fileName' },
    { accessor: 'kind', title: 'tasks:kind', status: { prefix: 'tasks:kind' } },
    {
      accessor: 'state',
      title: 'orders:task.state',
      width: 120,
      status: { prefix: 'orders:taskState', colors: STATE_COLORS },
    },
    { accessor: 'process', title: 'tasks:process', kind: 'percent' },
    { accessor: 'createdTime', title: 'orders:task.createdTime', kind: 'datetime' },
    { accessor: 'finishedTime', title: 'tasks:finishedTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('lines', { label: 'orders:task.viewRows', endpoint: orderTaskEndpoints.getDetailPageList }),
  ],
  forms: { lines: TaskLinesDialog },
});

export function OrderTasksPage() {
  return <ResourcePage titleKey="orders:orderTasks" resource={orderTasksResource} />;
}
