import {
  canMove,
  type Endpoint,
  type OrderAction,
  type OrderRow,
  type OrderStatus,
  orderMoveEndpoints,
  unshippedOrderEndpoints,
} from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import type { ActionBuilder, ToolbarAction } from '@wms/ui';

/** The marking moves of the order list, each with its call and the state-machine rule it follows. */
const moves: {
  action: OrderAction;
  endpoint: Endpoint;
  extra?: { mark: string };
  /** Asked first: true for the generic question, or the key of one that says what will happen. */
  confirm?: boolean | MessageKey;
}[] = [
  { action: 'moveToNotShipped', endpoint: orderMoveEndpoints.moveToNotshipped },
  { action: 'outOfStockToNotShipped', endpoint: orderMoveEndpoints.outofstockToNotshipped },
  { action: 'outOfStockToCancelled', endpoint: unshippedOrderEndpoints.outOfStockToCancelled, confirm: true },
  { action: 'cancelToPending', endpoint: orderMoveEndpoints.cancelToPending },
  { action: 'recallToPending', endpoint: unshippedOrderEndpoints.cancelOrderToPending },
  { action: 'moveToPostponed', endpoint: orderMoveEndpoints.moveToPostponeShipped },
  { action: 'reportOutOfStock', endpoint: orderMoveEndpoints.reportOutOfStock, confirm: true },
  { action: 'markOutOfStock', endpoint: orderMoveEndpoints.markOrder, extra: { mark: 'outOfStock' } },
  { action: 'markOnHold', endpoint: orderMoveEndpoints.markOrder, extra: { mark: 'onHold' } },
  { action: 'markShipped', endpoint: orderMoveEndpoints.markOrder, extra: { mark: 'shipped' } },
  { action: 'outbound', endpoint: unshippedOrderEndpoints.outbound, confirm: 'orders:confirmOutbound' },
  { action: 'processLogisticsException', endpoint: orderMoveEndpoints.logisticsExceptionProcessing },
  { action: 'markCancelled', endpoint: orderMoveEndpoints.updateOrderCancelled, confirm: true },
  { action: 'delete', endpoint: orderMoveEndpoints.deleteOrder, confirm: true },
];

/** Shown on the status tabs the move may start from; the server's state machine still decides. */
const allowedOn = (action: OrderAction) => onTabWhere((status) => canMove(status, action));

function moveAction(
  a: ActionBuilder<OrderRow>,
  { action, endpoint, extra, confirm }: (typeof moves)[number],
  status?: OrderStatus,
) {
  return a.batch(endpoint, {
    name: action,
    label: `orders:action.${action}`,
    selection: 'some',
    color: action === 'delete' || action === 'markCancelled' ? 'red' : undefined,
    confirm: confirm === true ? 'orders:confirmMove' : confirm || undefined,
    visible: status ? () => allowedOn(action)({ status }) : allowedOn(action),
    input: (rows) => ({ ids: rows.map((row) => row.id), ...extra }),
  });
}

/**
 * Every marking move for the status tabs, or, for a screen fixed to one status (pending delivery), the
 * named moves that status allows.
 */
export function moveActions(
  a: ActionBuilder<OrderRow>,
  fixed?: { status: OrderStatus; only: readonly OrderAction[] },
): ToolbarAction<OrderRow>[] {
  return moves
    .filter((m) => !fixed || fixed.only.includes(m.action))
    .map((m) => moveAction(a, m, fixed?.status));
}

/** A toolbar action's `visible`: shown only on these status tabs. */
export const onTab =
  (...statuses: OrderStatus[]) =>
  (values: Record<string, unknown>) =>
    (statuses as string[]).includes(String(values.status));

/** A toolbar action's `visible`: shown on the status tabs whose orders the rule (from @wms/api) lets through. */
export function onTabWhere(rule: (status: OrderStatus) => boolean) {
  return (values: Record<string, unknown>) =>
    typeof values.status === 'string' && rule(values.status as OrderStatus);
}

/** The moves of one list, shown only on its tab. */
export const movesOnTab = <R>(status: OrderStatus, actions: ToolbarAction<R>[]): ToolbarAction<R>[] =>
  actions.map((action) => ({ ...action, visible: onTab(status) }));
