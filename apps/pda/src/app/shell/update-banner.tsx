import { Alert } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncCounts } from '../../sync/use-sync-counts.ts';
import { pdaWorker } from '../worker.ts';

/** A new version waits while scans are queued and installs itself once the outbox is empty. */
export function UpdateBanner() {
  const { t } = useTranslation('pda');
  const waiting = useSyncExternalStore(pdaWorker.subscribe, pdaWorker.isWaiting);
  const { pending } = useSyncCounts();
  useEffect(() => {
    if (waiting && pending === 0) pdaWorker.apply();
  }, [waiting, pending]);
  if (!waiting || pending === 0) return null;
  return (
    <Alert color="blue" mb="sm">
      {t('updateReady')}
    </Alert>
  );
}
