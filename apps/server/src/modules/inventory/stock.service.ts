/**
 * THE stock service: every change of a stock quantity goes through here, writes its log rows in the same
 * transaction, and holds row locks (stock rows in key order, then occupations) so concurrent moves stay
 * exact. Picking, the PDA, shipments and returns call these functions; nothing else writes `stocks`,
 * `stock_logs` or `stock_occupations` (a test and a dependency rule guard it).
 */
import { canUnlock, ErrorCode, type HeldOccupation } from '@wms/api';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { locations, products, stocks } from '../../db/schema/index.ts';
import { nextNumber } from '../../platform/counters.ts';
import { BizError } from '../../platform/errors.ts';
import { warehouseConfig } from '../warehouses/warehouses.service.ts';
import { planAllocation } from './allocation-rules.ts';
import {
  type Actor,
  applyChanges,
  type Change,
  changeWrites,
  ensureRows,
  insufficient,
  keyOf,
  lockByIds,
  lockByKeys,
  refuse,
  type StockKey,
  type StockRow,
  type StockSource,
  stageChanges,
} from './stock-core.ts';
import {
  activeHolds,
  findHold,
  type HoldAfter,
  type HoldSource,
  hold,
  holdsWrite,
  type Occupation,
  setHold,
} from './stock-holds.ts';
import { allocationCandidates } from './stock-queries.ts';

export type { Actor, HoldSource, Occupation, StockKey, StockRow, StockSource };
export interface StockLine extends StockKey, StockSource {
  quantity: number;
}

/** New rows must name a location of their warehouse and a product of their customer. */
async function checkKeys(tx: Tx, actor: Actor, keys: StockKey[]) {
  const locs = await tx
    .select({ id: locations.id, warehouseId: locations.warehouseId })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, actor.tenantId),
        inValues(locations.id, [...new Set(keys.map((k) => k.locationId))], 'uuid'),
      ),
    );
  const prods = await tx
    .select({ id: products.id, customerId: products.customerId })
    .from(products)
    .where(
      and(
        eq(products.tenantId, actor.tenantId),
        inValues(products.id, [...new Set(keys.map((k) => k.productId))], 'uuid'),
      ),
    );
  const warehouseOf = new Map(locs.map((l) => [l.id, l.warehouseId]));
  const customerOf = new Map(prods.map((p) => [p.id, p.customerId]));
  if (
    keys.some(
      (k) => warehouseOf.get(k.locationId) !== k.warehouseId || customerOf.get(k.productId) !== k.customerId,
    )
  )
    throw new BizError(ErrorCode.dataAbnormal);
}

/** Locks the rows of these keys in key order, creating missing ones first when `create`. */
async function rowsFor(tx: Tx, actor: Actor, keys: StockKey[], create: boolean) {
  if (create) {
    await checkKeys(tx, actor, keys);
    await ensureRows(tx, actor, keys);
  }
  return lockByKeys(tx, actor, keys);
}

/** A row's key without locking it: keys never change, so the lock is then taken in key order. */
async function keyOfRow(tx: Tx, actor: Actor, stockId: string): Promise<StockKey> {
  const [row] = await tx
    .select()
    .from(stocks)
    .where(and(eq(stocks.tenantId, actor.tenantId), eq(stocks.id, stockId)));
  if (!row) throw new BizError(ErrorCode.recordNotFound);
  return row;
}

async function lockOne(tx: Tx, actor: Actor, stockId: string): Promise<StockRow> {
  const [row] = await lockByIds(tx, actor, [stockId]);
  if (!row) throw new BizError(ErrorCode.recordNotFound);
  return row;
}

const lineChanges = (
  rows: Map<string, StockRow>,
  lines: StockLine[],
  eventType: Change['eventType'],
  set: boolean,
): Change[] =>
  lines.map((l) => ({
    stockId: rows.get(keyOf(l))!.id,
    eventType,
    ...(set ? { setQty: l.quantity } : { dQty: l.quantity }),
    sourceNo: l.sourceNo,
    sourceModule: l.sourceModule,
    remark: l.remark,
  }));

