/**
 * The inside of the stock service: row locks, the arithmetic with its invariants, and the log rows.
 * Only `stock.service.ts` imports this file (dependency-cruiser rule and a test guard it).
 */
import { ErrorCode, type StockEventType, uuidv7 } from '@wms/api';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { insertManyWrites } from '../../db/insert-many.ts';
import { products, stockLogs, stocks } from '../../db/schema/index.ts';
import { writeTogether } from '../../db/write-together.ts';
import { BizError } from '../../platform/errors.ts';

export type StockRow = typeof stocks.$inferSelect;

/** A stock row is keyed by tenant (the transaction's), warehouse, customer, product and location. */
export interface StockKey {
  warehouseId: string;
  customerId: string;
  productId: string;
  locationId: string;
}

export interface Actor {
  tenantId: string;
  userId: string;
}

export interface StockSource {
  sourceNo?: string | null;
  sourceModule?: string | null;
  remark?: string | null;
}

/** One change to one stock row; several may touch the same row and are applied in order. */
export interface Change extends StockSource {
  stockId: string;
  eventType: StockEventType;
  dQty?: number;
  /** Sets on-hand to this count instead of adding (inventory edit and import). */
  setQty?: number;
  dLocked?: number;
  dAllocated?: number;
  /** Arrival time of inbound units (inventory age); now when absent. */
  receivedAt?: Date | null;
  /** When it happened on the floor (a PDA scan's device time); now when absent. */
  occurredAt?: Date | null;
}

export const keyOf = (k: StockKey) => `${k.warehouseId}|${k.customerId}|${k.productId}|${k.locationId}`;

const CHUNK = 2000;

/** Makes sure a row exists for each key (empty rows are harmless), without locking. */
export async function ensureRows(tx: Tx, actor: Actor, unordered: StockKey[]): Promise<void> {
  // Key order, as for the locks: two batches creating the same new rows wait for each other, never in a cycle.
  const keys = [...unordered].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  for (let i = 0; i < keys.length; i += CHUNK) {
    // Only the key: a new row always starts empty, its first log row says how it filled.
    const values = keys.slice(i, i + CHUNK).map((k) => ({
      warehouseId: k.warehouseId,
      customerId: k.customerId,
      productId: k.productId,
      locationId: k.locationId,
      tenantId: actor.tenantId,
      id: uuidv7(),
      createdBy: actor.userId,
      updatedBy: actor.userId,
    }));
    await tx.insert(stocks).values(values).onConflictDoNothing();
  }
}

/**
 * Locks the rows of these keys, always in key order so concurrent batches cannot deadlock, and returns
 * them by key. Keys without a row are absent from the map.
 */
export async function lockByKeys(tx: Tx, actor: Actor, keys: StockKey[]): Promise<Map<string, StockRow>> {
  const sorted = [...new Map(keys.map((k) => [keyOf(k), k])).values()].sort((a, b) =>
    keyOf(a) < keyOf(b) ? -1 : 1,
  );
  const found = new Map<string, StockRow>();
  for (let i = 0; i < sorted.length; i += CHUNK) {
    const tuples = sql.join(
      sorted
        .slice(i, i + CHUNK)
        .map(
          (k) =>
            sql`(${k.warehouseId}::uuid, ${k.customerId}::uuid, ${k.productId}::uuid, ${k.locationId}::uuid)`,
        ),
      sql`, `,
    );
    const rows = await tx
      .select()
      .from(stocks)
      .where(
        and(
          eq(stocks.tenantId, actor.tenantId),
          sql`(${stocks.warehouseId}, ${stocks.customerId}, ${stocks.productId}, ${stocks.locationId}) IN (${tuples})`,
        ),
      )
      .orderBy(stocks.warehouseId, stocks.customerId, stocks.productId, stocks.locationId)
      .for('update');
    for (const row of rows) found.set(keyOf(row), row);
  }
  return found;
}

export async function lockByIds(tx: Tx, actor: Actor, ids: string[]): Promise<StockRow[]> {
  if (!ids.length) return [];
  return tx
    .select()
    .from(stocks)
    .where(and(eq(stocks.tenantId, actor.tenantId), inValues(stocks.id, ids, 'uuid')))
    .orderBy(stocks.warehouseId, stocks.customerId, stocks.productId, stocks.locationId)
    .for('update');
}

/** Refuses with the numbers of the products that lack stock. */
export async function insufficient(
  tx: Tx,
  actor: Actor,
  code: string,
  productIds: string[],
  params: Record<string, string | number> = {},
): Promise<never> {
  const rows = await tx
    .select({ productNo: products.productNo })
    .from(products)
    .where(
      and(eq(products.tenantId, actor.tenantId), inValues(products.id, [...new Set(productIds)], 'uuid')),
    );
  throw new BizError(code, { products: rows.map((r) => r.productNo).join(', '), ...params });
}

type LogRow = typeof stockLogs.$inferInsert;

/** Why changes were refused: units short, or a count set below what is occupied. */
export interface Refusal {
  short: string[];
  belowOccupied: { productId: string; occupied: number } | null;
}

/**
 * Works out changes on an in-memory copy of locked rows: the rows after, one log row per change, and
 * the refusal if any row would break an invariant (nothing negative, on-hand covers locked + allocated).
 * `state` is only updated when nothing is refused, so a caller can try a change and drop it.
 */
