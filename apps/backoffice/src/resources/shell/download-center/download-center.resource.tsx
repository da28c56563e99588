import { canCancelTask, downloadHistoryEndpoints, taskKinds } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { useLiveRefresh } from '../../../app/live-events.ts';
import { ReviewLink } from './review-link.tsx';
import { TaskReason, TaskStatusBadge } from './task-status-badge.tsx';

/** The download center (route /download/center): the caller's export and import tasks. */
export const downloadCenterResource = defineResource({
  name: 'download-center',
  list: downloadHistoryEndpoints.getList,
  rowKey: 'id',
  tabs: {
    field: 'fileStatus',
    counts: true,
    items: [
      { label: 'resource:all' },
      { value: 1, label: 'tasks:fileStatus.1' },
      { value: 2, label: 'tasks:fileStatus.2' },
      { value: 3, label: 'tasks:fileStatus.3' },
    ],
  },
  filters: [
    {
      name: 'kind',
      kind: 'select',
      label: 'tasks:kind',
      options: taskKinds.map((kind) => ({ value: kind, label: `tasks:kind.${kind}` as const })),
    },
  ],
  columns: [
    { accessor: 'filename', title: 'tasks:filename' },
    { accessor: 'suffix', title: 'tasks:suffix' },
    { accessor: 'kind', title: 'tasks:kind', status: { prefix: 'tasks:kind' } },
    {
      accessor: 'fileStatus',
      title: 'tasks:fileStatus',
      render: (row) => <TaskStatusBadge task={row} />,
    },
    { accessor: 'process', title: 'tasks:process', kind: 'percent' },
    { accessor: 'createdTime', title: 'tasks:createdTime', kind: 'datetime' },
    { accessor: 'finishedTime', title: 'tasks:finishedTime', kind: 'datetime' },
    { accessor: 'path', title: 'tasks:download', render: (row) => <ReviewLink task={row} /> },
  ],
  rowActions: (a) => [
    a.call(downloadHistoryEndpoints.cancel, {
      label: 'tasks:cancel',
      confirm: 'tasks:confirmCancel',
      visible: (row) => canCancelTask(row.state),
      input: (row) => ({ id: row.id, action: 'cancel' as const }),
    }),
    a.call(downloadHistoryEndpoints.remove, {
      label: 'tasks:delete',
      color: 'red',
      confirm: 'tasks:confirmDelete',
      success: 'resource:deleteSuccess',
      input: (row) => ({ id: row.id }),
    }),
  ],
  detail: {
    title: 'tasks:downloadCenter',
    fields: [
      { accessor: 'filename', title: 'tasks:filename' },
      { accessor: 'errorMessage', title: 'tasks:errorMessage', render: (row) => <TaskReason task={row} /> },
      { accessor: 'createdTime', title: 'tasks:createdTime', kind: 'datetime' },
      { accessor: 'finishedTime', title: 'tasks:finishedTime', kind: 'datetime' },
    ],
  },
});

export function DownloadCenterPage() {
  useLiveRefresh('task', [downloadHistoryEndpoints.getList.path]);
  return <ResourcePage titleKey="tasks:downloadCenter" resource={downloadCenterResource} />;
}
