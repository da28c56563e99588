import type { RelistRow, relistListQuery } from '@wms/api';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { byIds } from '../../../db/by-ids.ts';
import type { Tx } from '../../../db/client.ts';
import { customers, locations, products, relistItems, users, warehouses } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { customerScope, warehouseScope } from '../../../platform/data-scope.ts';
import { iso, pageWindow, splitBatch } from '../../../platform/values.ts';

const relisted = alias(locations, 'relisted_location');

function scoped(principal: Principal, ...more: (SQL | undefined)[]) {
  return and(
    eq(relistItems.tenantId, principal.tenantId),
    warehouseScope(principal, relistItems.warehouseId),
    customerScope(principal, relistItems.customerId),
    ...more,
  );
}

/** The rows of one page (or one item), with the names the list shows beside the ids. */
async function rows(
  tx: Tx,
  principal: Principal,
  where: SQL | undefined,
  window: { limit: number; offset: number },
) {
  const found = await tx
    .select({
      item: relistItems,
      warehouseName: warehouses.name,
      customerCode: customers.customerCode,
      productNo: products.productNo,
      suggested: locations.locationName,
      relisted: relisted.locationName,
    })
    .from(relistItems)
    .innerJoin(
      warehouses,
      and(eq(warehouses.tenantId, relistItems.tenantId), eq(warehouses.id, relistItems.warehouseId)),
    )
    .innerJoin(
      customers,
      and(eq(customers.tenantId, relistItems.tenantId), eq(customers.id, relistItems.customerId)),
    )
    .innerJoin(
      products,
      and(eq(products.tenantId, relistItems.tenantId), eq(products.id, relistItems.productId)),
    )
    .innerJoin(
      locations,
      and(eq(locations.tenantId, relistItems.tenantId), eq(locations.id, relistItems.suggestedLocationId)),
    )
    .leftJoin(
      relisted,
      and(eq(relisted.tenantId, relistItems.tenantId), eq(relisted.id, relistItems.relistedLocationId)),
    )
    .where(where)
    // What still waits comes first; within a state, the newest first.
    .orderBy(asc(sql`${relistItems.state} <> 'pending'`), desc(relistItems.createdAt), asc(relistItems.id))
    .limit(window.limit)
    .offset(window.offset);
  const people = await byIds(
    tx,
    users,
    principal.tenantId,
    found.flatMap((r) => [r.item.createdBy, r.item.state === 'relisted' ? r.item.updatedBy : null]),
    { displayName: users.displayName },
  );
  const nameOf = (id: string | null | undefined) => (id ? (people.get(id)?.displayName ?? null) : null);
  return found.map(
    ({ item, ...names }): RelistRow => ({
      id: item.id,
      warehouseId: item.warehouseId,
      warehouseName: names.warehouseName,
      customerId: item.customerId,
      customerCode: names.customerCode,
      productId: item.productId,
      productNo: names.productNo,
      qty: item.qty,
      sourceNo: item.sourceNo,
      state: item.state as RelistRow['state'],
      suggestedLocationId: item.suggestedLocationId,
      suggestedLocationName: names.suggested,
      relistedLocationName: names.relisted,
      queuedBy: nameOf(item.createdBy),
      relistedBy: item.state === 'relisted' ? nameOf(item.updatedBy) : null,
      createdTime: iso(item.createdAt),
      relistedTime: item.relistedAt ? iso(item.relistedAt) : null,
    }),
  );
}

/** One item as the list shows it (after a relist from the desk). */
export async function relistRow(tx: Tx, principal: Principal, id: string) {
  const [row] = await rows(tx, principal, scoped(principal, eq(relistItems.id, id)), { limit: 1, offset: 0 });
  return row;
}

/** Relist/GetPageList: the caller's warehouses' relist items, pending first. */
export async function relistPage(tx: Tx, principal: Principal, q: z.infer<typeof relistListQuery>) {
  const nos = splitBatch(q.productNos);
  const productIds = nos.length
    ? (
        await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.tenantId, principal.tenantId), inArray(products.productNo, nos)))
      ).map((p) => p.id)
    : undefined;
  const where = scoped(
    principal,
    q.warehouseId ? eq(relistItems.warehouseId, q.warehouseId) : undefined,
    q.state ? eq(relistItems.state, q.state) : undefined,
    q.sourceNo ? eq(relistItems.sourceNo, q.sourceNo) : undefined,
    productIds ? (productIds.length ? inArray(relistItems.productId, productIds) : sql`false`) : undefined,
  );
  const items = await rows(tx, principal, where, pageWindow(q));
  const [total] = await tx.select({ n: count() }).from(relistItems).where(where);
  return { items, total: total?.n ?? 0 };
}
