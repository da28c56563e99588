import { Anchor, Button, Group, Indicator, Popover, Progress, Stack, Text } from '@mantine/core';
import { downloadHistoryEndpoints, routeTo } from '@wms/api';
import { useApiMutation, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLiveRefresh } from '../../../app/live-events.ts';
import { ReviewLink } from './review-link.tsx';
import { TaskStatusBadge } from './task-status-badge.tsx';

const SHOWN = 3;

/**
 * The task center in the navbar: a badge of incomplete tasks plus generated files, and
 * the three newest tasks with their status, progress, cancel and review link; more lead to the full list.
 */
export function TaskCenterButton() {
  const { t } = useTranslation();
  useLiveRefresh('task', [downloadHistoryEndpoints.getList.path]);
  const counts = useApiQuery(downloadHistoryEndpoints.getNoCompleteQty, {});
  const list = useApiQuery(downloadHistoryEndpoints.getList, { pageIndex: 1, pageSize: 10 });
  const cancel = useApiMutation(downloadHistoryEndpoints.cancel);
  const badge = (counts.data?.noCompleteQty ?? 0) + (counts.data?.generateFilingQty ?? 0);
  return (
    // Drawn like the navbar's other links. The badge wraps the whole popover: inside the button it would be
    // clipped, and as the popover's target it would carry the button's aria attributes.
    <Indicator label={badge} size={16} disabled={badge === 0} data-testid="task-center-badge">
      <Popover width={360} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <Button variant="subtle" size="compact-xs">
            {t('tasks:taskCenter')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="task-center">
          <Stack gap="sm">
            <Text fw={600}>{t('home:task.title')}</Text>
            {list.data?.items.length === 0 && <Text c="gray.7">{t('home:task.empty')}</Text>}
            {list.data?.items.slice(0, SHOWN).map((task) => (
              <Stack key={task.id} gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate>
                    {task.filename}
                  </Text>
                  <TaskStatusBadge task={task} />
                </Group>
                {task.fileStatus === 1 && (
                  <Group gap="xs" wrap="nowrap">
                    <Progress value={task.process} flex={1} aria-label={t('tasks:process')} />
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => cancel.mutate({ id: task.id, action: 'cancel' })}
                    >
                      {t('tasks:cancel')}
                    </Button>
                  </Group>
                )}
                <ReviewLink task={task} />
              </Stack>
            ))}
            {(list.data?.total ?? 0) > SHOWN && (
              <Anchor component={Link} to={routeTo('shell.download-center')} size="sm">
                {t('home:task.viewAll', { count: list.data?.total })}
              </Anchor>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
