/**
 * THE stock service: every change of a stock quantity goes through here, writes its log rows in the same
 * transaction, and holds row locks so concurrent moves stay exact. Picking, the PDA, shipments and
 * returns call these functions; nothing else writes `stocks`, `stock_logs` or `stock_occupations`.
 */
import { ErrorCode, uuidv7 } from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { locations, products, stockOccupations } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import { nextNumber } from '../warehouses/values.ts';
import {
  type Actor,
  applyChanges,
  type Change,
  ensureRows,
  insufficient,
  keyOf,
  lockByIds,
  lockByKeys,
  type StockKey,
  type StockRow,
  type StockSource,
} from './stock-core.ts';

export type { Actor, StockKey, StockRow, StockSource };
export type Occupation = typeof stockOccupations.$inferSelect;
export interface StockLine extends StockKey, StockSource {
  quantity: number;
}
/** A source that holds stock: a pick list, an order, a work order… */
export interface HoldSource extends StockSource {
  sourceNo: string;
  sourceModule: string;
}

/** New rows must name a location of their warehouse and a product of their customer. */
async function checkKeys(tx: Tx, actor: Actor, keys: StockKey[]) {
  const locationIds = [...new Set(keys.map((k) => k.locationId))];
  const productIds = [...new Set(keys.map((k) => k.productId))];
  const [locs, prods] = await Promise.all([
    tx
      .select({ id: locations.id, warehouseId: locations.warehouseId })
      .from(locations)
      .where(and(eq(locations.tenantId, actor.tenantId), inArray(locations.id, locationIds))),
    tx
      .select({ id: products.id, customerId: products.customerId })
      .from(products)
      .where(and(eq(products.tenantId, actor.tenantId), inArray(products.id, productIds))),
  ]);
  const warehouseOf = new Map(locs.map((l) => [l.id, l.warehouseId]));
  const customerOf = new Map(prods.map((p) => [p.id, p.customerId]));
  if (
    keys.some(
      (k) => warehouseOf.get(k.locationId) !== k.warehouseId || customerOf.get(k.productId) !== k.customerId,
    )
  )
    throw new BizError(ErrorCode.dataAbnormal);
}

async function rowsFor(tx: Tx, actor: Actor, lines: StockKey[], create: boolean) {
  if (create) {
    await checkKeys(tx, actor, lines);
    await ensureRows(tx, actor, lines);
  }
  const rows = await lockByKeys(tx, actor, lines);
  return { rows, idOf: (k: StockKey) => rows.get(keyOf(k))?.id };
}

async function lockOne(tx: Tx, actor: Actor, stockId: string): Promise<StockRow> {
  const [row] = await lockByIds(tx, actor, [stockId]);
  if (!row) throw new BizError(ErrorCode.recordNotFound);
  return row;
}

async function activeHolds(
  tx: Tx,
  actor: Actor,
  where: { stockIds?: string[]; source?: HoldSource; kind?: 'allocate' | 'lock'; id?: string },
) {
  return tx
    .select()
    .from(stockOccupations)
    .where(
      and(
        eq(stockOccupations.tenantId, actor.tenantId),
        eq(stockOccupations.state, 'active'),
        where.id ? eq(stockOccupations.id, where.id) : undefined,
        where.kind ? eq(stockOccupations.kind, where.kind) : undefined,
        where.stockIds ? inArray(stockOccupations.stockId, where.stockIds) : undefined,
        where.source
          ? and(
              eq(stockOccupations.sourceNo, where.source.sourceNo),
              eq(stockOccupations.sourceModule, where.source.sourceModule),
            )
          : undefined,
      ),
    )
    .orderBy(stockOccupations.createdAt)
    .for('update');
}

async function setHold(tx: Tx, hold: Occupation, quantity: number, shipped: number, now: Date) {
  const state = quantity > 0 ? 'active' : shipped > hold.shippedQty ? 'shipped' : 'released';
  const [row] = await tx
    .update(stockOccupations)
    .set({ quantity, shippedQty: shipped, state, updatedAt: now })
    .where(and(eq(stockOccupations.tenantId, hold.tenantId), eq(stockOccupations.id, hold.id)))
    .returning();
  return row!;
}

