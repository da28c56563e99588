import {
  ErrorCode,
  type Store,
  type storeInputSchema,
  type storeListQuery,
  type storeUpdateSchema,
  uuidv7,
} from '@wms/api';
import { and, asc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customerStores, customers } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope } from '../../platform/data-scope.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { BizError } from '../../platform/errors.ts';
import { iso, likeEscape, notFound } from '../../platform/values.ts';
import { findCustomer } from './customers.service.ts';

type Query = z.infer<typeof storeListQuery>;
type Row = typeof customerStores.$inferSelect;

const toStore = (row: Row, customerName: string): Store => ({
  id: row.id,
  customerId: row.customerId,
  customerName,
  name: row.name,
  platform: row.platform,
  isEnabled: row.isEnabled,
  isAuthorized: row.isAuthorized,
  createdTime: iso(row.createdAt),
});

const live = (tenantId: string, ...more: (SQL | undefined)[]) =>
  and(eq(customerStores.tenantId, tenantId), isNull(customerStores.deletedAt), ...more);

async function guard<T>(work: () => Promise<T>, name: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError(ErrorCode.storeNameExists, { name });
    throw error;
  }
}

async function list(tx: Tx, principal: Principal, query: Query, extra?: SQL) {
  const rows = await tx
    .select({ row: customerStores, customerName: customers.shortName })
    .from(customerStores)
    .innerJoin(
      customers,
      and(
        eq(customers.tenantId, customerStores.tenantId),
        eq(customers.id, customerStores.customerId),
        isNull(customers.deletedAt),
      ),
    )
    .where(
      live(
        principal.tenantId,
        customerScope(principal, customerStores.customerId),
        extra,
        query.customerId ? eq(customerStores.customerId, query.customerId) : undefined,
        query.platform ? eq(customerStores.platform, query.platform) : undefined,
        query.keyword ? ilike(customerStores.name, likeEscape(query.keyword)) : undefined,
      ),
    )
    .orderBy(asc(customers.customerCode), asc(customerStores.name))
    .limit(2000);
  return rows.map((r) => toStore(r.row, r.customerName));
}

async function get(tx: Tx, principal: Principal, id: string): Promise<Store> {
  const [store] = await list(tx, principal, {}, eq(customerStores.id, id));
  if (!store) notFound();
  return store;
}

export const storesService = {
  list: (tx: Tx, principal: Principal, query: Query) => list(tx, principal, query),
  authorized: (tx: Tx, principal: Principal, query: Query, isAuthorized: boolean) =>
    list(tx, principal, query, eq(customerStores.isAuthorized, isAuthorized)),
  get,

  /** Customers with their enabled stores (the combine and order trees). */
  async tree(tx: Tx, principal: Principal, query: Query) {
    const stores = await list(tx, principal, query, eq(customerStores.isEnabled, true));
    const byCustomer = new Map<string, { customerId: string; customerName: string; stores: Store[] }>();
    for (const store of stores) {
      const node = byCustomer.get(store.customerId) ?? {
        customerId: store.customerId,
        customerName: store.customerName,
        stores: [],
      };
      node.stores.push(store);
      byCustomer.set(store.customerId, node);
    }
    return [...byCustomer.values()];
  },

  async create(tx: Tx, principal: Principal, input: z.infer<typeof storeInputSchema>) {
    await findCustomer(tx, principal, input.customerId);
    const id = uuidv7();
    await guard(
      () =>
        tx.insert(customerStores).values({
          ...input,
          id,
          tenantId: principal.tenantId,
          createdBy: principal.userId,
          updatedBy: principal.userId,
        }),
      input.name,
    );
    return get(tx, principal, id);
  },

  async update(tx: Tx, principal: Principal, input: z.infer<typeof storeUpdateSchema>, now: Date) {
    await get(tx, principal, input.id);
    await guard(
      () =>
        tx
          .update(customerStores)
          .set({ name: input.name, platform: input.platform, updatedAt: now, updatedBy: principal.userId })
          .where(live(principal.tenantId, eq(customerStores.id, input.id))),
      input.name,
    );
    return get(tx, principal, input.id);
  },

  async setEnabled(tx: Tx, principal: Principal, id: string, isEnabled: boolean, now: Date) {
    await get(tx, principal, id);
    await tx
      .update(customerStores)
      .set({ isEnabled, updatedAt: now, updatedBy: principal.userId })
      .where(live(principal.tenantId, eq(customerStores.id, id)));
    return get(tx, principal, id);
  },

  /** Marks a store authorised on its platform or not (the platform authorisation keeps the token). */
  async setAuthorized(tx: Tx, principal: Principal, id: string, isAuthorized: boolean, now: Date) {
    await get(tx, principal, id);
    await tx
      .update(customerStores)
      .set({ isAuthorized, updatedAt: now, updatedBy: principal.userId })
      .where(live(principal.tenantId, eq(customerStores.id, id)));
    return get(tx, principal, id);
  },

  async remove(tx: Tx, principal: Principal, id: string, now: Date) {
    await get(tx, principal, id);
    await tx
      .update(customerStores)
      .set({ deletedAt: now, updatedBy: principal.userId })
      .where(live(principal.tenantId, eq(customerStores.id, id)));
    return null;
  },
};
