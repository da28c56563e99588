/**
 * Demo drop-shipping orders, made through the order services: orders of two customers in every status
 * (moved there by the state machine), and two pick lists with their stock reserved. Labels need a file
 * store, which the seed does not have, so the shipped orders are marked shipped.
 */
import type { OrderAction } from '@wms/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { customerStores, customers, products, warehouses } from '../db/schema/index.ts';
import { orderCreateService } from '../modules/orders/order-create.service.ts';
import type { OrderInput } from '../modules/orders/order-items.ts';
import { moveOrders, type OrderRecord } from '../modules/orders/order-store.ts';
import { pickListGenerateService } from '../modules/picking/pick-lists/pick-list-generate.service.ts';
import type { Principal } from '../platform/context.ts';
import { asAdministrator, type SeedStep } from './seed-context.ts';

const ADDRESSES = [
  ['Olivia Smith', 'CA', 'San Diego', '92101', '400 Broadway'],
  ['Liam Johnson', 'TX', 'Austin', '78701', '200 Congress Ave'],
  ['Emma Brown', 'NY', 'Brooklyn', '11201', '75 Court St'],
  ['Noah Davis', 'WA', 'Seattle', '98101', '1500 4th Ave'],
  ['Ava Wilson', 'FL', 'Miami', '33131', '90 SW 8th St'],
  ['Mason Lee', 'IL', 'Chicago', '60601', '233 S Wacker Dr'],
] as const;

/** How many orders end in each status, and the moves that take a pending order there. */
const PATHS: Array<[number, OrderAction[]]> = [
  [6, []],
  [6, ['moveToNotShipped']],
  [4, ['markShipped']],
  [2, ['markOutOfStock']],
  [2, ['flagException']],
  [1, ['markShipped', 'flagLogisticsException']],
  [2, ['moveToPostponed']],
  [1, ['markOnHold']],
  [2, ['markCancelled']],
  [1, ['markCancelled', 'delete']],
];

async function world(tx: Tx, tenantId: string) {
  const [warehouse] = await tx
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, tenantId), eq(warehouses.warehouseKey, 'LAX1')));
  const owners = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), inArray(customers.customerCode, ['ACME', 'GLOBEX'])));
  const stores = await tx
    .select()
    .from(customerStores)
    .where(
      and(
        eq(customerStores.tenantId, tenantId),
        inArray(
          customerStores.customerId,
          owners.map((c) => c.id),
        ),
      ),
    );
  const items = await tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        inArray(
          products.customerId,
          owners.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(products.productNo));
  return { warehouse: warehouse!, owners, stores, items };
}

function inputs(w: Awaited<ReturnType<typeof world>>, count: number, now: Date): OrderInput[] {
  return Array.from({ length: count }, (_, i) => {
    const owner = w.owners[i % w.owners.length]!;
    const store = w.stores.find((s) => s.customerId === owner.id)!;
    const mine = w.items.filter((p) => p.customerId === owner.id);
    const [name, state, city, postalCode, address1] = ADDRESSES[i % ADDRESSES.length]!;
    const skus =
      i % 3 === 2 ? [mine[i % mine.length]!, mine[(i + 1) % mine.length]!] : [mine[i % mine.length]!];
    return {
      customerId: owner.id,
      warehouseId: w.warehouse.id,
      storeId: store.id,
      storeName: store.name,
      platform: store.platform,
      recordNo: `DEMO-${1000 + i}`,
      orderTime: new Date(now.getTime() - (i + 1) * 3_600_000 * 5).toISOString(),
      signType: 'none',
      orderAmount: 19.99 + i,
      carrier: 'own',
      service: 'OWN-GROUND',
      recipient: {
        receiverName: name,
        country: 'US',
        state,
        city,
        postalCode,
        address1,
        isResidential: true,
      },
      items: skus.map((p, k) => ({ sku: p.productNo, saleNum: 1 + ((i + k) % 2) })),
    };
  });
}

/** A shipped demo order left some hours after it was placed, so the dashboard counts it on its day. */
const shippedSoonAfter = (now: Date) => (order: OrderRecord) => ({
  shippedAt: new Date(Math.min(now.getTime(), order.orderTime.getTime() + 6 * 3_600_000)),
});

async function seedOrders(tx: Tx, principal: Principal) {
  const now = new Date();
  const w = await world(tx, principal.tenantId);
  if (!w.warehouse || !w.items.length) return;
  const total = PATHS.reduce((s, [n]) => s + n, 0);
  const created = await orderCreateService.createOrders(tx, principal, inputs(w, total, now), now);
  let at = 0;
  const processed: OrderRecord[] = [];
  for (const [n, moves] of PATHS) {
    let group = created.slice(at, at + n);
    at += n;
    for (const action of moves)
      group = await moveOrders(tx, principal, group, action, {
        now,
        remark: 'demo',
        ...(action === 'markShipped' ? { patch: shippedSoonAfter(now) } : {}),
      });
    if (moves[0] === 'moveToNotShipped') processed.push(...group);
  }
  for (const type of [1, 2] as const) {
    const orderIds = processed
      .filter((o) => (type === 1 ? o.skuKinds === 1 : o.skuKinds > 1))
      .map((o) => o.id);
    if (orderIds.length)
      await pickListGenerateService.createPickLists(
        tx,
        principal,
        {
          warehouseId: w.warehouse.id,
          pickingOrderType: type,
          kind: 'dropShipping',
          orderIds,
          includePending: false,
          maxLists: 1,
        },
        now,
      );
  }
}

export const ordersSeed: SeedStep = {
  name: 'orders',
  run: (ctx) => asAdministrator(ctx, seedOrders),
};
