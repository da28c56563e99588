import { ErrorCode } from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { orders, pickListLines, pickLists } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { BizError } from '../../../platform/errors.ts';
import { stockService } from '../../inventory/stock.service.ts';
import { appendLogs, lockOrders, moveOrders, voidLabels } from '../../orders/orders.service.ts';
import { transferPickingService } from '../../transfers/transfer-picking.service.ts';
import { staffListsService } from '../../users/staff-lists.service.ts';
import { relistService } from '../relist/relist.service.ts';
import { pickSource } from './pick-allocation.ts';
import type { PickListRecord } from './pick-list-rows.ts';
import { assertOpen, linesOf, lockPickLists, type PickLineRecord, saveListState } from './pick-list-store.ts';

const done = (lists: PickListRecord[]) => ({
  count: lists.length,
  pickListNos: lists.map((l) => l.pickListNo),
});
const actorOf = (p: Principal) => ({ tenantId: p.tenantId, userId: p.userId });
/** Transport and truck lists pick transfer orders (a line's `orderId` is the transfer order's id). */
const ofTransfers = (list: PickListRecord) => list.kind === 'transport' || list.kind === 'truck';

/** Gives back what the orders of these lines hold and takes the orders off their list. */
async function releaseOrders(tx: Tx, principal: Principal, lines: PickLineRecord[], now: Date) {
  const byOrder = new Map(lines.map((l) => [l.orderId, l.orderNo]));
  for (const orderNo of byOrder.values())
    await stockService.release(tx, actorOf(principal), pickSource({ orderNo }), now);
  return [...byOrder.keys()];
}

/**
 * Withdraw (to pending) or cancel (back to to be delivered, "Return the order to To Be shipped?") whole
 * lists that nobody has picked from: the reservations go back and the orders leave the list.
 */
async function takeBack(tx: Tx, principal: Principal, ids: string[], toPending: boolean, now: Date) {
  const lists = await lockPickLists(tx, principal, ids);
  const lines = (await linesOf(
    tx,
    principal.tenantId,
    lists.map((l) => l.id),
    true,
  )) as PickLineRecord[];
  for (const list of lists) {
    assertOpen(list);
    if (lines.some((l) => l.pickListId === list.id && l.pickedQty > 0))
      throw new BizError(ErrorCode.pickListStarted, { pickListNo: list.pickListNo });
  }
  const open = lines.filter((l) => l.state !== 'outOfStock');
  for (const list of lists.filter(ofTransfers)) {
    const ids = await releaseOrders(
      tx,
      principal,
      open.filter((l) => l.pickListId === list.id),
      now,
    );
    if (ids.length) await transferPickingService.takenBack(tx, principal, ids, list.pickListNo, now);
  }
  const ofOrders = new Set(lists.filter((l) => !ofTransfers(l)).map((l) => l.id));
  const orderIds = await releaseOrders(
    tx,
    principal,
    open.filter((l) => ofOrders.has(l.pickListId)),
    now,
  );
  const rows = orderIds.length ? await lockOrders(tx, principal, orderIds) : [];
  const off = { pickListId: null, pickListNo: null };
  if (toPending) {
    const moved = await moveOrders(tx, principal, rows, 'recallToPending', {
      now,
      fromPickList: true,
      patch: () => off,
    });
    const labelled = moved.filter((o) => o.trackingNo);
    if (labelled.length) await voidLabels(tx, principal, labelled, now);
  } else if (rows.length) {
    await tx
      .update(orders)
      .set({ ...off, pickStatus: 'toBeCreated', updatedAt: now })
      .where(and(eq(orders.tenantId, principal.tenantId), inArray(orders.id, orderIds)));
    await appendLogs(
      tx,
      principal,
      rows.map((o) => ({
        orderId: o.id,
        action: 'pickListCancelled',
        changes: { pickStatus: { before: o.pickStatus, after: 'toBeCreated' } },
        remark: o.pickListNo,
      })),
      now,
    );
  }
  await tx
    .update(pickLists)
    .set({ state: 'cancelled', finishedAt: now, updatedAt: now, updatedBy: principal.userId })
    .where(
      and(
        eq(pickLists.tenantId, principal.tenantId),
        inArray(
          pickLists.id,
          lists.map((l) => l.id),
        ),
      ),
    );
  return done(lists);
}

