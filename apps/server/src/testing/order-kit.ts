import {
  customerEndpoints,
  customerStoreEndpoints,
  locationEndpoints,
  type OrderCreate,
  orderEditEndpoints,
  productEndpoints,
  uuidv7,
  warehouseEndpoints,
} from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import { orders, stocks } from '../db/schema/index.ts';
import { stockService } from '../modules/inventory/stock.service.ts';
import { recountOrders } from '../modules/orders/order-counts.ts';
import { usersService } from '../modules/users/users.service.ts';
import { openSession } from '../platform/sessions.ts';
import { withTenant } from '../platform/tenancy.ts';
import { apiFor, customerInput, productInput, warehouseInput } from './masterdata-fixtures.ts';
import type { TestEnv, TestUser } from './test-env.ts';

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
  'oms:order:return',
  'oms:order:export',
  'oms:picking:view',
  'oms:picking:create',
  'oms:picking:assign',
  'oms:picking:cancel',
  'oms:picking:export',
  'pda:pick:confirm',
];

export const SKUS = ['SKU-001', 'SKU-002', 'SKU-003'] as const;

/** A tenant with two warehouses (aisles of locations), two customers with the same SKUs, and a user. */
export interface OrderWorld {
  user: TestUser;
  token: string;
  warehouseId: string;
  warehouseKey: string;
  warehouse2Id: string;
  warehouse2Key: string;
  customerId: string;
  customer2Id: string;
  storeId: string;
  /** productIds[sku] of the first customer. */
  productIds: Record<string, string>;
  locationIds: string[];
}

export async function orderWorld(env: TestEnv): Promise<OrderWorld> {
  const api = await apiFor(env);
  const warehouse = await api.ok(warehouseEndpoints.create, warehouseInput({ pickListOrderLimit: 3 }));
  const warehouse2 = await api.ok(warehouseEndpoints.create, warehouseInput());
  await api.ok(locationEndpoints.batchCreate, {
    warehouseId: warehouse.id,
    prefix: 'A',
    startRow: 1,
    endRow: 4,
    startColumn: 1,
    endColumn: 5,
  });
  const locations = await api.ok(locationEndpoints.getList, { warehouseId: warehouse.id });
  const warehouseIds = [warehouse.id, warehouse2.id];
  const customer = await api.ok(customerEndpoints.createChannel, customerInput({ warehouseIds }));
  const customer2 = await api.ok(customerEndpoints.createChannel, customerInput({ warehouseIds }));
  const productIds: Record<string, string> = {};
  for (const [i, sku] of SKUS.entries()) {
    productIds[sku] = (
      await api.ok(productEndpoints.create, productInput(customer.id, { productNo: sku, weight: 1.5 + i }))
    ).id;
    await api.ok(productEndpoints.create, productInput(customer2.id, { productNo: sku }));
  }
  // the platform store the sample orders name (a combine must choose a real store of the customer)
  const store = await api.ok(customerStoreEndpoints.create, {
    customerId: customer.id,
    name: 'Main-store',
    platform: 'amazon',
  });
  return {
    user: api.user,
    token: api.user.token,
    warehouseId: warehouse.id,
    warehouseKey: warehouse.warehouseKey,
    warehouse2Id: warehouse2.id,
    warehouse2Key: warehouse2.warehouseKey,
    customerId: customer.id,
    customer2Id: customer2.id,
    storeId: store.id,
    productIds,
    locationIds: locations.map((l) => l.id),
  };
}

/** A valid order of the world's first customer; override any field. */
export function sampleOrder(world: OrderWorld, overrides: Partial<OrderCreate> = {}): OrderCreate {
  // The first customer's store; another customer's order names none (a store is one of its customer's).
  const ownStore = (overrides.customerId ?? world.customerId) === world.customerId;
  return {
    customerId: world.customerId,
    warehouseId: world.warehouseId,
    ...(ownStore ? { storeId: world.storeId, storeName: 'Main-store' } : {}),
    platform: 'amazon',
    recordNo: `AMZ-${Math.random().toString(36).slice(2, 9)}`,
    recipient: sampleRecipient(),
    items: [{ sku: 'SKU-001', saleNum: 2 }],
    ...overrides,
  };
}

export const sampleRecipient = (): OrderCreate['recipient'] => ({
  receiverName: 'Jane Doe',
  country: 'US',
  state: 'CA',
  city: 'Los Angeles',
  postalCode: '90001',
  address1: '1 Main St',
  phone: '213-555-0100',
  isResidential: true,
});

export interface OkBody<T> {
  success: boolean;
  code: string;
  message: string;
  data: T;
}

export async function createOrder(
  env: TestEnv,
  world: OrderWorld,
  overrides: Partial<OrderCreate> = {},
  token = world.token,
) {
  const res = await env.call(orderEditEndpoints.createOrder, sampleOrder(world, overrides), token);
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
    const code = uuidv7().slice(-8);
    const role = await usersService.createRole(tx, {
      tenantId,
      code: `customer-${code}`,
      name: '客户',
      nameEn: 'Customer',
      functionPoints,
    });
    return usersService.create(tx, {
      tenantId,
      account: `cust${code}`,
      displayName: 'Customer user',
      password: 'Passw0rd1',
      kind: 'customer',
      roleId: role.id,
      customerId,
    });
  });
  return (await openSession(db, user, new Date())).token;
}

/** Test setup: puts units of a product of the world's first customer on a location, through the stock service. */
export async function putStock(
  env: TestEnv,
  world: OrderWorld,
  sku: string,
  locationIndex: number,
  quantity: number,
) {
  const actor = { tenantId: world.user.tenantId, userId: world.user.userId };
  const key = {
    warehouseId: world.warehouseId,
    customerId: world.customerId,
    productId: world.productIds[sku]!,
    locationId: world.locationIds[locationIndex]!,
  };
  await withTenant(env.database.db, world.user.tenantId, (tx) =>
    stockService.receive(
      tx,
      actor,
      [{ ...key, quantity, sourceNo: 'TEST', sourceModule: 'test' }],
      new Date(),
    ),
  );
}

/** On hand and allocated units of a product of the world's first customer in its warehouse. */
export async function stockOf(env: TestEnv, world: OrderWorld, sku: string) {
  const [row] = await env.database.db
    .select({
      quantity: sql<number>`coalesce(sum(${stocks.quantity}), 0)::int`,
      allocated: sql<number>`coalesce(sum(${stocks.allocatedQty}), 0)::int`,
    })
    .from(stocks)
    .where(and(eq(stocks.tenantId, world.user.tenantId), eq(stocks.productId, world.productIds[sku]!)));
  return { quantity: Number(row?.quantity ?? 0), allocated: Number(row?.allocated ?? 0) };
}

/** A PDA account of the world's tenant that may pick. */
export async function loginPicker(env: TestEnv, world: OrderWorld) {
  return env.login({
    tenantCode: world.user.tenantCode,
    kind: 'pda',
    system: 'pda',
    functionPoints: ['pda.pick', 'pda:pick:confirm'],
  });
}
