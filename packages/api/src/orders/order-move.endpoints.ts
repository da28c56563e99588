import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/define-endpoint.ts';
import { idsSchema } from './order.schema.ts';
import { affectedSchema } from './order-edit.endpoints.ts';
import { ORDER_BASE } from './order-list.endpoints.ts';

const statusPoint = { functionPoint: 'oms:order:status' } as const;
/** Every move takes a selection and an optional remark for the operation log; all or none move. */
export const orderMoveInputSchema = idsSchema.extend({ remark: z.string().trim().max(500).optional() });

const move = (path: string, summary: string, functionPoint: string = statusPoint.functionPoint) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    input: orderMoveInputSchema,
    output: affectedSchema,
    access: { functionPoint },
    notifySuccess: true,
  });

/** The moves mark cancel, out of stock, pause and shipped, plus the two exception flags staff may raise. */
export const orderMarks = [
  'cancelled',
  'outOfStock',
  'onHold',
  'shipped',
  'exception',
  'logisticsException',
] as const;
/** The "exception handling" dialog: where an order in exception goes next. */
export const exceptionHandlings = ['recallToPending', 'moveToNotShipped', 'markCancelled'] as const;

export const orderMoveEndpoints = {
  cancelToPending: move(`${ORDER_BASE}/CancelToPending`, 'Take cancelled orders up again (to pending)'),
  deleteOrder: move(`${ORDER_BASE}/DeleteOrder`, 'Remove orders (soft delete)', 'oms:order:delete'),
  moveToNotshipped: move(`${ORDER_BASE}/MoveToNotshipped`, 'Move orders to to be delivered'),
  outofstockToNotshipped: move(
    `${ORDER_BASE}/OutofstockToNotshipped`,
    'Out-of-stock orders back to to be delivered',
  ),
  moveToPostponeShipped: move(`${ORDER_BASE}/MoveToPostponeShipped`, 'Postpone shipment'),
  reportOutOfStock: move(`${ORDER_BASE}/ReportOutOfStock`, 'Report orders found short while picking'),
  logisticsExceptionProcessing: move(
    `${ORDER_BASE}/LogisticsExceptionProcessing`,
    'Close a logistics exception: the order is shipped again',
  ),
  updateOrderCancelled: move(`${ORDER_BASE}/UpdateOrderCancelled`, 'Mark orders cancelled'),
  markOrder: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/MarkOrder`,
    summary: 'Mark orders cancelled, out of stock, paused, shipped, or in (logistics) exception',
    input: orderMoveInputSchema.extend({ mark: z.enum(orderMarks) }),
    output: affectedSchema,
    access: statusPoint,
    notifySuccess: true,
  }),
  exceptionHandling: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/ExceptionHandling`,
    summary: 'Handle orders in exception: back to pending, on to be delivered, or cancel',
    input: orderMoveInputSchema.extend({ handle: z.enum(exceptionHandlings) }),
    output: affectedSchema,
    access: statusPoint,
    notifySuccess: true,
  }),
} satisfies Record<string, Endpoint>;

export const UNSHIPPED_BASE = '/api/v1/OMS/OmsUnshippedOrder';

/** OmsUnshippedOrder: the moves of the to-be-delivered list. */
export const unshippedOrderEndpoints = {
  cancelOrderToPending: move(`${UNSHIPPED_BASE}/CancelOrderToPending`, 'Recall orders to pending'),
  cancelOrder: move(`${UNSHIPPED_BASE}/CancelOrder`, 'Cancel orders'),
  outOfStockToCancelled: move(`${UNSHIPPED_BASE}/OutOfStockToCancelled`, 'Cancel out-of-stock orders'),
  createPackingOrder: move(
    `${UNSHIPPED_BASE}/CreatePackingOrder`,
    'Create the packing order of processed orders (the status stays)',
  ),
  outbound: move(
    `${UNSHIPPED_BASE}/Outbound`,
    'Scan picked orders out of the warehouse: shipped',
    'oms:order:outbound',
  ),
} satisfies Record<string, Endpoint>;
