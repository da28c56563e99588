import { z } from 'zod';

/** The one canonical drop-shipping order status, covering both readings of the order tabs in the requirements. */
export const orderStatuses = [
  'pending',
  'toBeDelivered',
  'shipped',
  'outOfStock',
  'exception',
  'logisticsException',
  'postponed',
  'onHold',
  'cancelled',
  'removed',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

interface OrderActionRule {
  from: readonly OrderStatus[];
  to: OrderStatus;
}

/**
 * The moves, each with the statuses it may start from and where it leads (the calls in
 * comments). Nothing else moves an order. "Not-shipped" is toBeDelivered (OmsUnshippedOrder lists those).
 */
export const orderActions = {
  /**
   * CreateShipment, BathCreateShipment: the carrier label is made. Also from toBeDelivered, for an order
   * whose pick list came first (it must not have a label yet); the status then stays.
   */
  createShipment: { from: ['pending', 'toBeDelivered', 'exception'], to: 'toBeDelivered' },
  /** MoveToNotshipped: e.g. a label was imported, or a postponed or paused order resumes. */
  moveToNotShipped: { from: ['pending', 'postponed', 'onHold', 'exception'], to: 'toBeDelivered' },
  /** OutofstockToNotshipped */
  outOfStockToNotShipped: { from: ['outOfStock'], to: 'toBeDelivered' },
  /** OmsUnshippedOrder/OutOfStockToCancelled */
  outOfStockToCancelled: { from: ['outOfStock'], to: 'cancelled' },
  /** CancelToPending: a cancelled order is taken up again. */
  cancelToPending: { from: ['cancelled'], to: 'pending' },
  /** OmsUnshippedOrder/CancelOrderToPending, PickingOrder/CancelPickingOrderToPeding: recall to be processed. */
  recallToPending: {
    from: ['toBeDelivered', 'outOfStock', 'postponed', 'onHold', 'exception'],
    to: 'pending',
  },
  /** MoveToPostponeShipped */
  moveToPostponed: { from: ['pending', 'toBeDelivered'], to: 'postponed' },
  /** UpdateOrderCancelled, OmsUnshippedOrder/CancelOrder: mark cancel. */
  markCancelled: {
    from: ['pending', 'toBeDelivered', 'outOfStock', 'exception', 'postponed', 'onHold'],
    to: 'cancelled',
  },
  /** Mark out of stock, by customer service. */
  markOutOfStock: { from: ['pending', 'toBeDelivered'], to: 'outOfStock' },
  /** ReportOutOfStock, PickingOrder/MarkOutOfStock, PDA/PickOrder/UpdateOutOfStock: found short while picking. */
  reportOutOfStock: { from: ['toBeDelivered'], to: 'outOfStock' },
  /** Mark pause. */
  markOnHold: { from: ['pending', 'toBeDelivered', 'postponed'], to: 'onHold' },
  /** Mark shipped: shipped outside the system. */
  markShipped: { from: ['pending', 'toBeDelivered'], to: 'shipped' },
  /** OmsUnshippedOrder/Outbound: scanned out of the warehouse. */
  outbound: { from: ['toBeDelivered'], to: 'shipped' },
  /** OmsUnshippedOrder/CreatePackingOrder: the status stays. */
  createPackingOrder: { from: ['toBeDelivered'], to: 'toBeDelivered' },
  /** LogisticsExceptionProcessing: the carrier problem is resolved. */
  processLogisticsException: { from: ['logisticsException'], to: 'shipped' },
  /** Raised by the system when a label cannot be made or the address fails validation. */
  flagException: { from: ['pending', 'toBeDelivered'], to: 'exception' },
  /** Raised by the system when tracking reports a carrier problem. */
  flagLogisticsException: { from: ['shipped'], to: 'logisticsException' },
  /** CombinationOrder: only orders not yet processed; the result is pending. */
  merge: { from: ['pending'], to: 'pending' },
  /** Manual split: only an order not yet processed. */
  split: { from: ['pending'], to: 'pending' },
  /** DeleteOrder: soft delete. */
  delete: { from: ['pending', 'cancelled', 'exception'], to: 'removed' },
} as const satisfies Record<string, OrderActionRule>;

export type OrderAction = keyof typeof orderActions;
export const orderActionNames = Object.keys(orderActions) as OrderAction[];
export const orderActionSchema = z.enum(orderActionNames as [OrderAction, ...OrderAction[]]);

export type OrderActionResult =
  | { ok: true; status: OrderStatus }
  | { ok: false; from: OrderStatus; action: OrderAction; allowedFrom: readonly OrderStatus[] };

/** The status after the action, or a refusal naming the statuses it may start from. */
export function applyOrderAction(status: OrderStatus, action: OrderAction): OrderActionResult {
  const rule: OrderActionRule = orderActions[action];
  return rule.from.includes(status)
    ? { ok: true, status: rule.to }
    : { ok: false, from: status, action, allowedFrom: rule.from };
}

/** The actions an order in this status offers (for buttons; the server still checks each). */
export const actionsFrom = (status: OrderStatus): OrderAction[] =>
  orderActionNames.filter((action) => (orderActions[action].from as readonly OrderStatus[]).includes(status));
