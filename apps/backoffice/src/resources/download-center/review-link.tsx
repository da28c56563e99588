import { Anchor, Text } from '@mantine/core';
import type { DownloadTask } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { downloaded, useReviewWait } from './review-wait.ts';

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
      download={`${task.filename}${task.suffix ? `.${task.suffix}` : ''}`}
      size="sm"
      onClick={() => downloaded.add(task.id)}
      data-testid="review-link"
    >
      {t('tasks:download')}
    </Anchor>
  );
}
