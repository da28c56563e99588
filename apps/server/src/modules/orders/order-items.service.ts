import { type EndpointParsedInput, ErrorCode, type orderSplitEndpoints } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { resolvedItems } from './order-create.service.ts';
import { assertPending, patchOrder } from './order-edits.ts';
import { type ItemInput, replaceItems } from './order-items.ts';
import { orderItemsOf, toOrderDetail } from './order-rows.ts';
import { lockOrder } from './order-store.ts';

type ItemIn = EndpointParsedInput<typeof orderSplitEndpoints.updateItem>;

/** The item dialog (OmsAllItemImage UpdateItem, UpdateItemBatch): items change only while pending. */
async function replaceOrderItems(
  tx: Tx,
  principal: Principal,
  orderId: string,
  items: ItemInput[],
  now: Date,
) {
  const order = await lockOrder(tx, principal, orderId);
  assertPending(order);
  const before = await orderItemsOf(tx, principal.tenantId, orderId);
  const totals = await replaceItems(
    tx,
    principal.tenantId,
    orderId,
    await resolvedItems(tx, principal, order, items),
    principal.userId,
  );
  const lines = (list: ItemInput[]) =>
    list.map((i) => `${i.sku}×${i.saleNum}${i.buyer ? ` (${i.buyer})` : ''}`);
  const changes = { items: { before: lines(before), after: lines(items) } };
  const row = await patchOrder(
    tx,
    principal,
    order,
    { ...totals, totalWeight: order.packageNum ? order.totalWeight : totals.weight },
    'edit.items',
    now,
    JSON.stringify(changes.items.before) === JSON.stringify(changes.items.after) ? {} : changes,
  );
  return toOrderDetail(tx, principal, row, now);
}

/**
 * UpdateItem: one line of a pending order. The SKU must be a product of the order's customer; a new SKU
 * takes that product's unit weight unless one is given. Checked under the order's lock.
 */
async function updateOneItem(tx: Tx, principal: Principal, input: ItemIn, now: Date) {
  const order = await lockOrder(tx, principal, input.orderId);
  assertPending(order);
  const items = await orderItemsOf(tx, principal.tenantId, order.id);
  if (!items.some((i) => i.id === input.itemId))
    throw new BizError(ErrorCode.orderItemNotFound, { orderNo: order.orderNo });
  const { orderId, itemId, ...changed } = input;
  return replaceOrderItems(
    tx,
    principal,
    orderId,
    items.map((i) => {
      if (i.id !== itemId) return i;
      const sameSku = changed.sku.toUpperCase() === i.sku.toUpperCase();
      return {
        ...i,
        ...changed,
        productId: sameSku ? i.productId : null,
        unitWeight: changed.unitWeight ?? (sameSku ? i.unitWeight : null),
        unitPrice: changed.unitPrice ?? i.unitPrice,
      };
    }),
    now,
  );
}

export const orderItemsService = { replaceOrderItems, updateOneItem };
