import { ErrorCode } from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { BizError } from '../../../platform/errors.ts';
import { appendLogs, moveOrders, type OrderRecord } from '../../orders/orders.service.ts';
import { configOf, findWarehouse } from '../../warehouses/warehouses.service.ts';
import { type AllocatedLine, allocateOrder } from './pick-allocation.ts';
import { lockCandidates, type PickListCreate } from './pick-list-candidates.ts';
import { insertRoutedList, newPickListNo } from './pick-list-insert.ts';
import { routeLines, strategyOf, warehouseLayout } from './pick-route-plan.ts';

type Context = { tx: Tx; principal: Principal; now: Date };
type Plan = { layout: Awaited<ReturnType<typeof warehouseLayout>>; strategy: ReturnType<typeof strategyOf> };

/** Pending orders join to be delivered as they go on a list; processed ones just get the list. */
async function putOnList(c: Context, onList: OrderRecord[], list: { id: string; pickListNo: string }) {
  const fields = { pickListId: list.id, pickListNo: list.pickListNo, pickStatus: 'toBePicked' };
  const pending = onList.filter((o) => o.status === 'pending');
  if (pending.length)
    await moveOrders(c.tx, c.principal, pending, 'moveToNotShipped', {
      now: c.now,
      remark: list.pickListNo,
      fromPickList: true,
      patch: () => fields,
    });
  const processed = onList.filter((o) => o.status !== 'pending').map((o) => o.id);
  if (!processed.length) return;
  await c.tx
    .update(orders)
    .set({ ...fields, updatedAt: c.now, updatedBy: c.principal.userId })
    .where(and(eq(orders.tenantId, c.principal.tenantId), inArray(orders.id, processed)));
  await appendLogs(
    c.tx,
    c.principal,
    processed.map((orderId) => ({
      orderId,
      action: 'pickList',
      changes: { pickStatus: { before: 'toBeCreated', after: 'toBePicked' } },
      remark: list.pickListNo,
    })),
    c.now,
  );
}

/** One pick list from a chunk of orders; the orders the stock cannot cover go out of stock instead. */
async function buildList(c: Context, input: PickListCreate, chunk: OrderRecord[], plan: Plan) {
  const pickListNo = await newPickListNo(c);
  const lines: AllocatedLine[] = [];
  const onList: OrderRecord[] = [];
  const short: OrderRecord[] = [];
  for (const order of chunk) {
    const allocated = await allocateOrder(c.tx, c.principal, order, pickListNo, c.now);
    if (allocated) {
      lines.push(...allocated);
      onList.push(order);
    } else short.push(order);
  }
  if (short.length)
    await moveOrders(c.tx, c.principal, short, 'markOutOfStock', {
      now: c.now,
      fromPickList: true,
      remark: pickListNo,
      patch: () => ({ abnormalReason: pickListNo }),
    });
  if (!onList.length) return { list: null, short };
  const route = routeLines(plan.layout, lines, plan.strategy);
  const one = <T>(values: T[]) => (new Set(values).size === 1 ? values[0]! : null);
  const list = await insertRoutedList(
    c,
    {
      pickListNo,
      kind: input.kind,
      pickingOrderType: input.pickingOrderType,
      warehouseId: input.warehouseId,
      customerId: one(onList.map((o) => o.customerId)),
      carrier: one(onList.map((o) => o.carrier)),
      routeStrategy: plan.strategy,
      orderCount: onList.length,
    },
    route,
  );
  await putOnList(c, onList, list);
  return { list, short };
}

/**
 * CreatePickingOrder: the waiting orders in lists of at most the warehouse's order limit, stock reserved
 * by its allocation rules and lines ordered by its route strategy, all in the caller's transaction.
 */
async function createPickLists(tx: Tx, principal: Principal, input: PickListCreate, now: Date) {
  const warehouse = await findWarehouse(tx, principal, input.warehouseId);
  const limit = Math.max(1, warehouse.pickListOrderLimit);
  const candidates = await lockCandidates(tx, principal, input, limit * input.maxLists);
  if (!candidates.length) throw new BizError(ErrorCode.pickNoOrders);
  const plan = {
    layout: await warehouseLayout(tx, principal.tenantId, warehouse.id),
    strategy: strategyOf(configOf(warehouse)),
  };
  const c = { tx, principal, now };
  const created = [];
  const outOfStock: string[] = [];
  for (let i = 0; i < candidates.length; i += limit) {
    const { list, short } = await buildList(c, input, candidates.slice(i, i + limit), plan);
    if (list) created.push(list);
    outOfStock.push(...short.map((o) => o.orderNo));
  }
  return { created, outOfStock };
}

export const pickListGenerateService = { createPickLists };
