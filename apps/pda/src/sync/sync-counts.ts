import { liveQuery, type Subscription } from 'dexie';
import type { PdaDb } from '../db/pda-db.ts';

export interface SyncCounts {
  pending: number;
  /** Rejected or conflicting, not yet dismissed. */
  failed: number;
  synced: number;
}

const NONE: SyncCounts = { pending: 0, failed: 0, synced: 0 };

/**
 * Pending counted by the index, without reading the events (a count with a filter or `anyOf` walks every
 * row in script); only the few refusals are read, to skip dismissed ones. Synced events have left the
 * outbox: their tally is kept beside it.
 */
export async function syncCounts(db: PdaDb): Promise<SyncCounts> {
  const [pending, synced, failed] = await Promise.all([
    db.outbox.where('state').equals('pending').count(),
    db.synced(),
    db.outbox
      .where('state')
      .anyOf('rejected', 'conflict')
      .filter((e) => !e.dismissedAt)
      .count(),
  ]);
  return { pending, failed, synced: synced.applied + synced.duplicate };
}

/**
 * One live count of the outbox for every screen that shows it (shell, home, sync page, logout): each
 * settled batch re-counts once, not once per mounted component.
 */
export function syncCountsStore(db: PdaDb) {
  let snapshot = NONE;
  let subscription: Subscription | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      subscription ??= liveQuery(() => syncCounts(db)).subscribe({
        next: (counts) => {
          snapshot = counts;
          for (const notify of listeners) notify();
        },
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size) return;
        subscription?.unsubscribe();
        subscription = null;
      };
    },
  };
}
