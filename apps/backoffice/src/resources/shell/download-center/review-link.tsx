import { Anchor, Text } from '@mantine/core';
import type { DownloadTask } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { downloaded, useReviewWait } from './review-wait.ts';

/** The name a download is saved under: the task's file name with its suffix, once. */
export function fileNameOf(task: DownloadTask): string {
  const suffix = task.suffix ? `.${task.suffix}` : '';
  return task.filename.endsWith(suffix) ? task.filename : `${task.filename}${suffix}`;
}

/** The file's download link, shown once the 10-second review wait is over. */
export function ReviewLink({ task }: { task: DownloadTask }) {
  const { t } = useTranslation();
  const wait = useReviewWait(task);
  if (wait === null) return null;
  if (wait > 0)
    return (
      <Text size="sm" c="gray.7" data-testid="review-wait">
        {t('home:task.reviewIn', { seconds: wait })}
      </Text>
    );
  return (
    <Anchor
      href={task.path}
      download={fileNameOf(task)}
      size="sm"
      onClick={() => downloaded.add(task.id)}
      data-testid="review-link"
    >
      {t('tasks:download')}
    </Anchor>
  );
}
