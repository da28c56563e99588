import { applyOrderAction, ErrorCode, type OrderAction, type OrderStatus } from '@wms/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { CountDeltas } from './order-counts.ts';
import { appendLogs, type Changes } from './order-log.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderPatch = Partial<typeof orders.$inferInsert>;

/** The caller's orders with these ids, locked for the write, by order number; a missing one is refused. */
export async function lockOrders(
  tx: Tx,
  principal: Principal,
  ids: readonly string[],
): Promise<OrderRecord[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, principal.tenantId),
        inArray(orders.id, unique),
        customerScope(principal, orders.customerId),
        warehouseScope(principal, orders.warehouseId),
      ),
    )
    .orderBy(asc(orders.orderNo))
    .for('update');
  if (rows.length !== unique.length) throw new BizError(ErrorCode.orderNotFound);
  return rows;
}

export async function lockOrder(tx: Tx, principal: Principal, id: string): Promise<OrderRecord> {
  const [row] = await lockOrders(tx, principal, [id]);
  return row!;
}

/** The refusal "Only one can be selected for operation!" for the calls that act on one order. */
export function onlyOne(ids: readonly string[]): string {
  if (new Set(ids).size !== 1) throw new BizError(ErrorCode.orderOnlyOne);
  return ids[0]!;
}

export const statusParam = (status: string) => `$t(orders:status.${status})`;
export const actionParam = (action: string) => `$t(orders:action.${action})`;

/** The refusal of a move, naming the order and its status (both languages). */
export function refusal(order: OrderRecord, action: OrderAction) {
  return new BizError(ErrorCode.orderStatusRefused, {
    orderNo: order.orderNo,
    status: statusParam(order.status),
    action: actionParam(action),
  });
}

/** Refuses up front when the state machine forbids the action (before any other rule is looked at). */
export function assertAction(order: OrderRecord, action: OrderAction) {
  if (!applyOrderAction(order.status as OrderStatus, action).ok) throw refusal(order, action);
}

/** Actions a pick list does not stand in the way of; every other move needs the order off its list. */
const PICK_LIST_SAFE: ReadonlySet<OrderAction> = new Set([
  'createShipment',
  'createPackingOrder',
  'outbound',
]);

export function assertOffPickList(order: OrderRecord, action?: OrderAction) {
  const onList = order.pickListId && order.status === 'toBeDelivered';
  if (onList && !(action && PICK_LIST_SAFE.has(action)))
    throw new BizError(ErrorCode.orderOnPickList, {
      orderNo: order.orderNo,
      pickListNo: order.pickListNo ?? '',
    });
}

export interface MoveOptions {
  remark?: string | null;
  /** Extra fields per order (e.g. a tracking number), logged as changes. */
  patch?: (order: OrderRecord, to: OrderStatus) => OrderPatch;
  /** Pick-list calls move orders that sit on their own list. */
  fromPickList?: boolean;
  now: Date;
}

/**
 * Moves every order by one action of the state machine, or none: the first refused order aborts the
 * transaction. Keeps the pick status (set while toBeDelivered), the counts and the operation log.
 */
export async function moveOrders(
  tx: Tx,
  principal: Principal,
  rows: readonly OrderRecord[],
  action: OrderAction,
  options: MoveOptions,
): Promise<OrderRecord[]> {
  const targets = rows.map((order) => {
    const result = applyOrderAction(order.status as OrderStatus, action);
    if (!result.ok) throw refusal(order, action);
    if (!options.fromPickList) assertOffPickList(order, action);
    return { order, to: result.status };
  });
  const deltas = new CountDeltas();
  const moved: OrderRecord[] = [];
  // one UPDATE per distinct outcome; a per-order patch makes every order its own group
  const groups = new Map<string, { values: OrderPatch; ids: string[] }>();
  const logs = targets.map(({ order, to }) => {
    const extra = options.patch?.(order, to) ?? {};
    const pickStatus =
      to !== 'toBeDelivered' ? null : order.status === 'toBeDelivered' ? order.pickStatus : 'toBeCreated';
    const values: OrderPatch = {
      status: to,
      pickStatus,
      ...extra,
      updatedAt: options.now,
      updatedBy: principal.userId,
    };
    if (to === 'removed') values.deletedAt = options.now;
    const key = options.patch ? order.id : `${to}|${pickStatus}`;
    const group = groups.get(key) ?? { values, ids: [] };
    group.ids.push(order.id);
    groups.set(key, group);
    const changes: Changes = {};
    for (const [field, value] of Object.entries(extra))
      changes[field] = { before: order[field as keyof OrderRecord] ?? null, after: value ?? null };
    return { orderId: order.id, action, before: order.status, after: to, changes, remark: options.remark };
  });
  for (const { values, ids } of groups.values()) {
    const updated = await tx
      .update(orders)
      .set(values)
      .where(and(eq(orders.tenantId, principal.tenantId), inArray(orders.id, ids)))
      .returning();
    moved.push(...updated);
  }
  const before = new Map(rows.map((o) => [o.id, o]));
  for (const row of moved) deltas.move(before.get(row.id)!, row);
  await deltas.apply(tx, principal.tenantId);
  await appendLogs(tx, principal, logs, options.now);
  const position = new Map(rows.map((o, i) => [o.id, i]));
  return moved.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}
