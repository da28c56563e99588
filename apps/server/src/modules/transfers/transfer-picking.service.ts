import { ErrorCode } from '@wms/api';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transferLines, transferOrders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { moveTransfers } from './transfer-moves.service.ts';
import { scoped, type TransferRecord } from './transfer-rows.ts';
import { assertOpen, lockTransfers } from './transfer-store.ts';

const t = transferOrders;

/** The orders with the units each product still needs (a confirmed shortage already taken off). */
async function pickable(tx: Tx, rows: TransferRecord[]) {
  const out: PickableTransfer[] = [];
  for (const row of rows) {
    const lines = await tx
      .select()
      .from(transferLines)
      .where(and(eq(transferLines.tenantId, row.tenantId), eq(transferLines.transferId, row.id)));
    const needs = new Map<string, number>();
    for (const l of lines)
      if (l.needPickQty > 0) needs.set(l.productId, (needs.get(l.productId) ?? 0) + l.needPickQty);
    out.push({
      id: row.id,
      orderNo: row.transId,
      kind: row.kind,
      warehouseId: row.warehouseId,
      customerId: row.customerId,
      carrier: row.carrier,
      needs,
    });
  }
  return out;
}

/** A transfer order waiting for its pick list, with the units each product still needs. */
export interface PickableTransfer {
  id: string;
  orderNo: string;
  kind: string;
  warehouseId: string;
  customerId: string;
  carrier: string | null;
  needs: Map<string, number>;
}

/**
 * The public face of transfer orders to the pick-list code: which orders wait, what they need, and what
 * picking did to them. The picking module calls it; transfer orders never call picking.
 */
export const transferPickingService = {
  /** Pending orders of the warehouse (these ids, or all), locked: hot ones first, then the oldest. */
  async lockPending(tx: Tx, principal: Principal, q: { warehouseId: string; ids?: string[] }) {
    if (principal.customerId)
      throw new BizError(ErrorCode.transferStaffOnly, { transID: q.ids?.join(', ') ?? '' });
    const rows = await tx
      .select()
      .from(t)
      .where(
        scoped(
          principal,
          eq(t.warehouseId, q.warehouseId),
          eq(t.status, 'pending'),
          q.ids?.length ? inArray(t.id, q.ids) : undefined,
        ),
      )
      .orderBy(desc(t.isHot), asc(t.createdAt), asc(t.id))
      .limit(50)
      .for('update');
    return pickable(tx, rows);
  },

  /**
   * The orders AddPicking puts on a list, locked: each must be pending (a refusal names the order and its
   * status), and only warehouse staff add them.
   */
  async lockForPicking(tx: Tx, principal: Principal, ids: string[]) {
    const rows = await lockTransfers(tx, principal, ids);
    for (const row of rows) assertOpen(principal, row, 'pick');
    return pickable(tx, rows);
  },

  /** GetPickingCount: pending orders by the pick-list kind they will make. */
  async pendingCount(tx: Tx, principal: Principal, q: { warehouseId?: string }) {
    const rows = await tx
      .select({ kind: t.kind, n: sql<number>`count(*)::int` })
      .from(t)
      .where(
        scoped(
          principal,
          eq(t.status, 'pending'),
          q.warehouseId ? eq(t.warehouseId, q.warehouseId) : undefined,
        ),
      )
      .groupBy(t.kind);
    const n = (kinds: string[]) => rows.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + r.n, 0);
    return { transport: n(['freight', 'transport']), truck: n(['trucking']) };
  },

  /** Its pick list was taken back before anything was picked: the order waits for a new one. */
  takenBack: (tx: Tx, principal: Principal, ids: string[], pickListNo: string, now: Date) =>
    moveTransfers(tx, principal, ids, 'withdraw', now, { remark: pickListNo }),

  /** The order is on a pick list: it is picking, and the list's number is in its log. */
  onPickList: (tx: Tx, principal: Principal, ids: string[], pickListNo: string, now: Date) =>
    moveTransfers(tx, principal, ids, 'pick', now, { remark: pickListNo }),

  /**
   * The stock could not cover the order: it is out of stock with the short units of each product on
   * its lines, waiting for its customer to confirm (the pick list's number is the reason).
   */
  async short(
    tx: Tx,
    principal: Principal,
    id: string,
    shorts: { productId: string; shortQty: number }[],
    pickListNo: string,
    now: Date,
  ) {
    await moveTransfers(tx, principal, [id], 'reportOutOfStock', now, {
      patch: () => ({ outOfStockReason: pickListNo }),
      remark: pickListNo,
    });
    for (const s of shorts)
      await tx
        .update(transferLines)
        .set({ outOfStockQty: s.shortQty, updatedAt: now, updatedBy: principal.userId })
        .where(
          and(
            eq(transferLines.tenantId, principal.tenantId),
            eq(transferLines.transferId, id),
            eq(transferLines.productId, s.productId),
          ),
        );
  },

  /** Picked units reach the order's lines (and the picker's location names), as the PDA confirms them. */
  async recordPicked(
    tx: Tx,
    principal: Principal,
    picks: { transferId: string; productId: string; qty: number; locationName: string }[],
    now: Date,
  ) {
    for (const p of picks)
      await tx
        .update(transferLines)
        .set({
          pickedQty: sql`${transferLines.pickedQty} + ${p.qty}`,
          locationName: p.locationName,
          updatedAt: now,
          updatedBy: principal.userId,
        })
        .where(
          and(
            eq(transferLines.tenantId, principal.tenantId),
            eq(transferLines.transferId, p.transferId),
            eq(transferLines.productId, p.productId),
          ),
        );
    // The order row is stamped too, so the PDA's pull of orders to palletise sees the picked units.
    const ids = [...new Set(picks.map((p) => p.transferId))];
    if (ids.length)
      await tx
        .update(t)
        .set({ updatedAt: now, updatedBy: principal.userId })
        .where(and(eq(t.tenantId, principal.tenantId), inArray(t.id, ids)));
  },
};
