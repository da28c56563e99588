import { ErrorCode, type saleProductInputSchema, type saleProductListQuery, uuidv7 } from '@wms/api';
import { and, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, products, saleProducts } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope } from '../../platform/data-scope.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { BizError } from '../../platform/errors.ts';
import { iso, likeEscape, notFound, pageWindow } from '../../platform/values.ts';
import { findCustomer } from '../customers/customers.service.ts';
import { storesService } from '../customers/stores.service.ts';

type Input = z.infer<typeof saleProductInputSchema>;
type Relation = { productId: string; quantity: number };

const live = (principal: Principal, ...more: (SQL | undefined)[]) =>
  and(
    eq(saleProducts.tenantId, principal.tenantId),
    isNull(saleProducts.deletedAt),
    customerScope(principal, saleProducts.customerId),
    ...more,
  );

async function guard<T>(work: () => Promise<T>, onlineSku: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError(ErrorCode.saleProductExists, { onlineSku });
    throw error;
  }
}

async function list(
  tx: Tx,
  principal: Principal,
  where: SQL | undefined,
  window: { limit: number; offset: number },
) {
  const rows = await tx
    .select({ row: saleProducts, customerName: customers.shortName })
    .from(saleProducts)
    .innerJoin(
      customers,
      and(eq(customers.tenantId, saleProducts.tenantId), eq(customers.id, saleProducts.customerId)),
    )
    .where(where)
    .orderBy(desc(saleProducts.createdAt))
    .limit(window.limit)
    .offset(window.offset);
  const ids = [...new Set(rows.flatMap((r) => r.row.relations.map((x) => x.productId)))];
  const nos = ids.length
    ? await tx
        .select({ id: products.id, productNo: products.productNo })
        .from(products)
        .where(and(eq(products.tenantId, principal.tenantId), inArray(products.id, ids)))
    : [];
  const noOf = new Map(nos.map((p) => [p.id, p.productNo]));
  return rows.map(({ row, customerName }) => ({
    id: row.id,
    customerId: row.customerId,
    customerName,
    storeId: row.storeId,
    onlineSku: row.onlineSku,
    name: row.name ?? null,
    relations: row.relations.map((x) => ({ ...x, productNo: noOf.get(x.productId) ?? '' })),
    createdTime: iso(row.createdAt),
  }));
}

async function get(tx: Tx, principal: Principal, id: string) {
  const [found] = await list(tx, principal, live(principal, eq(saleProducts.id, id)), {
    limit: 1,
    offset: 0,
  });
  if (!found) notFound();
  return found;
}

async function checkInput(tx: Tx, principal: Principal, input: Input) {
  await findCustomer(tx, principal, input.customerId);
  if (
    input.storeId &&
    (await storesService.get(tx, principal, input.storeId)).customerId !== input.customerId
  )
    throw new BizError(ErrorCode.productCustomer);
}

export const saleProductsService = {
  get,
  async list(tx: Tx, principal: Principal, q: z.infer<typeof saleProductListQuery>) {
    const where = live(
      principal,
      q.customerId ? eq(saleProducts.customerId, q.customerId) : undefined,
      q.storeId ? eq(saleProducts.storeId, q.storeId) : undefined,
      q.keyword ? ilike(saleProducts.onlineSku, likeEscape(q.keyword)) : undefined,
      q.unrelated ? sql`jsonb_array_length(${saleProducts.relations}) = 0` : undefined,
    );
    const items = await list(tx, principal, where, pageWindow(q));
    const [total] = await tx.select({ n: count() }).from(saleProducts).where(where);
    return { items, total: total?.n ?? 0 };
  },

  async create(tx: Tx, principal: Principal, input: Input) {
    await checkInput(tx, principal, input);
    const id = uuidv7();
    await guard(
      () =>
        tx.insert(saleProducts).values({
          ...input,
          storeId: input.storeId ?? null,
          name: input.name ?? null,
          id,
          tenantId: principal.tenantId,
          createdBy: principal.userId,
          updatedBy: principal.userId,
        }),
      input.onlineSku,
    );
    return get(tx, principal, id);
  },

  async update(tx: Tx, principal: Principal, input: Input & { id: string }, now: Date) {
    const current = await get(tx, principal, input.id);
    if (current.customerId !== input.customerId) throw new BizError(ErrorCode.productCustomer);
    await checkInput(tx, principal, input);
    await guard(
      () =>
        tx
          .update(saleProducts)
          .set({
            storeId: input.storeId ?? null,
            onlineSku: input.onlineSku,
            name: input.name ?? null,
            updatedAt: now,
            updatedBy: principal.userId,
          })
          .where(live(principal, eq(saleProducts.id, input.id))),
      input.onlineSku,
    );
    return get(tx, principal, input.id);
  },

  /** Relates formal products of the same customer. */
  async relate(tx: Tx, principal: Principal, input: { id: string; relations: Relation[] }, now: Date) {
    const current = await get(tx, principal, input.id);
    const ids = input.relations.map((r) => r.productId);
    if (ids.length) {
      const [found] = await tx
        .select({ n: count() })
        .from(products)
        .where(
          and(
            eq(products.tenantId, principal.tenantId),
            inArray(products.id, ids),
            eq(products.customerId, current.customerId),
            isNull(products.deletedAt),
          ),
        );
      if ((found?.n ?? 0) !== ids.length) throw new BizError(ErrorCode.productCustomer);
    }
    await tx
      .update(saleProducts)
      .set({ relations: input.relations, updatedAt: now, updatedBy: principal.userId })
      .where(live(principal, eq(saleProducts.id, input.id)));
    return get(tx, principal, input.id);
  },

  async remove(tx: Tx, principal: Principal, id: string, now: Date) {
    await get(tx, principal, id);
    await tx
      .update(saleProducts)
      .set({ deletedAt: now })
      .where(live(principal, eq(saleProducts.id, id)));
    return null;
  },
};