/**
 * Many picks in one transaction (the PDA's sync push): the rows of every key and their occupations are
 * locked once, in the usual order; each `take` is decided in memory exactly as `stockService.pick`
 * decides it, and a refused one stages nothing, so the caller can refuse that pick alone and go on.
 * `write` then stores the rows in one statement, the occupations in one, and one log row per take.
 */
export class StockPicks {
  private readonly state = new Map<string, StockRow>();
  private readonly byKey: Map<string, StockRow>;
  private readonly holds: Occupation[];
  private readonly holdsAfter = new Map<string, HoldAfter>();
  private readonly logs: Parameters<typeof changeWrites>[3] = [];
  private readonly touched = new Set<string>();
  private readonly tx: Tx;
  private readonly actor: Actor;
  private readonly now: Date;

  constructor(tx: Tx, actor: Actor, rows: Map<string, StockRow>, holds: Occupation[], now: Date) {
    this.tx = tx;
    this.actor = { tenantId: actor.tenantId, userId: actor.userId };
    this.now = now;
    this.byKey = rows;
    for (const row of rows.values()) this.state.set(row.id, row);
    this.holds = holds;
  }

  /**
   * Takes units of one key out, first from what the source holds on the row, then from free stock.
   * `occurredAt`: when the picker took them (the device's scan time), kept on the log beside the receipt time.
   */
  async take(
    line: StockKey & { quantity: number },
    source: HoldSource,
    occurredAt?: Date,
  ): Promise<StockRow> {
    const row = this.byKey.get(keyOf(line));
    if (!row) return insufficient(this.tx, this.actor, ErrorCode.stockInsufficient, [line.productId]);
    let left = line.quantity;
    const delta = { dLocked: 0, dAllocated: 0 };
    const taken: HoldAfter[] = [];
    for (const h of this.holds) {
      if (left <= 0) break;
      if (h.stockId !== row.id || h.sourceNo !== source.sourceNo || h.sourceModule !== source.sourceModule)
        continue;
      const held = this.holdsAfter.get(h.id) ?? { hold: h, quantity: h.quantity, shippedQty: h.shippedQty };
      const take = Math.min(held.quantity, left);
      if (take <= 0) continue;
      left -= take;
      if (h.kind === 'lock') delta.dLocked -= take;
      else delta.dAllocated -= take;
      taken.push({ hold: h, quantity: held.quantity - take, shippedQty: held.shippedQty + take });
    }
    const change: Change = {
      stockId: row.id,
      eventType: 'pick',
      dQty: -line.quantity,
      ...delta,
      ...source,
      occurredAt,
    };
    const { logs, refusal } = stageChanges(this.state, this.actor, [change], this.now);
    if (refusal) return refuse(this.tx, this.actor, refusal);
    for (const after of taken) this.holdsAfter.set(after.hold.id, after);
    this.logs.push(...logs);
    this.touched.add(row.id);
    return this.state.get(row.id)!;
  }

  /** The writes of what was taken (rows, log rows, occupations), for the caller to run with its own. */
  writes(): SQL[] {
    const rows = [...this.touched].map((id) => this.state.get(id)!);
    const holds = holdsWrite(this.actor, [...this.holdsAfter.values()], this.now);
    return [...changeWrites(this.tx, this.actor, rows, this.logs, this.now), ...(holds ? [holds] : [])];
  }
}

