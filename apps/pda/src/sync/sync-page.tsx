import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { syncPullKinds } from '@wms/api/pda';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePda } from '../app/pda-context.tsx';
import { CacheAge } from './cache-age.tsx';
import { OutboxEventCard } from './outbox-event-card.tsx';
import { relativeTime } from './relative-time.ts';
import { useSyncCounts } from './use-sync-counts.ts';
import { useThrottledLiveQuery } from './use-throttled-live-query.ts';

/** The lists follow a drain at this pace; the counts above them follow every batch. */
const LIST_EVERY_MS = 500;

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder p="sm" radius="md" ta="center">
      <Text fz={28} fw={700} c={color} data-testid={`count-${label}`}>
        {value}
      </Text>
      <Text size="sm">{label}</Text>
    </Paper>
  );
}

/** What is waiting, what was refused (to review and dismiss), and how old the cached data is. */
export function SyncPage() {
  const { t, i18n } = useTranslation('pda');
  const { engine } = usePda();
  const { db } = engine;
  const state = useSyncExternalStore(engine.subscribe, engine.state);
  const counts = useSyncCounts();
  const issues = useThrottledLiveQuery(
    () =>
      db.outbox
        .where('state')
        .anyOf('rejected', 'conflict')
        .filter((e) => !e.dismissedAt)
        .reverse()
        .sortBy('deviceSeq'),
    [db],
    LIST_EVERY_MS,
  );
  const pending = useThrottledLiveQuery(
    () => db.outbox.where('state').equals('pending').limit(50).toArray(),
    [db],
    LIST_EVERY_MS,
  );
  const dismiss = useCallback(
    (deviceSeq: number) => void db.outbox.update(deviceSeq, { dismissedAt: new Date().toISOString() }),
    [db],
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={3}>
        <Count label={t('pendingSync')} value={counts.pending} color="orange.7" />
        <Count label={t('failed')} value={counts.failed} color="red.7" />
        <Count label={t('synced')} value={counts.synced} color="green.7" />
      </SimpleGrid>
      <Stack gap={2}>
        {syncPullKinds.map((kind) => (
          <CacheAge key={kind} kind={kind} />
        ))}
      </Stack>
      {state.lastError && (
        <Alert color="orange">
          {t('lastError', {
            error: state.lastError,
            when: state.nextRetryAt ? relativeTime(i18n.language, state.nextRetryAt) : '',
          })}
        </Alert>
      )}
      <Button size="xl" loading={state.running} onClick={() => void engine.scheduler.now()}>
        {t('syncNow')}
      </Button>
      <Title order={4}>{t('issues')}</Title>
      {issues?.length ? (
        issues.map((e) => <OutboxEventCard key={e.deviceSeq} event={e} onDismiss={dismiss} />)
      ) : (
        <Text c="dimmed">{t('noIssues')}</Text>
      )}
      <Group justify="space-between">
        <Title order={4}>{t('pendingList')}</Title>
      </Group>
      {pending?.length ? (
        pending.map((e) => <OutboxEventCard key={e.deviceSeq} event={e} />)
      ) : (
        <Text c="dimmed">{t('noPending')}</Text>
      )}
    </Stack>
  );
}
