import {
  type EndpointParsedInput,
  ErrorCode,
  type orderEditEndpoints,
  type orderUpdateSchema,
  type Recipient,
} from '@wms/api';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess } from '../../platform/data-scope.ts';
import { BizError, forbidden } from '../../platform/errors.ts';
import { normaliseRecipient } from './address-rules.ts';
import { CountDeltas } from './order-counts.ts';
import { assertAddress, inputShell, resolvedItems, resolvedOrThrow } from './order-create.service.ts';
import { assertBeforeLabel, assertNotRemoved, assertPending, patchOrder } from './order-edits.ts';
import { replaceItems } from './order-items.ts';
import { toOrderDetail } from './order-rows.ts';
import { assertOffPickList, lockOrder, lockOrders, type OrderRecord } from './order-store.ts';

type In<K extends keyof typeof orderEditEndpoints> = EndpointParsedInput<(typeof orderEditEndpoints)[K]>;

export function recipientPatch(recipient: Recipient) {
  assertAddress(recipient);
  const r = normaliseRecipient(recipient);
  return { ...r, address2: r.address2 ?? null, phone: r.phone ?? null, email: r.email || null };
}

const affected = (rows: OrderRecord[]) => ({ count: rows.length, orderNos: rows.map((r) => r.orderNo) });

async function patchAll(
  tx: Tx,
  principal: Principal,
  ids: string[],
  check: (o: OrderRecord) => void,
  patch: (o: OrderRecord) => Parameters<typeof patchOrder>[3],
  action: string,
  now: Date,
) {
  const rows = await lockOrders(tx, principal, ids);
  rows.forEach(check);
  const done: OrderRecord[] = [];
  for (const row of rows) done.push(await patchOrder(tx, principal, row, patch(row), action, now));
  return affected(done);
}

/** Edits of the order dialogs; each writes the operation log with the fields before → after. */
export const orderEditService = {
  async update(tx: Tx, principal: Principal, input: z.output<typeof orderUpdateSchema>, now: Date) {
    const order = await lockOrder(tx, principal, input.id);
    assertPending(order);
    const { id, recipient, items, orderTime, ...header } = input;
    const resolved = await resolvedItems(tx, principal, order, items);
    const totals = await replaceItems(tx, principal.tenantId, id, resolved, principal.userId);
    const row = await patchOrder(
      tx,
      principal,
      order,
      {
        ...header,
        ...recipientPatch(recipient),
        ...totals,
        totalWeight: order.packageNum ? order.totalWeight : totals.weight,
        ...(orderTime ? { orderTime: new Date(orderTime) } : {}),
      },
      'edit.order',
      now,
    );
    return toOrderDetail(tx, principal, row, now);
  },

  batch(tx: Tx, principal: Principal, input: In<'updateOrderBatch'>, now: Date) {
    const { ids, remark, ...shipping } = input;
    const touchesShipping = Object.values(shipping).some((v) => v !== undefined);
    return patchAll(
      tx,
      principal,
      ids,
      touchesShipping ? assertBeforeLabel : assertNotRemoved,
      () => ({ ...shipping, remark }),
      'edit.batch',
      now,
    );
  },

  async buyer(tx: Tx, principal: Principal, input: In<'updateOrderBuyer'>, now: Date) {
    const order = await lockOrder(tx, principal, input.id);
    assertBeforeLabel(order);
    const row = await patchOrder(tx, principal, order, recipientPatch(input.recipient), 'edit.buyer', now);
    return toOrderDetail(tx, principal, row, now);
  },

  logisticsAccount(tx: Tx, principal: Principal, input: In<'updateLogisticsAccount'>, now: Date) {
    const { ids, ...fields } = input;
    return patchAll(tx, principal, ids, assertBeforeLabel, () => fields, 'edit.logisticsAccount', now);
  },

  signType(tx: Tx, principal: Principal, input: In<'updateSignTypePrint'>, now: Date) {
    return patchAll(
      tx,
      principal,
      input.ids,
      assertBeforeLabel,
      () => ({ signType: input.signType }),
      'edit.signType',
      now,
    );
  },

  async reference(tx: Tx, principal: Principal, input: In<'updateOrderReference'>, now: Date) {
    const order = await lockOrder(tx, principal, input.id);
    assertNotRemoved(order);
    const { id, ...refs } = input;
    const row = await patchOrder(tx, principal, order, refs, 'edit.reference', now);
    return toOrderDetail(tx, principal, row, now);
  },

  isHot(tx: Tx, principal: Principal, input: In<'isHot'>, now: Date) {
    return patchAll(
      tx,
      principal,
      input.ids,
      assertNotRemoved,
      () => ({ isHot: input.isHot }),
      'edit.isHot',
      now,
    );
  },

  /** ModifyWarehouse: orders of one customer only; orders already there are left as they are. */
  async modifyWarehouse(tx: Tx, principal: Principal, input: In<'modifyWarehouse'>, now: Date) {
    const rows = await lockOrders(tx, principal, input.ids);
    if (new Set(rows.map((r) => r.customerId)).size > 1) throw new BizError(ErrorCode.orderSameCustomer);
    if (!canAccess(principal, { warehouseId: input.warehouseId })) throw forbidden();
    await resolvedOrThrow(tx, principal, [{ ...inputShell(rows[0]!), warehouseId: input.warehouseId }]);
    const moving = rows.filter((r) => r.warehouseId !== input.warehouseId);
    // stock is reserved in the old warehouse while an order is on a pick list
    for (const row of moving) {
      assertBeforeLabel(row);
      assertOffPickList(row);
    }
    const deltas = new CountDeltas();
    const done: OrderRecord[] = [];
    for (const row of moving) {
      const after = await patchOrder(
        tx,
        principal,
        row,
        { warehouseId: input.warehouseId },
        'edit.warehouse',
        now,
      );
      deltas.move(row, after);
      done.push(after);
    }
    await deltas.apply(tx, principal.tenantId);
    return affected(done);
  },
};