export const stockService = {
  /** Goods arrive on locations (put-away, relist, returns). */
  async receive(
    tx: Tx,
    actor: Actor,
    lines: StockLine[],
    now: Date,
    eventType: 'receive' | 'import' = 'receive',
  ) {
    const rows = await rowsFor(tx, actor, lines, true);
    return applyChanges(tx, actor, [...rows.values()], lineChanges(rows, lines, eventType, false), now);
  },

  /** Sets counted quantities (inventory import, stocktake); a count below locked + allocated is refused. */
  async setCounts(
    tx: Tx,
    actor: Actor,
    lines: StockLine[],
    now: Date,
    eventType: 'import' | 'adjust' = 'import',
  ) {
    const rows = await rowsFor(tx, actor, lines, true);
    return applyChanges(tx, actor, [...rows.values()], lineChanges(rows, lines, eventType, true), now);
  },

  /** Inventory edit of one row. */
  async adjust(tx: Tx, actor: Actor, input: { stockId: string; quantity: number } & StockSource, now: Date) {
    const row = await lockOne(tx, actor, input.stockId);
    const { stockId: _s, quantity, ...source } = input;
    const [after] = await applyChanges(
      tx,
      actor,
      [row],
      [{ stockId: row.id, eventType: 'adjust', setQty: quantity, ...source }],
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
    const fromKey = await keyOfRow(tx, actor, input.stockId);
    if (fromKey.locationId === input.toLocationId) throw new BizError(ErrorCode.dataAbnormal);
    const toKey = { ...fromKey, locationId: input.toLocationId };
    const rows = await rowsFor(tx, actor, [fromKey, toKey], true);
    const [from, to] = [rows.get(keyOf(fromKey))!, rows.get(keyOf(toKey))!];
    const source = { sourceNo: input.sourceNo, sourceModule: input.sourceModule, remark: input.remark };
    const after = await applyChanges(
      tx,
      actor,
      [from, to],
      [
        { stockId: from.id, eventType: 'moveOut', dQty: -input.quantity, ...source },
        {
          stockId: to.id,
          eventType: 'moveIn',
          dQty: input.quantity,
          receivedAt: from.firstReceivedAt,
          ...source,
        },
      ],
      now,
    );
    return { from: after.find((r) => r.id === from.id)!, to: after.find((r) => r.id === to.id)! };
  },

  /** `move` from the row of a key (put-away out of the receiving area); no row is too little stock. */
  async moveFrom(
    tx: Tx,
    actor: Actor,
    input: { from: StockKey; toLocationId: string; quantity: number } & StockSource,
    now: Date,
  ) {
    const { from, ...rest } = input;
    const [row] = await tx
      .select({ id: stocks.id })
      .from(stocks)
      .where(
        and(
          eq(stocks.tenantId, actor.tenantId),
          eq(stocks.warehouseId, from.warehouseId),
          eq(stocks.customerId, from.customerId),
          eq(stocks.productId, from.productId),
          eq(stocks.locationId, from.locationId),
        ),
      );
    if (!row) return insufficient(tx, actor, ErrorCode.stockInsufficient, [from.productId]);
    return stockService.move(tx, actor, { stockId: row.id, ...rest }, now);
  },

  /** Reserves available units of one row for a source (pick list, order). */
  async allocate(tx: Tx, actor: Actor, line: StockKey & { quantity: number }, source: HoldSource, now: Date) {
    const row = (await rowsFor(tx, actor, [line], false)).get(keyOf(line));
    if (!row) return insufficient(tx, actor, ErrorCode.stockInsufficient, [line.productId]);
    return hold(tx, actor, 'allocate', row, line.quantity, source, now);
  },

  /**
   * Allocates a quantity of a product by the warehouse's allocation rules (what picking calls): the
   * candidate rows are locked, ordered by the rules, and taken from until the quantity is covered.
   */
  async allocateByRules(
    tx: Tx,
    actor: Actor,
    line: Omit<StockKey, 'locationId'> & { quantity: number },
    source: HoldSource,
    now: Date,
  ) {
    const config = await warehouseConfig(tx, actor.tenantId, line.warehouseId);
    const found = await allocationCandidates(tx, actor.tenantId, line);
    const rows = await lockByKeys(
      tx,
      actor,
      found.map((f) => f.key),
    );
    const candidates = found.map((f) => {
      const row = rows.get(keyOf(f.key))!;
      return {
        ...f,
        stockId: row.id,
        locationId: row.locationId,
        available: row.quantity - row.lockedQty - row.allocatedQty,
        firstReceivedAt: row.firstReceivedAt,
      };
    });
    const plan = planAllocation(candidates, config, line.quantity);
    if (!plan) return insufficient(tx, actor, ErrorCode.stockInsufficient, [line.productId]);
    const byId = new Map([...rows.values()].map((r) => [r.id, r]));
    const holds: Occupation[] = [];
    for (const step of plan)
      holds.push(await hold(tx, actor, 'allocate', byId.get(step.stockId)!, step.quantity, source, now));
    return holds;
  },

  /** Gives back what a source allocated: all of it, or `quantity` of one row. */
  async release(
    tx: Tx,
    actor: Actor,
    source: HoldSource,
    now: Date,
    only?: { stockId: string; quantity?: number },
  ) {
    const filter = { source, kind: 'allocate' as const, stockIds: only ? [only.stockId] : undefined };
    const peek = await activeHolds(tx, actor, filter, false);
    const rows = await lockByIds(tx, actor, [...new Set(peek.map((h) => h.stockId))]);
    let left = only?.quantity ?? Number.POSITIVE_INFINITY;
    const changes: Change[] = [];
    for (const h of await activeHolds(tx, actor, filter, true)) {
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
    const row = (await rowsFor(tx, actor, [line], false)).get(keyOf(line));
    if (!row) return insufficient(tx, actor, ErrorCode.stockInsufficient, [line.productId]);
    let left = line.quantity;
    const delta = { dLocked: 0, dAllocated: 0 };
    for (const h of await activeHolds(tx, actor, { stockIds: [row.id], source }, true)) {
      const take = Math.min(h.quantity, left);
      if (take <= 0) break;
      left -= take;
      if (h.kind === 'lock') delta.dLocked -= take;
      else delta.dAllocated -= take;
      await setHold(tx, h, h.quantity - take, h.shippedQty + take, now);
    }
    const change: Change = { stockId: row.id, eventType: 'pick', dQty: -line.quantity, ...delta, ...source };
    const [after] = await applyChanges(tx, actor, [row], [change], now);
    return after!;
  },

  /**
   * The batch twin of `pick`: locks the rows of these keys and their active occupations (rows first, in
   * key order, as everywhere), for `take`s decided in memory and written together.
   */
  async pickMany(tx: Tx, actor: Actor, keys: StockKey[], now: Date): Promise<StockPicks> {
    const rows = await rowsFor(tx, actor, keys, false);
    const ids = [...rows.values()].map((r) => r.id);
    const holds = ids.length ? await activeHolds(tx, actor, { stockIds: ids }, true) : [];
    return new StockPicks(tx, actor, rows, holds, now);
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

  /** Unlocks what a lock still holds. Goods already taken out of the warehouse cannot be unlocked. */
  async unlock(tx: Tx, actor: Actor, occupationId: string, now: Date) {
    const peek = await findHold(tx, actor, occupationId, false);
    if (peek?.kind !== 'lock') throw new BizError(ErrorCode.recordNotFound);
    const row = await lockOne(tx, actor, peek.stockId);
    const current = (await findHold(tx, actor, occupationId, true))!;
    if (current.state === 'shipped') throw new BizError(ErrorCode.stockShipped);
    if (!canUnlock(current as HeldOccupation)) throw new BizError(ErrorCode.occupationReleased);
    const { sourceNo, sourceModule } = current;
    await applyChanges(
      tx,
      actor,
      [row],
      [{ stockId: row.id, eventType: 'unlock', dLocked: -current.quantity, sourceNo, sourceModule }],
      now,
    );
    return setHold(tx, current, 0, current.shippedQty, now);
  },
};
