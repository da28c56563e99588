import { ErrorCode, uuidv7 } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { mapInOrder } from '../../platform/in-order.ts';
import { CountDeltas } from './order-counts.ts';
import { assertBeforeLabel } from './order-edits.ts';
import { itemTotals, replaceItems } from './order-items.ts';
import { appendLogs } from './order-log.ts';
import { orderNumbers } from './order-numbers.ts';
import { orderItemsOf, toOrderDetail } from './order-rows.ts';
import { assertAction, lockOrder, moveOrders, type OrderRecord, onlyOne } from './order-store.ts';

type Item = Awaited<ReturnType<typeof orderItemsOf>>[number];
type Parcel = { items: Array<{ itemId: string; qty: number }> };

/** A single order whose item quantity or weight is above 1. */
export const canSplit = (order: OrderRecord) => order.itemQty > 1 || order.weight > 1;

async function splitList(tx: Tx, principal: Principal, ids: string[], now: Date) {
  const order = await lockOrder(tx, principal, onlyOne(ids));
  const detail = await toOrderDetail(tx, principal, order, now);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    canSplit: canSplit(order),
    totalQty: order.itemQty,
    totalWeight: order.weight,
    items: detail.items,
  };
}

/** Each parcel as item inputs; every unit of every item must be taken exactly once. */
function parcelItems(order: OrderRecord, items: Item[], parcels: Parcel[]) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const taken = new Map<string, number>();
  const result = parcels.map((parcel) =>
    parcel.items.map(({ itemId, qty }) => {
      const item = byId.get(itemId);
      if (!item) throw new BizError(ErrorCode.orderSplitMismatch, { orderNo: order.orderNo });
      taken.set(itemId, (taken.get(itemId) ?? 0) + qty);
      return { ...item, saleNum: qty };
    }),
  );
  if (items.some((i) => taken.get(i.id) !== i.saleNum) || taken.size !== items.length)
    throw new BizError(ErrorCode.orderSplitMismatch, { orderNo: order.orderNo });
  return result;
}

/** The manual split: the first parcel stays in the order, each other parcel becomes a new pending order. */
async function splitOrder(
  tx: Tx,
  principal: Principal,
  input: { ids: string[]; parcels: Parcel[] },
  now: Date,
) {
  const order = await lockOrder(tx, principal, onlyOne(input.ids));
  assertAction(order, 'split');
  if (!canSplit(order)) throw new BizError(ErrorCode.orderSplitNotAllowed, { orderNo: order.orderNo });
  assertBeforeLabel(order);
  const [first, ...rest] = parcelItems(
    order,
    await orderItemsOf(tx, principal.tenantId, order.id),
    input.parcels,
  );
  const numbers = await orderNumbers(tx, principal.tenantId, now, rest.length);
  const totals = await replaceItems(tx, principal.tenantId, order.id, first!, principal.userId);
  const [kept] = await moveOrders(tx, principal, [order], 'split', {
    now,
    remark: numbers.join(', '),
    patch: () => ({ ...totals, totalWeight: totals.weight, packageNum: 0, isMultiPackage: false }),
  });
  const { id, orderNo, createdAt, updatedAt, ...header } = order;
  const created: OrderRecord[] = [];
  for (const [i, items] of rest.entries()) {
    const newId = uuidv7(now.getTime());
    const t = itemTotals(items);
    const [row] = await tx
      .insert(orders)
      .values({
        ...header,
        id: newId,
        orderNo: numbers[i]!,
        ...t,
        totalWeight: t.weight,
        packageNum: 0,
        isMultiPackage: false,
        length: null,
        width: null,
        height: null,
        orderAmount: null,
        createdAt: now,
        updatedAt: now,
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })
      .returning();
    await tx.insert(orderItems).values(
      items.map((item, n) => ({
        ...item,
        id: uuidv7(),
        orderId: newId,
        lineNo: n + 1,
        createdAt: now,
        updatedAt: now,
      })),
    );
    created.push(row!);
  }
  const deltas = new CountDeltas();
  for (const row of created) deltas.add(row, 1);
  await deltas.apply(tx, principal.tenantId);
  await appendLogs(
    tx,
    principal,
    created.map((o) => ({ orderId: o.id, action: 'split', after: o.status, remark: order.orderNo })),
    now,
  );
  return mapInOrder([kept!, ...created], (o) => toOrderDetail(tx, principal, o, now));
}

export const orderSplitService = { splitList, splitOrder };
