import { useLiveQuery } from 'dexie-react-hooks';
import { usePda } from '../app/pda-context.tsx';
import type { PdaDb } from '../db/pda-db.ts';

export interface SyncCounts {
  pending: number;
  /** Rejected or conflicting, not yet dismissed. */
  failed: number;
  synced: number;
}

export async function syncCounts(db: PdaDb): Promise<SyncCounts> {
  const [pending, rejected, conflict, synced] = await Promise.all([
    db.outbox.where('state').equals('pending').count(),
    db.outbox
      .where('state')
      .equals('rejected')
      .filter((e) => !e.dismissedAt)
      .count(),
    db.outbox
      .where('state')
      .equals('conflict')
      .filter((e) => !e.dismissedAt)
      .count(),
    db.outbox.where('state').anyOf('applied', 'duplicate').count(),
  ]);
  return { pending, failed: rejected + conflict, synced };
}

/** Live counts from the outbox: they survive restarts because the outbox does. */
export function useSyncCounts(): SyncCounts {
  const { engine } = usePda();
  return useLiveQuery(() => syncCounts(engine.db), [engine.db]) ?? { pending: 0, failed: 0, synced: 0 };
}
