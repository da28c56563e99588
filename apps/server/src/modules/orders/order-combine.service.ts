import { ErrorCode } from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerStores, orderItems } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { mapInOrder } from '../../platform/in-order.ts';
import { toHundredths } from '../../platform/money.ts';
import { assertBeforeLabel } from './order-edits.ts';
import { itemTotals } from './order-items.ts';
import { orderItemsOf, toOrderDetail } from './order-rows.ts';
import { assertAction, lockOrders, moveOrders, type OrderRecord } from './order-store.ts';

/** Receiving address and shipping warehouse, compared without case or extra spaces. */
function addressKey(o: OrderRecord) {
  return [
    o.warehouseId,
    o.receiverName,
    o.country,
    o.state,
    o.city,
    o.postalCode,
    o.address1,
    o.address2 ?? '',
  ]
    .map((v) => v.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|');
}

/** The platform store chosen in the combine tree: a live store of the orders' customer. */
async function chosenStore(tx: Tx, tenantId: string, customerId: string, storeId: string) {
  const [store] = await tx
    .select({ id: customerStores.id, name: customerStores.name, platform: customerStores.platform })
    .from(customerStores)
    .where(
      and(
        eq(customerStores.tenantId, tenantId),
        eq(customerStores.id, storeId),
        eq(customerStores.customerId, customerId),
        isNull(customerStores.deletedAt),
      ),
    );
  if (!store) throw new BizError(ErrorCode.orderCombineStore);
  return store;
}

/**
 * CombinationOrder: several pending orders of one customer with the same receiving and shipping
 * address become the first of them (by order number), under the platform store chosen; the others are
 * removed with a remark naming the order they went into.
 */
async function combineOrders(
  tx: Tx,
  principal: Principal,
  input: { ids: string[]; storeId: string },
  now: Date,
) {
  if (new Set(input.ids).size < 2) throw new BizError(ErrorCode.orderCombineTooFew);
  const rows = await lockOrders(tx, principal, input.ids);
  if (new Set(rows.map((r) => r.customerId)).size > 1) throw new BizError(ErrorCode.orderSameCustomer);
  for (const row of rows) assertAction(row, 'merge');
  const [survivor, ...others] = rows as [OrderRecord, ...OrderRecord[]];
  for (const row of rows) {
    assertBeforeLabel(row);
    if (addressKey(row) !== addressKey(survivor))
      throw new BizError(ErrorCode.orderCombineAddress, { orderNo: row.orderNo });
  }
  const store = await chosenStore(tx, principal.tenantId, survivor.customerId, input.storeId);
  // the others' items go under the survivor, numbered after its own lines in order-number order
  const items = (await mapInOrder(rows, (r) => orderItemsOf(tx, principal.tenantId, r.id))).flat();
  for (const [i, item] of items.entries()) {
    await tx
      .update(orderItems)
      .set({ orderId: survivor.id, lineNo: i + 1 })
      .where(and(eq(orderItems.tenantId, principal.tenantId), eq(orderItems.id, item.id)));
  }
  const totals = itemTotals(items);
  const amount = rows.reduce((sum, r) => sum + toHundredths(r.orderAmount ?? 0), 0) / 100;
  const remark = others.map((o) => o.orderNo).join(', ');
  const [merged] = await moveOrders(tx, principal, [survivor], 'merge', {
    now,
    remark,
    patch: () => ({
      ...totals,
      totalWeight: totals.weight,
      orderAmount: amount,
      storeId: store.id,
      storeName: store.name,
      platform: store.platform,
    }),
  });
  await moveOrders(tx, principal, others, 'delete', { now, remark: survivor.orderNo });
  return toOrderDetail(tx, principal, merged!, now);
}

export const orderCombineService = { combineOrders };
