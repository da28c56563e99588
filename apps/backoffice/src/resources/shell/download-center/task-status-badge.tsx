import { Badge } from '@mantine/core';
import type { DownloadTask } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { taskStatus } from './task-status.ts';

/** Why a task failed, in the reader's language and with its figures (how many rows had errors). */
function useReason(task: DownloadTask) {
  const { t } = useTranslation();
  return task.errorMessage ? t(`errors:${task.errorMessage}`, task.errorParams ?? {}) : '';
}

/** A task's status in the task-center words. */
export function TaskStatusBadge({ task }: { task: DownloadTask }) {
  const { t } = useTranslation();
  const status = taskStatus(task);
  const reason = useReason(task);
  return (
    <Badge
      color={status.color}
      data-status={task.fileStatus}
      // A failure's reason is a sentence: it wraps inside the badge instead of widening the table or
      // running out of the task-center popover (the theme's badges are never narrower than their text).
      miw={120}
      styles={{ root: { flexShrink: 0, height: 'auto', maxWidth: 280 }, label: { whiteSpace: 'normal' } }}
    >
      {t(status.label, { reason })}
    </Badge>
  );
}

/** The reason alone, for the task's detail. */
export function TaskReason({ task }: { task: DownloadTask }) {
  return <>{useReason(task)}</>;
}
