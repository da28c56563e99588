import { ErrorCode, uuidv7 } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { locations, pickListLines, pickLists } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { BizError } from '../../../platform/errors.ts';
import { type PickableTransfer, transferPickingService } from '../../transfers/transfer-picking.service.ts';
import { configOf, findWarehouse } from '../../warehouses/warehouses.service.ts';
import { type AllocatedLine, allocateNeeds } from './pick-allocation.ts';
import { lineOfStop } from './pick-list-insert.ts';
import type { PickListRecord } from './pick-list-rows.ts';
import { assertOpen, lockPickLists } from './pick-list-store.ts';
import { routeLines, strategyOf, warehouseLayout } from './pick-route-plan.ts';
import { pickListKindOf, reportShort } from './transfer-pick-lists.service.ts';

function assertFits(list: PickListRecord, order: PickableTransfer) {
  const kind = pickListKindOf(order.kind);
  if (list.kind !== kind || list.warehouseId !== order.warehouseId)
    throw new BizError(ErrorCode.transferPickListMismatch, {
      transID: order.orderNo,
      pickListNo: list.pickListNo,
      kind: `$t(picking:kind.${kind})`,
    });
}

/** The list's lines with their locations' coordinates, so old and new lines are walked as one route. */
async function placedLines(tx: Tx, list: PickListRecord) {
  return tx
    .select({
      lineId: pickListLines.id,
      locationName: locations.locationName,
      channelNum: locations.channelNum,
      row: locations.row,
      column: locations.column,
      high: locations.high,
      pickOrder: locations.pickOrder,
      productId: pickListLines.productId,
      orderId: pickListLines.orderId,
      qty: pickListLines.qty,
    })
    .from(pickListLines)
    .innerJoin(
      locations,
      and(eq(locations.tenantId, pickListLines.tenantId), eq(locations.id, pickListLines.locationId)),
    )
    .where(and(eq(pickListLines.tenantId, list.tenantId), eq(pickListLines.pickListId, list.id)));
}

type Stop = Awaited<ReturnType<typeof placedLines>>[number] | (AllocatedLine & { lineId?: undefined });

/** Re-walks the whole list, renumbers the old lines, inserts the new ones and recounts the header. */
async function rewalk(tx: Tx, principal: Principal, list: PickListRecord, added: AllocatedLine[], now: Date) {
  const warehouse = await findWarehouse(tx, principal, list.warehouseId);
  const layout = await warehouseLayout(tx, principal.tenantId, warehouse.id);
  const all: Stop[] = [...(await placedLines(tx, list)), ...added];
  const route = routeLines(layout, all, strategyOf(configOf(warehouse)));
  const fresh = [];
  for (const [i, stop] of route.stops.entries()) {
    if (stop.lineId) {
      await tx
        .update(pickListLines)
        .set({ seq: i + 1 })
        .where(and(eq(pickListLines.tenantId, list.tenantId), eq(pickListLines.id, stop.lineId)));
      continue;
    }
    fresh.push({
      id: uuidv7(now.getTime()),
      tenantId: list.tenantId,
      pickListId: list.id,
      seq: i + 1,
      ...lineOfStop(stop as AllocatedLine),
      createdBy: principal.userId,
      updatedBy: principal.userId,
    });
  }
  if (fresh.length) await tx.insert(pickListLines).values(fresh);
  const customers = new Set([list.customerId, ...added.map((l) => l.customerId)]);
  const [row] = await tx
    .update(pickLists)
    .set({
      orderCount: new Set(all.map((l) => l.orderId)).size,
      lineCount: all.length,
      totalQty: all.reduce((s, l) => s + l.qty, 0),
      pickingOrderType: new Set(all.map((l) => l.productId)).size === 1 ? 1 : 2,
      customerId: customers.size === 1 ? list.customerId : null,
      walkDistance: route.distance,
      sShapeDistance: route.sShapeDistance,
      updatedAt: now,
      updatedBy: principal.userId,
    })
    .where(and(eq(pickLists.tenantId, list.tenantId), eq(pickLists.id, list.id)))
    .returning();
  return row!;
}

/**
 * AddPicking and AddPickingBatch: pending transfer orders join an open pick list of their kind and
 * warehouse, their stock allocated by the warehouse's rules through the stock service; the whole list is
 * walked again in the warehouse's order. An order the stock cannot cover goes out of stock instead.
 */
async function addTransfersToPickList(
  tx: Tx,
  principal: Principal,
  input: { pickListId: string; ids: string[] },
  now: Date,
) {
  const [list] = await lockPickLists(tx, principal, [input.pickListId]);
  assertOpen(list!);
  const orders = await transferPickingService.lockForPicking(tx, principal, input.ids);
  for (const order of orders) assertFits(list!, order);
  const added: AllocatedLine[] = [];
  const outOfStock: string[] = [];
  for (const order of orders) {
    const lines = await allocateNeeds(tx, principal, order, order.needs, list!.pickListNo, now);
    if (!lines) {
      await reportShort({ tx, principal, now }, order, list!.pickListNo);
      outOfStock.push(order.orderNo);
      continue;
    }
    added.push(...lines);
    await transferPickingService.onPickList(tx, principal, [order.id], list!.pickListNo, now);
  }
  const updated = added.length ? await rewalk(tx, principal, list!, added, now) : list!;
  return { list: updated, outOfStock };
}

export const transferPickListAddService = { addTransfersToPickList };
