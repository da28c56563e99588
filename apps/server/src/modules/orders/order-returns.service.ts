import type { returnTransferSchema } from '@wms/api';
import { ErrorCode, RETURN_TRANSFER_MAX, uuidv7 } from '@wms/api';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { orderReturns } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { appendLogs } from './order-log.ts';
import { dayOf, takeNumbers } from './order-numbers.ts';
import { lockOrders, statusParam } from './order-store.ts';

const RETURNABLE = new Set(['shipped', 'logisticsException']);

/**
 * TransferredReturnOrder (spec §5): at most 10 shipped orders at once, each return tracking number
 * checked against the order's shipping tracking number: a return label is a new parcel and must differ,
 * a return to sender is the same parcel and must match.
 */
export async function transferReturns(
  tx: Tx,
  principal: Principal,
  input: z.output<typeof returnTransferSchema>,
  now: Date,
) {
  if (input.orders.length > RETURN_TRANSFER_MAX)
    throw new BizError(ErrorCode.orderReturnTooMany, { max: RETURN_TRANSFER_MAX });
  const rows = await lockOrders(
    tx,
    principal,
    input.orders.map((o) => o.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const item of input.orders) {
    const order = byId.get(item.id)!;
    if (!RETURNABLE.has(order.status))
      throw new BizError(ErrorCode.orderReturnStatus, {
        orderNo: order.orderNo,
        status: statusParam(order.status),
      });
    const same = item.returnTrackingNo === order.trackingNo;
    if (same !== (input.returnType === 'returnToSender'))
      throw new BizError(ErrorCode.orderReturnTracking, {
        orderNo: order.orderNo,
        trackingNo: item.returnTrackingNo,
        originalTrackingNo: order.trackingNo ?? '',
      });
  }
  const day = dayOf(now);
  const numbers = (await takeNumbers(tx, principal.tenantId, 'returnNo', day, input.orders.length)).map(
    (n) => `RT${day}${String(n).padStart(5, '0')}`,
  );
  const values = input.orders.map((item, i) => {
    const order = byId.get(item.id)!;
    return {
      id: uuidv7(),
      tenantId: principal.tenantId,
      returnNo: numbers[i]!,
      orderId: order.id,
      orderNo: order.orderNo,
      recordNo: order.recordNo,
      trackingNo: item.returnTrackingNo,
      originalTrackingNo: order.trackingNo,
      warehouseId: order.warehouseId,
      customerId: order.customerId,
      returnRemarks: item.returnRemarks ?? null,
      createdBy: principal.userId,
      updatedBy: principal.userId,
    };
  });
  await tx.insert(orderReturns).values(values);
  await appendLogs(
    tx,
    principal,
    values.map((v) => ({ orderId: v.orderId, action: 'returned', remark: v.returnNo })),
    now,
  );
  return { count: values.length, orderNos: values.map((v) => v.orderNo), returnNos: numbers };
}
