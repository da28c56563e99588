import { ErrorCode, uuidv7 } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess } from '../../platform/data-scope.ts';
import { BizError, forbidden } from '../../platform/errors.ts';
import { checkAddress, normaliseRecipient } from './address-rules.ts';
import { CountDeltas } from './order-counts.ts';
import { itemRows, itemTotals, type OrderInput } from './order-items.ts';
import { appendLogs } from './order-log.ts';
import { orderNumbers } from './order-numbers.ts';
import { consumeOrderQuota } from './order-quota.ts';
import { resolveRefs } from './order-refs.ts';
import type { OrderRecord } from './order-store.ts';

/** Refuses an address that breaks the rules, naming the fields. */
export function assertAddress(recipient: OrderInput['recipient']) {
  const issues = checkAddress(recipient);
  if (issues.length)
    throw new BizError(ErrorCode.addressInvalid, {
      issues: [...new Set(issues.map((i) => i.field))].join(', '),
    });
}

/** The inputs with their products resolved; the first that names something unknown is refused. */
export async function resolvedOrThrow(tx: Tx, principal: Principal, inputs: OrderInput[]) {
  return (await resolveRefs(tx, principal, inputs)).map((r) => {
    if (!r.ok) throw new BizError(r.error.code, r.error.params);
    return r.input;
  });
}

/** Items of an existing order checked against the customer's products (edits). */
export async function resolvedItems(
  tx: Tx,
  principal: Principal,
  order: OrderRecord,
  items: OrderInput['items'],
) {
  const [input] = await resolvedOrThrow(tx, principal, [{ ...inputShell(order), items }]);
  return input!.items;
}

/** The parts of an order that `resolveRefs` looks at, for checks on stored orders. */
export const inputShell = (order: OrderRecord) =>
  ({ customerId: order.customerId, warehouseId: order.warehouseId, items: [] }) as unknown as OrderInput;

/** A customer's own user creates orders of its customer only; staff within their data permissions. */
export function assertMayCreate(principal: Principal, input: Pick<OrderInput, 'customerId' | 'warehouseId'>) {
  if (!canAccess(principal, input)) throw forbidden();
}

function headerOf(
  input: OrderInput,
  base: { id: string; tenantId: string; orderNo: string; now: Date; userId: string },
) {
  const recipient = normaliseRecipient(input.recipient);
  const totals = itemTotals(input.items);
  return {
    id: base.id,
    tenantId: base.tenantId,
    orderNo: base.orderNo,
    recordNo: input.recordNo ?? null,
    orderTime: input.orderTime ? new Date(input.orderTime) : base.now,
    storeId: input.storeId ?? null,
    storeName: input.storeName ?? null,
    platform: input.platform ?? null,
    customerId: input.customerId,
    warehouseId: input.warehouseId,
    customerReference1: input.customerReference1 ?? null,
    customerReference2: input.customerReference2 ?? null,
    orderAmount: input.orderAmount ?? null,
    carrier: input.carrier ?? null,
    service: input.service ?? null,
    deliverAccount: input.deliverAccount ?? null,
    costAccount: input.costAccount ?? null,
    signType: input.signType,
    parcel: input.parcel ?? null,
    remark: input.remark ?? null,
    ...recipient,
    address2: recipient.address2 ?? null,
    phone: recipient.phone ?? null,
    email: recipient.email || null,
    ...totals,
    totalWeight: totals.weight,
    status: 'pending',
    pickStatus: null,
    createdAt: base.now,
    updatedAt: base.now,
    createdBy: base.userId,
    updatedBy: base.userId,
  } satisfies typeof orders.$inferInsert;
}

/**
 * Creates orders in one go (CreateOrder, imports): quota, data permissions and addresses are checked for
 * all before anything is written; numbers, counts and the operation log follow in the same transaction.
 */
async function createOrders(
  tx: Tx,
  principal: Principal,
  inputs: OrderInput[],
  now: Date,
  action = 'create',
): Promise<OrderRecord[]> {
  for (const input of inputs) {
    assertMayCreate(principal, input);
    assertAddress(input.recipient);
  }
  inputs = await resolvedOrThrow(tx, principal, inputs);
  await consumeOrderQuota(tx, principal.tenantId, now, inputs.length);
  const numbers = await orderNumbers(tx, principal.tenantId, now, inputs.length);
  const headers = inputs.map((input, i) =>
    headerOf(input, {
      id: uuidv7(now.getTime()),
      tenantId: principal.tenantId,
      orderNo: numbers[i]!,
      now,
      userId: principal.userId,
    }),
  );
  const created: OrderRecord[] = [];
  for (let i = 0; i < headers.length; i += 500)
    created.push(
      ...(await tx
        .insert(orders)
        .values(headers.slice(i, i + 500))
        .returning()),
    );
  const items = inputs.flatMap((input, i) =>
    itemRows(principal.tenantId, headers[i]!.id, input.items, principal.userId),
  );
  for (let i = 0; i < items.length; i += 1000) await tx.insert(orderItems).values(items.slice(i, i + 1000));
  const deltas = new CountDeltas();
  for (const order of created) deltas.add(order, 1);
  await deltas.apply(tx, principal.tenantId);
  await appendLogs(
    tx,
    principal,
    created.map((o) => ({ orderId: o.id, action, after: 'pending' })),
    now,
  );
  return created;
}

export const orderCreateService = { createOrders };