/**
 * MarkOutOfStock and the PDA's UpdateOutOfStock: the orders of these lines are short. Their lines not yet
 * picked are closed, their reservations released, and they move to out of stock. Units already picked for
 * them stay picked (they go back to a location by the relist task).
 */
async function markShort(tx: Tx, principal: Principal, listId: string, lineIds: string[], now: Date) {
  const [list] = await lockPickLists(tx, principal, [listId]);
  assertOpen(list!);
  const lines = (await linesOf(tx, principal.tenantId, [list!.id], true)) as PickLineRecord[];
  const chosen = lines.filter((l) => lineIds.includes(l.id));
  if (chosen.length !== new Set(lineIds).size) throw new BizError(ErrorCode.pickListNotFound);
  const orderIds = [...new Set(chosen.map((l) => l.orderId))];
  const closing = lines.filter((l) => orderIds.includes(l.orderId) && l.state !== 'picked');
  await releaseOrders(tx, principal, closing, now);
  const back = lines.filter((l) => orderIds.includes(l.orderId) && l.state !== 'outOfStock');
  await relistService.queue(tx, principal, list!, back, now);
  await tx
    .update(pickListLines)
    .set({ state: 'outOfStock', updatedAt: now, updatedBy: principal.userId })
    .where(
      and(
        eq(pickListLines.tenantId, principal.tenantId),
        inArray(
          pickListLines.id,
          closing.map((l) => l.id),
        ),
      ),
    );
  for (const l of closing) l.state = 'outOfStock';
  if (ofTransfers(list!)) {
    for (const transferId of orderIds) {
      const short = new Map<string, number>();
      for (const l of closing.filter((c) => c.orderId === transferId))
        short.set(l.productId, (short.get(l.productId) ?? 0) + l.qty - l.pickedQty);
      const shorts = [...short].map(([productId, shortQty]) => ({ productId, shortQty }));
      await transferPickingService.short(tx, principal, transferId, shorts, list!.pickListNo, now);
    }
    await saveListState(tx, list!, lines, now, principal.userId);
    return done([list!]);
  }
  const rows = await lockOrders(tx, principal, orderIds);
  await moveOrders(tx, principal, rows, 'reportOutOfStock', {
    now,
    fromPickList: true,
    remark: list!.pickListNo,
    patch: () => ({ abnormalReason: list!.pickListNo, pickListId: null, pickListNo: null }),
  });
  await saveListState(tx, list!, lines, now, principal.userId);
  return done([list!]);
}

/** DistributePicker / UpdatePicker: a PDA account granted picking in the list's warehouse. */
async function assignPicker(
  tx: Tx,
  principal: Principal,
  ids: string[],
  pickerId: string,
  change: boolean,
  now: Date,
) {
  const lists = await lockPickLists(tx, principal, ids);
  for (const list of lists) {
    assertOpen(list);
    if (!change && list.pickerId)
      throw new BizError(ErrorCode.pickerAssigned, { pickListNo: list.pickListNo });
    const pickers = await staffListsService.pickers(tx, principal, list.warehouseId);
    if (!pickers.some((p) => p.id === pickerId)) throw new BizError(ErrorCode.pickerUnknown);
  }
  await tx
    .update(pickLists)
    .set({ pickerId, assignedAt: now, updatedAt: now, updatedBy: principal.userId })
    .where(
      and(
        eq(pickLists.tenantId, principal.tenantId),
        inArray(
          pickLists.id,
          lists.map((l) => l.id),
        ),
      ),
    );
  return done(lists);
}

export const pickListActions = { takeBack, markShort, assignPicker };
