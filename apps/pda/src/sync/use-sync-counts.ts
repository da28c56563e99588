import { useSyncExternalStore } from 'react';
import { usePda } from '../app/pda-context.tsx';
import type { SyncCounts } from './sync-counts.ts';

/** Live counts from the outbox: they survive restarts because the outbox does. */
export function useSyncCounts(): SyncCounts {
  const { engine } = usePda();
  return useSyncExternalStore(engine.counts.subscribe, engine.counts.get);
}
