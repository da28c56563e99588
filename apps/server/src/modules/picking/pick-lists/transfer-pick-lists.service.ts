import { ErrorCode } from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { stocks } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { BizError } from '../../../platform/errors.ts';
import { type PickableTransfer, transferPickingService } from '../../transfers/transfer-picking.service.ts';
import { configOf, findWarehouse } from '../../warehouses/warehouses.service.ts';
import { allocateNeeds } from './pick-allocation.ts';
import { insertRoutedList, newPickListNo } from './pick-list-insert.ts';
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
  const pickListNo = await newPickListNo(c);
  const lines = await allocateNeeds(c.tx, c.principal, order, order.needs, pickListNo, c.now);
  if (!lines) {
    await reportShort(c, order, pickListNo);
    return null;
  }
  const route = routeLines(plan, lines, strategy);
  const list = await insertRoutedList(
    c,
    {
      pickListNo,
      kind: pickListKindOf(order.kind),
      pickingOrderType: order.needs.size === 1 ? 1 : 2,
      warehouseId: order.warehouseId,
      customerId: order.customerId,
      carrier: order.carrier,
      routeStrategy: strategy,
      orderCount: 1,
    },
    route,
  );
  await transferPickingService.onPickList(c.tx, c.principal, [order.id], pickListNo, c.now);
  return list;
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
