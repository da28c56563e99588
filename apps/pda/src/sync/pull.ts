import { ApiError, ErrorCode, type SyncPullKind, type SyncPullOutput } from '@wms/api/pda';
import type { Table } from 'dexie';
import type { PdaDb } from '../db/pda-db.ts';

export type PullCall = (input: {
  kind: SyncPullKind;
  cursor: string | null;
  limit: number;
}) => Promise<SyncPullOutput>;

/** How one cached kind lands in the device database; `apply` runs in the page's transaction. */
export interface PullSpec {
  kind: SyncPullKind;
  tables: (db: PdaDb) => Table[];
  apply(db: PdaDb, items: SyncPullOutput['items']): Promise<void>;
}

/** Pulls one kind by cursor until caught up; each page and its cursor commit together. */
export async function pullKind(db: PdaDb, spec: PullSpec, call: PullCall, limit = 500): Promise<number> {
  let cursor = ((await db.meta.get(`cursor:${spec.kind}`))?.value as string | undefined) ?? null;
  let received = 0;
  for (;;) {
    const page = await call({ kind: spec.kind, cursor, limit }).catch((error: unknown) => {
      // A cursor the server no longer reads (its format changed): start again from a snapshot, which
      // upserts over what the device holds.
      if (cursor !== null && error instanceof ApiError && error.code === ErrorCode.syncBadCursor)
        return call({ kind: spec.kind, cursor: null, limit });
      throw error;
    });
    await db.transaction('rw', [db.meta, db.outbox, ...spec.tables(db)], async () => {
      await spec.apply(db, page.items);
      await db.meta.put({ key: `cursor:${spec.kind}`, value: page.cursor });
      await db.meta.put({ key: `pulledAt:${spec.kind}`, value: page.serverTime });
      // The device clock may be off: ages are measured against the server's clock.
      await db.meta.put({ key: 'clockOffset', value: Date.parse(page.serverTime) - Date.now() });
    });
    received += page.items.length;
    cursor = page.cursor;
    if (!page.hasMore) return received;
  }
}

/** How far the server's clock is ahead of the device's (ms), as of the last pull; 0 before any. */
export async function clockOffset(db: PdaDb): Promise<number> {
  return ((await db.meta.get('clockOffset'))?.value as number | undefined) ?? 0;
}

/** When each kind was last brought up to date: the cache age the sync screen shows. */
export async function pulledAt(db: PdaDb, kind: SyncPullKind): Promise<string | null> {
  return ((await db.meta.get(`pulledAt:${kind}`))?.value as string | undefined) ?? null;
}
