import { ErrorCode } from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { locations, productComponents, products, stocks } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { BizError } from '../../../platform/errors.ts';
import { stockService } from '../../inventory/stock.service.ts';
import { type OrderRecord, orderItemsOf } from '../../orders/orders.service.ts';

export const PICK_SOURCE_MODULE = 'pickList';
/** Reservations are held per order (the occupation list then names the order that holds the stock). */
export const pickSource = (order: { orderNo: string }, pickListNo?: string) => ({
  sourceNo: order.orderNo,
  sourceModule: PICK_SOURCE_MODULE,
  remark: pickListNo ?? null,
});

export interface AllocatedLine {
  orderId: string;
  orderNo: string;
  customerId: string;
  productId: string;
  productNo: string;
  stockId: string;
  qty: number;
  locationId: string;
  locationName: string;
  channelNum: number | null;
  row: number | null;
  column: number | null;
  high: number | null;
  pickOrder: number | null;
}

/** Units of each product an order needs, combination products taken apart into their components. */
async function productNeeds(tx: Tx, order: OrderRecord) {
  const items = await orderItemsOf(tx, order.tenantId, order.id);
  const ids = [...new Set(items.map((i) => i.productId).filter((id): id is string => !!id))];
  // One after the other: a transaction is one connection.
  const kinds = await tx
    .select({ id: products.id, type: products.productType })
    .from(products)
    .where(and(eq(products.tenantId, order.tenantId), inArray(products.id, ids)));
  const parts = await tx
    .select()
    .from(productComponents)
    .where(and(eq(productComponents.tenantId, order.tenantId), inArray(productComponents.productId, ids)));
  const single = new Set(kinds.filter((k) => k.type === 'single').map((k) => k.id));
  const need = new Map<string, number>();
  const add = (id: string, n: number) => need.set(id, (need.get(id) ?? 0) + n);
  for (const item of items) {
    if (!item.productId) continue;
    const components = parts.filter((p) => p.productId === item.productId);
    if (single.has(item.productId) || !components.length) add(item.productId, item.saleNum);
    else for (const c of components) add(c.componentId, c.quantity * item.saleNum);
  }
  return need;
}

/**
 * Reserves an order's stock by the warehouse's allocation rules through the stock service. All or
 * nothing per order: when one product falls short, what the order already holds is released and null
 * comes back (the caller moves the order to out of stock).
 */
export async function allocateOrder(
  tx: Tx,
  principal: Principal,
  order: OrderRecord,
  pickListNo: string,
  now: Date,
) {
  return allocateNeeds(tx, principal, order, await productNeeds(tx, order), pickListNo, now);
}

/** What a pick list needs of one source (an order or a transfer order): its number, place and owner. */
export interface PickSourceRecord {
  id: string;
  orderNo: string;
  warehouseId: string;
  customerId: string;
}

/**
 * Reserves units of each product for one source by the warehouse's allocation rules, all or nothing:
 * when one product falls short what the source already holds is released and null comes back.
 */
export async function allocateNeeds(
  tx: Tx,
  principal: Principal,
  order: PickSourceRecord,
  needs: ReadonlyMap<string, number>,
  pickListNo: string,
  now: Date,
) {
  const actor = { tenantId: principal.tenantId, userId: principal.userId };
  const source = pickSource(order, pickListNo);
  const holds: Array<{ stockId: string; quantity: number }> = [];
  for (const [productId, quantity] of needs) {
    try {
      const key = { warehouseId: order.warehouseId, customerId: order.customerId, productId, quantity };
      holds.push(...(await stockService.allocateByRules(tx, actor, key, source, now)));
    } catch (error) {
      if (!(error instanceof BizError && error.code === ErrorCode.stockInsufficient)) throw error;
      if (holds.length) await stockService.release(tx, actor, source, now);
      return null;
    }
  }
  if (!holds.length) return null;
  const rows = await tx
    .select({ stock: stocks, location: locations, productNo: products.productNo })
    .from(stocks)
    .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)))
    .innerJoin(products, and(eq(products.tenantId, stocks.tenantId), eq(products.id, stocks.productId)))
    .where(
      and(
        eq(stocks.tenantId, principal.tenantId),
        inArray(
          stocks.id,
          holds.map((h) => h.stockId),
        ),
      ),
    );
  const byStock = new Map(rows.map((r) => [r.stock.id, r]));
  return holds.map((h): AllocatedLine => {
    const { stock, location, productNo } = byStock.get(h.stockId)!;
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      customerId: order.customerId,
      productId: stock.productId,
      productNo,
      stockId: stock.id,
      qty: h.quantity,
      locationId: location.id,
      locationName: location.locationName,
      channelNum: location.channelNum,
      row: location.row,
      column: location.column,
      high: location.high,
      pickOrder: location.pickOrder,
    };
  });
}
