import { ErrorCode, type SyncPullKind, type SyncPullOutput } from '@wms/api';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/sync/bulk-sql.ts';
import type { PullSources, RowPosition } from '../../platform/sync/pull-source.ts';

/**
 * Where a device stands. A pass reads every row at or after `at` (paging moves `at`); `floor` is the
 * oldest transaction still running when the pass began, and the next pass starts there. Every transaction
 * below the floor had finished before the pass read anything, so it was seen; a transaction at or above
 * it, however late it commits, is read by a later pass. Rows of still-running transactions are therefore
 * sent again (the device upserts them) and nothing is skipped, with no clock in the reasoning.
 */
interface Cursor {
  v: 2;
  at: RowPosition | null;
  /** Still reading the first snapshot of live rows. */
  live: boolean;
  /** The pass's floor, set by its first page. */
  floor: string | null;
}

const ZERO_ID = '00000000-0000-0000-0000-000000000000';

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decode(raw: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString()) as Cursor;
    if (value.v === 2 && typeof value.live === 'boolean') return value;
  } catch {
    // fall through to the refusal
  }
  throw new BizError(ErrorCode.syncBadCursor);
}

/** The oldest transaction id still running (every older one has committed or aborted). */
export async function snapshotFloor(tx: Tx): Promise<string> {
  const rows = await tx.execute<{ floor: string }>(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as floor`,
  );
  return rowsOf<{ floor: string }>(rows)[0]!.floor;
}

/** Incremental pull: a first snapshot of live rows, then every row written since, by transaction id. */
export async function pullRows(
  tx: Tx,
  principal: Principal,
  sources: PullSources,
  input: { kind: SyncPullKind; cursor?: string | null; limit: number },
  now: Date,
): Promise<SyncPullOutput> {
  const cursor: Cursor = input.cursor ? decode(input.cursor) : { v: 2, at: null, live: true, floor: null };
  // Read before the rows, so every transaction below it is visible to the rows' query.
  const floor = cursor.floor ?? (await snapshotFloor(tx));
  const source = sources[input.kind];
  const page = await source.rows(tx, principal, {
    after: cursor.at,
    live: cursor.live,
    limit: input.limit + 1,
    now,
  });
  const hasMore = page.items.length > input.limit;
  const items = page.items.slice(0, input.limit);
  const next: Cursor = hasMore
    ? { ...cursor, at: page.positions[items.length - 1]!, floor }
    : { v: 2, at: { xid: floor, id: ZERO_ID }, live: false, floor: null };
  return {
    kind: input.kind,
    items,
    cursor: encode(next),
    hasMore,
    serverTime: now.toISOString(),
  } as SyncPullOutput;
}
