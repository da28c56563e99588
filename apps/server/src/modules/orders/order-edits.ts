import { canEditOrder, canMarkOrder, ErrorCode, isBeforeShipping, type OrderStatus } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { appendLogs, type Changes, diff } from './order-log.ts';
import type { OrderPatch, OrderRecord } from './order-store.ts';
import { statusParam } from './order-store.ts';

export const notEditable = (order: OrderRecord) =>
  new BizError(ErrorCode.orderNotEditable, { orderNo: order.orderNo, status: statusParam(order.status) });

/** Items and the whole order change only while pending (nothing has been prepared yet). */
export function assertPending(order: OrderRecord) {
  if (!canEditOrder(order.status as OrderStatus)) throw notEditable(order);
}

/**
 * Shipping data (address, carrier, packages) changes only before the label is made. A pick list does not
 * stand in the way: parcels are often measured while packing, after the picking.
 */
export function assertBeforeLabel(order: OrderRecord) {
  if (!isBeforeShipping(order.status as OrderStatus)) throw notEditable(order);
  if (order.trackingNo)
    throw new BizError(ErrorCode.orderHasLabel, { orderNo: order.orderNo, trackingNo: order.trackingNo });
}

export function assertNotRemoved(order: OrderRecord) {
  if (!canMarkOrder(order.status as OrderStatus)) throw notEditable(order);
}

/** Writes changed fields of one order and logs them as before → after; nothing is logged if nothing changed. */
export async function patchOrder(
  tx: Tx,
  principal: Principal,
  order: OrderRecord,
  patch: OrderPatch,
  action: string,
  now: Date,
  extra: Changes = {},
): Promise<OrderRecord> {
  const changes = { ...diff(order as Record<string, unknown>, patch as Record<string, unknown>), ...extra };
  if (!Object.keys(changes).length) return order;
  const [row] = await tx
    .update(orders)
    .set({ ...patch, updatedAt: now, updatedBy: principal.userId })
    .where(and(eq(orders.tenantId, principal.tenantId), eq(orders.id, order.id)))
    .returning();
  await appendLogs(tx, principal, [{ orderId: order.id, action, changes }], now);
  return row!;
}
