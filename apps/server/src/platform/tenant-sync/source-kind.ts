import type { SyncDataKind } from '@wms/api';
import { type AnyColumn, and, eq, getTableColumns, inArray, type SQL, sql, type Table } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../context.ts';
import { after, type RowPosition, xidText } from '../sync/pull-source.ts';

/** One record read from the source tenant: its id, position, human number and the copy to keep. */
export interface SourceRecord {
  id: string;
  xid: string;
  sourceNo: string;
  /** The copy the receiver keeps; null with `error` when the record cannot be shared. */
  payload: unknown;
  /** An error code: the record counts as failed and the run goes on. */
  error?: string;
}

export interface SourceQuery {
  sourceTenantId: string;
  /** Rows after this position, in `(change_xid, id)` order. */
  after: RowPosition | null;
  /** Only rows whose transaction finished before the run began: `change_xid` below this. */
  horizon: string;
  /** The source's shared customers; empty means all. */
  customerIds: readonly string[];
  limit: number;
}

/**
 * One kind of data a tenant can share with a related tenant (decisions.md "Tenant-to-tenant sync").
 * Both functions run inside the source tenant (row-level security set to it); a kind's table carries
 * `change_xid`, so a run reads each row once whatever the clocks say.
 */
export interface SyncSourceKind {
  kind: SyncDataKind;
  count(tx: Tx, query: Omit<SourceQuery, 'limit'>): Promise<number>;
  read(tx: Tx, query: SourceQuery): Promise<SourceRecord[]>;
}

/** The rows a run reads: after the cursor, before the horizon, of the shared customers. */
export function sourceWhere(
  columns: { tenantId: AnyColumn; changeXid: AnyColumn; id: AnyColumn; customerId: AnyColumn },
  query: Omit<SourceQuery, 'limit'>,
): SQL | undefined {
  return and(
    eq(columns.tenantId, query.sourceTenantId),
    after(columns.changeXid, columns.id, query.after),
    sql`${columns.changeXid} < ${query.horizon}::xid8`,
    query.customerIds.length ? inArray(columns.customerId, [...query.customerIds]) : undefined,
  );
}

type Shared<T extends Table> = Omit<T['_']['columns'], 'tenantId' | 'changeXid' | 'createdBy' | 'updatedBy'>;

/** A table's columns as a related tenant receives them: without the owner, the change stamp and the authors. */
export function sharedColumns<T extends Table>(table: T): Shared<T> {
  const {
    tenantId: _tenant,
    changeXid: _xid,
    createdBy: _cb,
    updatedBy: _ub,
    ...copied
  } = getTableColumns(table);
  return copied as Shared<T>;
}

/** A source row's position as text, for the cursor. */
export { xidText };

/** One record to merge into the receiver's own data. */
export interface MergeRecord {
  sourceTenantId: string;
  sourceId: string;
  sourceNo: string;
  payload: unknown;
  /** The receiver's row an earlier run merged this record into; null the first time. */
  ownId: string | null;
}

/**
 * Where a kind lands in the receiving tenant's own data (its products, orders, stock), through that area's
 * public service, as the receiving tenant (row-level security set to it). Runs in a savepoint: a
 * `BizError` refuses this record only (counted failed, kept for the next run), and nothing of it stays.
 */
export interface SyncTargetKind {
  kind: SyncDataKind;
  merge(tx: Tx, principal: Principal, record: MergeRecord, now: Date): Promise<string>;
}

/** A kind that related tenants share: read at the source, and merged at the receiver when it has a target. */
export interface SyncKind {
  source: SyncSourceKind;
  target?: SyncTargetKind;
}