export function stageChanges(
  state: Map<string, StockRow>,
  actor: Actor,
  changes: Change[],
  now: Date,
): { logs: LogRow[]; refusal: Refusal | null } {
  const next = new Map<string, StockRow>();
  const logs: LogRow[] = [];
  const short: string[] = [];
  let belowOccupied: Refusal['belowOccupied'] = null;
  for (const change of changes) {
    const current = next.get(change.stockId) ?? state.get(change.stockId);
    if (!current) throw new BizError(ErrorCode.dataAbnormal);
    const row = { ...current };
    next.set(row.id, row);
    const before = { q: row.quantity, l: row.lockedQty, a: row.allocatedQty };
    row.quantity = change.setQty ?? row.quantity + (change.dQty ?? 0);
    row.lockedQty += change.dLocked ?? 0;
    row.allocatedQty += change.dAllocated ?? 0;
    if (change.setQty !== undefined && row.quantity < row.lockedQty + row.allocatedQty)
      belowOccupied ??= { productId: row.productId, occupied: row.lockedQty + row.allocatedQty };
    if (
      row.quantity < 0 ||
      row.lockedQty < 0 ||
      row.allocatedQty < 0 ||
      row.quantity < row.lockedQty + row.allocatedQty
    )
      short.push(row.productId);
    if (before.q === 0 && row.quantity > 0) row.firstReceivedAt = change.receivedAt ?? now;
    else if (
      before.q > 0 &&
      row.quantity > 0 &&
      change.receivedAt &&
      row.firstReceivedAt &&
      change.receivedAt < row.firstReceivedAt
    )
      row.firstReceivedAt = change.receivedAt;
    if (row.quantity === 0) row.firstReceivedAt = null;
    logs.push({
      tenantId: actor.tenantId,
      id: uuidv7(),
      stockId: row.id,
      warehouseId: row.warehouseId,
      customerId: row.customerId,
      productId: row.productId,
      locationId: row.locationId,
      eventType: change.eventType,
      before: before.q,
      change: row.quantity - before.q,
      after: row.quantity,
      lockedBefore: before.l,
      lockedAfter: row.lockedQty,
      allocatedBefore: before.a,
      allocatedAfter: row.allocatedQty,
      sourceNo: change.sourceNo ?? null,
      sourceModule: change.sourceModule ?? null,
      remark: change.remark ?? null,
      occurredAt: change.occurredAt ?? now,
      createdAt: now,
      createdBy: actor.userId,
    });
  }
  if (belowOccupied || short.length) return { logs: [], refusal: { short, belowOccupied } };
  for (const [id, row] of next) state.set(id, row);
  return { logs, refusal: null };
}

/** Raises a refusal as the BizError the caller sees. */
export async function refuse(tx: Tx, actor: Actor, refusal: Refusal): Promise<never> {
  if (refusal.belowOccupied)
    return insufficient(tx, actor, ErrorCode.stockBelowOccupied, [refusal.belowOccupied.productId], {
      occupied: refusal.belowOccupied.occupied,
    });
  return insufficient(tx, actor, ErrorCode.stockInsufficient, refusal.short);
}

/** Writes rows after their changes (one write per 2 000 rows) and their log rows in bulk, as one statement. */
export async function writeChanges(tx: Tx, actor: Actor, touched: StockRow[], logs: LogRow[], now: Date) {
  await writeTogether(tx, changeWrites(tx, actor, touched, logs, now));
}

/** The writes of `writeChanges`, to run with others (`writeTogether`). */
export function changeWrites(tx: Tx, actor: Actor, touched: StockRow[], logs: LogRow[], now: Date): SQL[] {
  const writes: SQL[] = [];
  for (let i = 0; i < touched.length; i += CHUNK) {
    const values = sql.join(
      touched
        .slice(i, i + CHUNK)
        .map(
          (r) =>
            sql`(${r.id}::uuid, ${r.quantity}::int, ${r.lockedQty}::int, ${r.allocatedQty}::int, ${r.firstReceivedAt?.toISOString() ?? null}::timestamptz)`,
        ),
      sql`, `,
    );
    writes.push(sql`UPDATE stocks AS s SET quantity = v.q, locked_qty = v.l, allocated_qty = v.a, first_received_at = v.f,
      updated_at = ${now.toISOString()}::timestamptz, updated_by = ${actor.userId}::uuid
      FROM (VALUES ${values}) AS v(id, q, l, a, f) WHERE s.tenant_id = ${actor.tenantId}::uuid AND s.id = v.id`);
  }
  return [...writes, ...insertManyWrites(tx, stockLogs, logs)];
}

/**
 * Applies changes to locked rows: checks that nothing goes negative and that on-hand always covers
 * locked + allocated, then writes the rows and one log row per change. Returns the rows after.
 */
export async function applyChanges(tx: Tx, actor: Actor, locked: StockRow[], changes: Change[], now: Date) {
  const state = new Map(locked.map((r) => [r.id, { ...r }]));
  const { logs, refusal } = stageChanges(state, actor, changes, now);
  if (refusal) await refuse(tx, actor, refusal);
  const changed = new Set(changes.map((c) => c.stockId));
  const touched = [...state.values()].filter((r) => changed.has(r.id));
  await writeChanges(tx, actor, touched, logs, now);
  return touched;
}
