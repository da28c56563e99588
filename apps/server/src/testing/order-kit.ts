import { type OrderCreate, orderEditEndpoints, uuidv7 } from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../db/schema/index.ts';
import { recountOrders } from '../modules/orders/order-counts.ts';
import { usersService } from '../modules/users/users.service.ts';
import { openSession } from '../platform/sessions.ts';
import { withTenant } from '../platform/tenancy.ts';
import type { TestEnv } from './test-env.ts';

/** Every function point of the order, shipping and picking areas. */
export const ORDER_POINTS = [
  'oms:order:view',
  'oms:order:create',
  'oms:order:edit',
  'oms:order:status',
  'oms:order:delete',
  'oms:order:merge',
  'oms:order:split',
  'oms:order:ship',
  'oms:order:trial',
  'oms:order:outbound',
  'oms:order:import',
  'oms:order:export',
  'oms:picking:view',
  'oms:picking:create',
  'oms:picking:assign',
  'oms:picking:cancel',
  'oms:picking:export',
  'pda:pick:confirm',
];

export const ids = { customer: uuidv7(), warehouse: uuidv7(), store: uuidv7() };

/** A valid order; override any field. */
export function sampleOrder(overrides: Partial<OrderCreate> = {}): OrderCreate {
  return {
    customerId: ids.customer,
    warehouseId: ids.warehouse,
    storeId: ids.store,
    storeName: 'Main store',
    platform: 'amazon',
    recordNo: `AMZ-${Math.random().toString(36).slice(2, 9)}`,
    recipient: {
      receiverName: 'Jane Doe',
      country: 'US',
      state: 'CA',
      city: 'Los Angeles',
      postalCode: '90001',
      address1: '1 Main St',
      phone: '213-555-0100',
      isResidential: true,
    },
    items: [{ sku: 'SKU-001', saleNum: 2, unitWeight: 1.5 }],
    ...overrides,
  };
}

export interface OkBody<T> {
  success: boolean;
  code: string;
  message: string;
  data: T;
}

export async function createOrder(env: TestEnv, token: string, overrides: Partial<OrderCreate> = {}) {
  const res = await env.call(orderEditEndpoints.createOrder, sampleOrder(overrides), token);
  const body = res.json() as OkBody<{ id: string; orderNo: string }>;
  if (!body.success) throw new Error(`CreateOrder failed: ${body.code} ${body.message}`);
  return body.data;
}

/** Test setup only: puts orders straight into a status (and pick status), keeping the counts right. */
export async function forceStatus(
  env: TestEnv,
  tenantId: string,
  orderIds: string[],
  status: string,
  pickStatus: string | null = null,
) {
  const db = env.database.db;
  for (const id of orderIds)
    await db
      .update(orders)
      .set({ status, pickStatus: status === 'toBeDelivered' ? (pickStatus ?? 'toBeCreated') : null })
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await recountOrders(tx, tenantId);
  });
}

/** A customer's own user in the tenant, holding the given function points. */
export async function loginCustomerUser(
  env: TestEnv,
  tenantId: string,
  customerId: string,
  functionPoints = ORDER_POINTS,
) {
  const db = env.database.db;
  const user = await withTenant(db, tenantId, async (tx) => {
    const role = await usersService.createRole(tx, {
      tenantId,
      code: `customer-${uuidv7().slice(-8)}`,
      name: '客户',
      nameEn: 'Customer',
      functionPoints,
    });
    return usersService.create(tx, {
      tenantId,
      account: `cust${uuidv7().slice(-10)}`,
      displayName: 'Customer user',
      password: 'Passw0rd1',
      kind: 'customer',
      roleId: role.id,
      customerId,
    });
  });
  return (await openSession(db, user, new Date())).token;
}
