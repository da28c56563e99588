import { Badge } from '@mantine/core';
import type { DownloadTask } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { useDownloaded, useReviewWait } from './review-wait.ts';
import { taskStatus } from './task-status.ts';

/** A task's status in the task-center words, redrawn when its review wait ends. */
export function TaskStatusBadge({ task }: { task: DownloadTask }) {
  const { t } = useTranslation();
  useReviewWait(task);
  useDownloaded(task.id);
  const status = taskStatus(task, Date.now());
  const reason = task.errorMessage ? t(`errors:${task.errorMessage}`) : '';
  return (
    <Badge color={status.color} data-status={task.fileStatus} style={{ flexShrink: 0 }}>
      {t(status.label, { reason })}
    </Badge>
  );
}
