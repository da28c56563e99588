import {
  canHandleException,
  ErrorCode,
  type exceptionHandlings,
  type OrderAction,
  type OrderStatus,
  type orderMarks,
} from '@wms/api';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import { publishBadges } from './order-badges.ts';
import { voidLabels } from './order-labels.ts';
import {
  assertAction,
  lockOrders,
  moveOrders,
  type OrderPatch,
  type OrderRecord,
  refusal,
} from './order-store.ts';

export interface MoveInput {
  ids: string[];
  remark?: string;
}

const MARKS: Record<(typeof orderMarks)[number], OrderAction> = {
  cancelled: 'markCancelled',
  outOfStock: 'markOutOfStock',
  onHold: 'markOnHold',
  shipped: 'markShipped',
  exception: 'flagException',
  logisticsException: 'flagLogisticsException',
};

/** Fields an action sets besides the status. */
function patchFor(action: OrderAction, remark: string | undefined, now: Date) {
  return (order: OrderRecord): OrderPatch => {
    switch (action) {
      case 'markShipped':
        return { shippedAt: now };
      case 'outbound':
        return { shippedAt: now, scanTime: now };
      case 'flagException':
      case 'flagLogisticsException':
      case 'markOutOfStock':
      case 'reportOutOfStock':
        return { abnormalReason: remark ?? order.abnormalReason };
      default:
        return {};
    }
  };
}

/** Outbound scans a picked order with a label out of the warehouse. */
function assertReadyToShip(order: OrderRecord) {
  if (!order.trackingNo) throw new BizError(ErrorCode.orderNoLabel, { orderNo: order.orderNo });
  if (order.pickStatus !== 'toBeScanned')
    throw new BizError(ErrorCode.orderNotPicked, { orderNo: order.orderNo });
}

async function run(
  tx: Tx,
  principal: Principal,
  input: MoveInput,
  action: OrderAction,
  events: EventBus,
  now: Date,
  check?: (order: OrderRecord) => void,
) {
  const rows = await lockOrders(tx, principal, input.ids);
  for (const row of rows) assertAction(row, action);
  rows.forEach(check ?? (action === 'outbound' ? assertReadyToShip : () => undefined));
  const moved = await moveOrders(tx, principal, rows, action, {
    remark: input.remark,
    patch: patchFor(action, input.remark, now),
    now,
  });
  // a label is given up when the order goes back to pending or is cancelled
  const voiding = moved.filter((o) => o.trackingNo && (o.status === 'pending' || o.status === 'cancelled'));
  if (voiding.length) await voidLabels(tx, principal, voiding, now);
  await publishBadges(events, tx, principal.tenantId);
  return { count: moved.length, orderNos: moved.map((o) => o.orderNo) };
}

/** The status moves, each one action of the state machine, all orders or none. */
export const orderMovesService = {
  run,
  mark: (
    tx: Tx,
    principal: Principal,
    input: MoveInput & { mark: (typeof orderMarks)[number] },
    events: EventBus,
    now: Date,
  ) => run(tx, principal, input, MARKS[input.mark], events, now),
  handleException: (
    tx: Tx,
    principal: Principal,
    input: MoveInput & { handle: (typeof exceptionHandlings)[number] },
    events: EventBus,
    now: Date,
  ) =>
    run(tx, principal, input, input.handle, events, now, (order) => {
      if (!canHandleException(order.status as OrderStatus)) throw refusal(order, input.handle);
    }),
};
