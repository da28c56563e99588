import { type OrderAction, type OrderStatus, orderActions } from './order-status.ts';

/**
 * Whether an action is open for an order: the one rule the server enforces and the screens offer. Each
 * screen asks these instead of restating status lists, so a button is shown exactly when the call can pass.
 */

/** Whether the state machine lets the action start from this status. */
export const canMove = (status: OrderStatus, action: OrderAction): boolean =>
  (orderActions[action].from as readonly OrderStatus[]).includes(status);

/** Items and the whole order change only while pending (nothing has been prepared yet). */
export const canEditOrder = (status: OrderStatus): boolean => status === 'pending';

/** Statuses in which shipping data (address, carrier, packages, warehouse) may still change. */
export const beforeShippingStatuses = [
  'pending',
  'toBeDelivered',
  'outOfStock',
  'exception',
  'postponed',
  'onHold',
] as const satisfies readonly OrderStatus[];

/** The status half of the shipping-data rule (the server names a label in the way apart). */
export const isBeforeShipping = (status: OrderStatus): boolean =>
  (beforeShippingStatuses as readonly OrderStatus[]).includes(status);

interface OrderState {
  status: OrderStatus;
  trackingNo: string | null;
}

/** Shipping data changes only before the order leaves and before its label is made. */
export const canEditShipping = (order: OrderState): boolean =>
  isBeforeShipping(order.status) && !order.trackingNo;

/** A label is made once: the move must be open and the order must not have one yet. */
export const canCreateShipment = (order: OrderState): boolean =>
  canMove(order.status, 'createShipment') && !order.trackingNo;

/** Marks that do not touch shipping (hot, references, a remark) stay open until the order is removed. */
export const canMarkOrder = (status: OrderStatus): boolean => status !== 'removed';

/** ExceptionHandling: only an order flagged as an exception is handled. */
export const canHandleException = (status: OrderStatus): boolean => status === 'exception';

/** Returns are registered for orders that left the warehouse. */
export const returnableStatuses = ['shipped', 'logisticsException'] as const satisfies readonly OrderStatus[];

export const canRegisterReturn = (status: OrderStatus): boolean =>
  (returnableStatuses as readonly OrderStatus[]).includes(status);
