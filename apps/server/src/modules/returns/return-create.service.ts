import {
  canRegisterReturn,
  ErrorCode,
  type OrderStatus,
  RETURN_TRANSFER_MAX,
  type returnCreateSchema,
  type returnTransferSchema,
  uuidv7,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { products, returnItems, returns } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { dayOf, takeNumbers } from '../../platform/counters.ts';
import { canAccess } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import {
  appendLogs,
  lockOrders,
  type OrderRecord,
  orderItemsOf,
  statusParam,
} from '../orders/orders.service.ts';
import { detailOf } from './return-rows.ts';

interface Draft {
  order?: OrderRecord;
  warehouseId: string;
  /** Null for a parcel whose owner is unknown until claimed. */
  customerId: string | null;
  trackingNo: string;
  returnRemarks?: string | null;
  items: { productId: string; quantity: number }[];
}

/** What a return keeps of its order, so it reads without the order. */
const fromOrder = (order: OrderRecord) => ({
  orderId: order.id,
  orderNo: order.orderNo,
  recordNo: order.recordNo,
  originalTrackingNo: order.trackingNo,
  recipient: order.receiverName,
  address: [order.address1, order.address2, order.city, order.state, order.country]
    .filter(Boolean)
    .join(', '),
  postalCode: order.postalCode,
  logistics: [order.carrier, order.service].filter(Boolean).join(' / ') || null,
  size: sizeOf(order),
});

/** The parcel's size as the order packed it: length × width × height in inches, and its weight in pounds. */
function sizeOf(order: OrderRecord) {
  if (!order.length || !order.width || !order.height) return null;
  return `${order.length} × ${order.width} × ${order.height} in, ${order.weight} lb`;
}

function assertReturnable(order: OrderRecord) {
  if (!canRegisterReturn(order.status as OrderStatus))
    throw new BizError(ErrorCode.orderReturnStatus, {
      orderNo: order.orderNo,
      status: statusParam(order.status),
    });
}

/** Numbers the drafts RT<yyMMdd><5 digits> and writes them with their products. */
async function insertReturns(tx: Tx, principal: Principal, drafts: Draft[], now: Date) {
  const day = dayOf(now);
  const numbers = await takeNumbers(tx, principal.tenantId, 'returnNo', day, drafts.length);
  const rows = drafts.map((d, i) => ({
    id: uuidv7(now.getTime()),
    tenantId: principal.tenantId,
    returnNo: `RT${day}${String(numbers[i]).padStart(5, '0')}`,
    ...(d.order ? fromOrder(d.order) : {}),
    trackingNo: d.trackingNo,
    warehouseId: d.warehouseId,
    customerId: d.customerId,
    status: 'pending',
    returnRemarks: d.returnRemarks ?? null,
    createdAt: now,
    updatedAt: now,
    createdBy: principal.userId,
    updatedBy: principal.userId,
  }));
  await tx.insert(returns).values(rows);
  const items = rows.flatMap((row, i) =>
    drafts[i]!.items.map((item) => ({ tenantId: principal.tenantId, returnId: row.id, ...item })),
  );
  if (items.length) await tx.insert(returnItems).values(items);
  const logs = rows.flatMap((row) =>
    row.orderId ? [{ orderId: row.orderId, action: 'returned', remark: row.returnNo }] : [],
  );
  await appendLogs(tx, principal, logs, now);
  return rows;
}

/** The products of an order as return lines, one per product. */
async function orderLines(tx: Tx, order: OrderRecord) {
  const byProduct = new Map<string, number>();
  for (const item of await orderItemsOf(tx, order.tenantId, order.id))
    if (item.productId) byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.saleNum);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Every product of the return must be the customer's. */
export async function checkProducts(tx: Tx, principal: Principal, customerId: string, productIds: string[]) {
  const owned = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, principal.tenantId),
        eq(products.customerId, customerId),
        inValues(products.id, productIds, 'uuid'),
      ),
    );
  const ok = new Set(owned.map((p) => p.id));
  const missing = productIds.find((id) => !ok.has(id));
  if (missing) throw new BizError(ErrorCode.returnProductNotOwned, { productNo: missing });
}

export const returnCreateService = {
  /** A return from one shipped order, or on its own for a customer and warehouse. */
  async create(tx: Tx, principal: Principal, input: z.output<typeof returnCreateSchema>, now: Date) {
    let draft: Draft;
    if (input.orderId) {
      const [order] = await lockOrders(tx, principal, [input.orderId]);
      assertReturnable(order!);
      draft = { ...input, order, warehouseId: order!.warehouseId, customerId: order!.customerId };
    } else {
      const customerId = principal.customerId ?? input.customerId ?? null;
      if (!input.warehouseId || (!customerId && input.items.length))
        throw new BizError(ErrorCode.returnNeedsCustomer);
      if (!canAccess(principal, { warehouseId: input.warehouseId, customerId }))
        throw new BizError(ErrorCode.recordNotFound);
      draft = { ...input, warehouseId: input.warehouseId, customerId };
    }
    // A parcel of an unknown owner names no products (they are a customer's); any other names some.
    if (draft.customerId && !draft.items.length) throw new BizError(ErrorCode.returnItemsRequired);
    if (draft.customerId)
      await checkProducts(
        tx,
        principal,
        draft.customerId,
        draft.items.map((i) => i.productId),
      );
    const [row] = await insertReturns(tx, principal, [draft], now);
    return detailOf(tx, principal, row!.id);
  },

  /**
   * TransferredReturnOrder: at most 10 shipped orders at once, each return tracking number
   * checked against the order's shipping tracking number: a return label is a new parcel and must
   * differ, a return to sender is the same parcel and must match.
   */
  async transfer(tx: Tx, principal: Principal, input: z.output<typeof returnTransferSchema>, now: Date) {
    if (input.orders.length > RETURN_TRANSFER_MAX)
      throw new BizError(ErrorCode.orderReturnTooMany, { max: RETURN_TRANSFER_MAX });
    const rows = await lockOrders(
      tx,
      principal,
      input.orders.map((o) => o.id),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const drafts: Draft[] = [];
    for (const item of input.orders) {
      const order = byId.get(item.id)!;
      assertReturnable(order);
      const same = item.returnTrackingNo === order.trackingNo;
      if (same !== (input.returnType === 'returnToSender'))
        throw new BizError(ErrorCode.orderReturnTracking, {
          orderNo: order.orderNo,
          trackingNo: item.returnTrackingNo,
          originalTrackingNo: order.trackingNo ?? '',
        });
      drafts.push({
        order,
        warehouseId: order.warehouseId,
        customerId: order.customerId,
        trackingNo: item.returnTrackingNo,
        returnRemarks: item.returnRemarks,
        items: await orderLines(tx, order),
      });
    }
    const made = await insertReturns(tx, principal, drafts, now);
    return {
      count: made.length,
      orderNos: drafts.map((d) => d.order!.orderNo),
      returnNos: made.map((r) => r.returnNo),
    };
  },
};