async function hold(
  tx: Tx,
  actor: Actor,
  kind: 'allocate' | 'lock',
  row: StockRow,
  quantity: number,
  source: HoldSource,
  now: Date,
) {
  await applyChanges(
    tx,
    actor,
    [row],
    [{ stockId: row.id, eventType: kind, [kind === 'lock' ? 'dLocked' : 'dAllocated']: quantity, ...source }],
    now,
  );
  const [created] = await tx
    .insert(stockOccupations)
    .values({
      tenantId: actor.tenantId,
      id: uuidv7(),
      stockId: row.id,
      kind,
      sourceNo: source.sourceNo,
      sourceModule: source.sourceModule,
      quantity,
      state: 'active',
      remark: source.remark ?? null,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    })
    .returning();
  return created!;
}

export const stockService = {
  /** Goods arrive on a location (put-away, relist, returns). */
  async receive(
    tx: Tx,
    actor: Actor,
    lines: StockLine[],
    now: Date,
    eventType: 'receive' | 'import' = 'receive',
  ) {
    const { rows, idOf } = await rowsFor(tx, actor, lines, true);
    const changes: Change[] = lines.map((l) => ({
      stockId: idOf(l)!,
      eventType,
      dQty: l.quantity,
      sourceNo: l.sourceNo,
      sourceModule: l.sourceModule,
      remark: l.remark,
    }));
    return applyChanges(tx, actor, [...rows.values()], changes, now);
  },

  /** Sets counted quantities (inventory import, stocktake); a count below locked + allocated is refused. */
  async setCounts(
    tx: Tx,
    actor: Actor,
    lines: StockLine[],
    now: Date,
    eventType: 'import' | 'adjust' = 'import',
  ) {
    const { rows, idOf } = await rowsFor(tx, actor, lines, true);
    const changes: Change[] = lines.map((l) => ({
      stockId: idOf(l)!,
      eventType,
      setQty: l.quantity,
      sourceNo: l.sourceNo,
      sourceModule: l.sourceModule,
      remark: l.remark,
    }));
    return applyChanges(tx, actor, [...rows.values()], changes, now);
  },

  /** Inventory edit of one row. */
  async adjust(tx: Tx, actor: Actor, input: { stockId: string; quantity: number } & StockSource, now: Date) {
    const row = await lockOne(tx, actor, input.stockId);
    const [after] = await applyChanges(
      tx,
      actor,
      [row],
      [
        {
          stockId: row.id,
          eventType: 'adjust',
          setQty: input.quantity,
          sourceNo: input.sourceNo,
          sourceModule: input.sourceModule,
          remark: input.remark,
        },
      ],
      now,
    );
    return after!;
  },

  /** Moves available units to another location of the same warehouse; the units keep their age. */
  async move(
    tx: Tx,
    actor: Actor,
    input: { stockId: string; toLocationId: string; quantity: number } & StockSource,
    now: Date,
  ) {
    const [from] = await lockByIds(tx, actor, [input.stockId]);
    if (!from) throw new BizError(ErrorCode.recordNotFound);
    if (from.locationId === input.toLocationId) throw new BizError(ErrorCode.dataAbnormal);
    const toKey = {
      warehouseId: from.warehouseId,
      customerId: from.customerId,
      productId: from.productId,
      locationId: input.toLocationId,
    };
    const { rows, idOf } = await rowsFor(tx, actor, [from, toKey], true);
    const source = { sourceNo: input.sourceNo, sourceModule: input.sourceModule, remark: input.remark };
    const [a, b] = await applyChanges(
      tx,
      actor,
      [...rows.values()],
      [
        { stockId: from.id, eventType: 'moveOut', dQty: -input.quantity, ...source },
        {
          stockId: idOf(toKey)!,
          eventType: 'moveIn',
          dQty: input.quantity,
          receivedAt: from.firstReceivedAt,
          ...source,
        },
      ],
      now,
    );
    return a!.id === from.id ? { from: a!, to: b! } : { from: b!, to: a! };
  },

  /** Reserves available units of one row for a source (pick list, order). */
  async allocate(tx: Tx, actor: Actor, line: StockKey & { quantity: number }, source: HoldSource, now: Date) {
    const { rows } = await rowsFor(tx, actor, [line], false);
    const row = rows.get(keyOf(line));
    if (!row) return insufficient(tx, actor, ErrorCode.stockInsufficient, [line.productId]);
    return hold(tx, actor, 'allocate', row, line.quantity, source, now);
  },

  /** Gives back what a source allocated: all of it, or `quantity` of one row. */
  async release(
    tx: Tx,
    actor: Actor,
    source: HoldSource,
    now: Date,
    only?: { stockId: string; quantity?: number },
  ) {
    const found = await activeHolds(tx, actor, {
      source,
      kind: 'allocate',
      stockIds: only ? [only.stockId] : undefined,
    });
    const rows = await lockByIds(tx, actor, [...new Set(found.map((h) => h.stockId))]);
    let left = only?.quantity ?? Number.POSITIVE_INFINITY;
    const changes: Change[] = [];
    for (const h of found) {
      const take = Math.min(h.quantity, left);
      if (take <= 0) break;
      left -= take;
      changes.push({ stockId: h.stockId, eventType: 'release', dAllocated: -take, ...source });
      await setHold(tx, h, h.quantity - take, h.shippedQty, now);
    }
    return applyChanges(tx, actor, rows, changes, now);
  },

  /** Takes units out of the warehouse: first from what the source holds on the row, then from free stock. */
  async pick(tx: Tx, actor: Actor, line: StockKey & { quantity: number }, source: HoldSource, now: Date) {
    const { rows } = await rowsFor(tx, actor, [line], false);
    const row = rows.get(keyOf(line));
    if (!row) return insufficient(tx, actor, ErrorCode.stockInsufficient, [line.productId]);
    let left = line.quantity;
    let dLocked = 0;
    let dAllocated = 0;
    for (const h of await activeHolds(tx, actor, { stockIds: [row.id], source })) {
      const take = Math.min(h.quantity, left);
      if (take <= 0) break;
      left -= take;
      if (h.kind === 'lock') dLocked -= take;
      else dAllocated -= take;
      await setHold(tx, h, h.quantity - take, h.shippedQty + take, now);
    }
    const [after] = await applyChanges(
      tx,
      actor,
      [row],
      [{ stockId: row.id, eventType: 'pick', dQty: -line.quantity, dLocked, dAllocated, ...source }],
      now,
    );
    return after!;
  },

  /** Locks units of a row; a manual lock gets its own number as source. */
  async lock(
    tx: Tx,
    actor: Actor,
    input: { stockId: string; quantity: number; source?: HoldSource; remark?: string | null },
    now: Date,
  ) {
    const row = await lockOne(tx, actor, input.stockId);
    const source = input.source ?? {
      sourceNo: await nextNumber(tx, actor.tenantId, 'stockLock', 'LK', now),
      sourceModule: 'manual',
    };
    return hold(
      tx,
      actor,
      'lock',
      row,
      input.quantity,
      { ...source, remark: input.remark ?? source.remark },
      now,
    );
  },

  /** Unlocks what a lock still holds. Spec §4: goods already taken out of the warehouse cannot be unlocked. */
  async unlock(tx: Tx, actor: Actor, occupationId: string, now: Date) {
    const [peek] = await tx
      .select()
      .from(stockOccupations)
      .where(
        and(
          eq(stockOccupations.tenantId, actor.tenantId),
          eq(stockOccupations.id, occupationId),
          eq(stockOccupations.kind, 'lock'),
        ),
      );
    if (!peek) throw new BizError(ErrorCode.recordNotFound);
    const row = await lockOne(tx, actor, peek.stockId);
    const [current] = await tx
      .select()
      .from(stockOccupations)
      .where(and(eq(stockOccupations.tenantId, actor.tenantId), eq(stockOccupations.id, occupationId)))
      .for('update');
    if (current!.state === 'shipped') throw new BizError(ErrorCode.stockShipped);
    if (current!.state !== 'active') throw new BizError(ErrorCode.occupationReleased);
    await applyChanges(
      tx,
      actor,
      [row],
      [
        {
          stockId: row.id,
          eventType: 'unlock',
          dLocked: -current!.quantity,
          sourceNo: current!.sourceNo,
          sourceModule: current!.sourceModule,
        },
      ],
      now,
    );
    return setHold(tx, current!, 0, current!.shippedQty, now);
  },
};
