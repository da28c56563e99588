import { ErrorCode, type SyncPullKind, type SyncPullOutput } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';

/** A position in `(updatedAt, id)` order; `updatedAt` keeps PostgreSQL's microseconds. */
export interface RowPosition {
  updatedAt: string;
  id: string;
}

/**
 * One cached kind. `live` asks for the rows a fresh device needs (e.g. no finished pallets); otherwise
 * every row changed after `after` comes back, ordered by `(updatedAt, id)`.
 */
export interface PullSource<T = unknown> {
  rows(
    tx: Tx,
    principal: Principal,
    query: { after: RowPosition | null; live: boolean; limit: number },
  ): Promise<{ items: T[]; positions: RowPosition[] }>;
}
export type PullSources = { [K in SyncPullKind]: PullSource };

interface Cursor {
  at: RowPosition | null;
  /** Still reading the first snapshot; `since` is where the incremental reads start afterwards. */
  live: boolean;
  since: string;
}

const ZERO_ID = '00000000-0000-0000-0000-000000000000';
/**
 * `updated_at` is the writing transaction's start time, so a row can commit after a pull has passed its
 * time. Incremental cursors are therefore never set later than this long ago; the rows of that window are
 * sent again (the device upserts them) and no slow writer is missed. Writes must finish within it.
 */
export const PULL_SETTLE_MS = 30_000;

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decode(raw: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString()) as Cursor;
    if (typeof value.live === 'boolean' && typeof value.since === 'string') return value;
  } catch {
    // fall through to the refusal
  }
  throw new BizError(ErrorCode.syncBadCursor);
}

const earlier = (a: RowPosition, b: RowPosition) =>
  Date.parse(a.updatedAt) < Date.parse(b.updatedAt) ||
  (Date.parse(a.updatedAt) === Date.parse(b.updatedAt) && a.id < b.id)
    ? a
    : b;

/** Incremental pull by `updatedAt` cursor, a first snapshot followed by the changes made since it began. */
export async function pullRows(
  tx: Tx,
  principal: Principal,
  sources: PullSources,
  input: { kind: SyncPullKind; cursor?: string | null; limit: number },
  now: Date,
): Promise<SyncPullOutput> {
  const horizon: RowPosition = {
    updatedAt: new Date(now.getTime() - PULL_SETTLE_MS).toISOString(),
    id: ZERO_ID,
  };
  const cursor = input.cursor ? decode(input.cursor) : { at: null, live: true, since: horizon.updatedAt };
  const source = sources[input.kind];
  const page = await source.rows(tx, principal, {
    after: cursor.at,
    live: cursor.live,
    limit: input.limit + 1,
  });
  const hasMore = page.items.length > input.limit;
  const items = page.items.slice(0, input.limit);
  const last = page.positions[items.length - 1] ?? null;
  let next: Cursor;
  if (hasMore) next = { ...cursor, at: last };
  else if (cursor.live)
    next = { at: { updatedAt: cursor.since, id: ZERO_ID }, live: false, since: cursor.since };
  else next = { at: earlier(last ?? cursor.at ?? horizon, horizon), live: false, since: cursor.since };
  return {
    kind: input.kind,
    items,
    cursor: encode(next),
    hasMore,
    serverTime: now.toISOString(),
  } as SyncPullOutput;
}
