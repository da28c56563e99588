import { ErrorCode, uuidv7 } from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { pickListLines, pickLists, stocks } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { dayOf, takeNumbers } from '../../../platform/counters.ts';
import { BizError } from '../../../platform/errors.ts';
import { type PickableTransfer, transferPickingService } from '../../transfers/transfer-picking.service.ts';
import { configOf, findWarehouse } from '../../warehouses/warehouses.service.ts';
import { allocateNeeds } from './pick-allocation.ts';
import { routeLines, strategyOf, warehouseLayout } from './pick-route-plan.ts';

type Context = { tx: Tx; principal: Principal; now: Date };

/** Units of a product free to allocate in the warehouse, for the shortage a failed allocation reports. */
async function available(c: Context, order: PickableTransfer, productId: string) {
  const [row] = await c.tx
    .select({
      n: sql<number>`coalesce(sum(${stocks.quantity} - ${stocks.lockedQty} - ${stocks.allocatedQty}), 0)::int`,
    })
    .from(stocks)
    .where(
      and(
        eq(stocks.tenantId, c.principal.tenantId),
        eq(stocks.warehouseId, order.warehouseId),
        eq(stocks.customerId, order.customerId),
        eq(stocks.productId, productId),
      ),
    );
  return Math.max(0, row?.n ?? 0);
}

/** The pick-list kind a transfer order is picked on: trucking on truck lists, the rest on transport. */
export const pickListKindOf = (transferKind: string) => (transferKind === 'trucking' ? 'truck' : 'transport');

/** The stock could not cover the order: it goes out of stock with the short units of each product. */
export async function reportShort(c: Context, order: PickableTransfer, pickListNo: string) {
  const shorts = [];
  for (const [productId, need] of order.needs) {
    const free = await available(c, order, productId);
    if (free < need) shorts.push({ productId, shortQty: need - free });
  }
  await transferPickingService.short(c.tx, c.principal, order.id, shorts, pickListNo, c.now);
}

/** One transfer order's pick list, or its shortage when the stock cannot cover it. */
async function listFor(
  c: Context,
  order: PickableTransfer,
  plan: Parameters<typeof routeLines>[0],
  strategy: ReturnType<typeof strategyOf>,
) {
  const [n] = await takeNumbers(c.tx, c.principal.tenantId, 'pickListNo', dayOf(c.now));
  const pickListNo = `PK${dayOf(c.now)}${String(n).padStart(4, '0')}`;
  const lines = await allocateNeeds(c.tx, c.principal, order, order.needs, pickListNo, c.now);
  if (!lines) {
    await reportShort(c, order, pickListNo);
    return null;
  }
  const route = routeLines(plan, lines, strategy);
  const id = uuidv7(c.now.getTime());
  const [list] = await c.tx
    .insert(pickLists)
    .values({
      id,
      tenantId: c.principal.tenantId,
      pickListNo,
      kind: pickListKindOf(order.kind),
      pickingOrderType: order.needs.size === 1 ? 1 : 2,
      warehouseId: order.warehouseId,
      customerId: order.customerId,
      carrier: order.carrier,
      routeStrategy: strategy,
      walkDistance: route.distance,
      sShapeDistance: route.sShapeDistance,
      orderCount: 1,
      lineCount: lines.length,
      totalQty: lines.reduce((s, l) => s + l.qty, 0),
      createdBy: c.principal.userId,
      updatedBy: c.principal.userId,
    })
    .returning();
  await c.tx.insert(pickListLines).values(
    route.stops.map((l, i) => ({
      id: uuidv7(),
      tenantId: c.principal.tenantId,
      pickListId: id,
      seq: i + 1,
      orderId: l.orderId,
      orderNo: l.orderNo,
      customerId: l.customerId,
      productId: l.productId,
      productNo: l.productNo,
      locationId: l.locationId,
      locationName: l.locationName,
      qty: l.qty,
      createdBy: c.principal.userId,
      updatedBy: c.principal.userId,
    })),
  );
  await transferPickingService.onPickList(c.tx, c.principal, [order.id], pickListNo, c.now);
  return list!;
}

/**
 * CreatePickingList of transfer orders: one pick list of kind transport (freight, transport) or truck
 * (trucking) per pending order, its stock allocated by the warehouse's rules through the stock service
 * and its lines in the warehouse's walking order. An order the stock cannot cover goes out of stock
 * with its short units instead.
 */
async function createTransferPickLists(
  tx: Tx,
  principal: Principal,
  input: { warehouseId: string; ids?: string[] },
  now: Date,
) {
  const warehouse = await findWarehouse(tx, principal, input.warehouseId);
  const orders = await transferPickingService.lockPending(tx, principal, input);
  if (!orders.length) throw new BizError(ErrorCode.pickNoOrders);
  const layout = await warehouseLayout(tx, principal.tenantId, warehouse.id);
  const strategy = strategyOf(configOf(warehouse));
  const c = { tx, principal, now };
  const created = [];
  const outOfStock: string[] = [];
  for (const order of orders) {
    const list = await listFor(c, order, layout, strategy);
    if (list) created.push(list);
    else outOfStock.push(order.orderNo);
  }
  return { created, outOfStock };
}

export const transferPickListService = { createTransferPickLists };
