import type { SyncPullKind } from '@wms/api';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../context.ts';

/** A position in `(changeXid, id)` order: the id of the transaction that last wrote the row, then its id. */
export interface RowPosition {
  xid: string;
  id: string;
}

/** A row's `change_xid` as text, for pull positions. */
export const xidText = (column: AnyColumn): SQL<string> => sql<string>`${column}::text`;

/** Rows after a pull position in `(changeXid, id)` order. */
export const after = (changeXid: AnyColumn, id: AnyColumn, at: RowPosition | null) =>
  at ? sql`(${changeXid}, ${id}) > (${at.xid}::xid8, ${at.id}::uuid)` : undefined;

/**
 * One cached kind. `live` asks for the rows a fresh device needs (e.g. no finished pallets); otherwise
 * every row written after `after` comes back, ordered by `(changeXid, id)`.
 */
export interface PullSource<T = unknown> {
  rows(
    tx: Tx,
    principal: Principal,
    query: { after: RowPosition | null; live: boolean; limit: number; now: Date },
  ): Promise<{ items: T[]; positions: RowPosition[] }>;
}
export type PullSources = { [K in SyncPullKind]: PullSource };
