import type { Product, productListQuery } from '@wms/api';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import {
  customers,
  productCategories,
  productComponents,
  productLogs,
  products,
  users,
} from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope } from '../../platform/data-scope.ts';
import { iso, likeEscape, notFound, pageWindow, splitBatch } from '../../platform/values.ts';
import { toProduct } from './product-mapper.ts';

type Query = Omit<z.infer<typeof productListQuery>, 'pageIndex' | 'pageSize' | 'sort'>;

export function productWhere(principal: Principal, q: Partial<Query>, ...more: (SQL | undefined)[]) {
  const nos = splitBatch(q.productNos);
  return and(
    eq(products.tenantId, principal.tenantId),
    isNull(products.deletedAt),
    customerScope(principal, products.customerId),
    q.customerId ? eq(products.customerId, q.customerId) : undefined,
    q.categoryId ? eq(products.categoryId, q.categoryId) : undefined,
    q.productType ? eq(products.productType, q.productType) : undefined,
    nos.length ? inArray(products.productNo, nos) : undefined,
    q.keyword
      ? or(
          ilike(products.productNo, likeEscape(q.keyword)),
          ilike(products.nameCn, likeEscape(q.keyword)),
          ilike(products.nameEn, likeEscape(q.keyword)),
        )
      : undefined,
    ...more,
  );
}

/** Products with their customer and category names. */
export function productFrom(tx: Tx) {
  return tx
    .select({
      row: products,
      customerCode: customers.customerCode,
      customerName: customers.shortName,
      categoryName: productCategories.name,
      categoryNameCn: productCategories.chineseName,
      categoryNameEn: productCategories.englishName,
    })
    .from(products)
    .innerJoin(
      customers,
      and(eq(customers.tenantId, products.tenantId), eq(customers.id, products.customerId)),
    )
    .leftJoin(
      productCategories,
      and(eq(productCategories.tenantId, products.tenantId), eq(productCategories.id, products.categoryId)),
    );
}

async function componentsOf(tx: Tx, tenantId: string, ids: string[]) {
  const byProduct = new Map<string, Product['components']>();
  if (!ids.length) return byProduct;
  const rows = await tx
    .select({
      productId: productComponents.productId,
      componentId: productComponents.componentId,
      quantity: productComponents.quantity,
      productNo: products.productNo,
    })
    .from(productComponents)
    .innerJoin(
      products,
      and(eq(products.tenantId, productComponents.tenantId), eq(products.id, productComponents.componentId)),
    )
    .where(and(eq(productComponents.tenantId, tenantId), inArray(productComponents.productId, ids)));
  for (const r of rows) {
    const list = byProduct.get(r.productId) ?? [];
    list.push({ productId: r.componentId, quantity: r.quantity, productNo: r.productNo });
    byProduct.set(r.productId, list);
  }
  return byProduct;
}

export async function withComponents(
  tx: Tx,
  tenantId: string,
  rows: Awaited<ReturnType<ReturnType<typeof productFrom>['where']>>,
) {
  const parts = await componentsOf(
    tx,
    tenantId,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => toProduct(r.row, r, parts.get(r.row.id) ?? []));
}

export const productQueries = {
  async list(tx: Tx, principal: Principal, query: z.infer<typeof productListQuery>) {
    const where = productWhere(principal, query);
    const { limit, offset } = pageWindow(query);
    const rows = await productFrom(tx)
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.productNo))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(products).where(where);
    return { items: await withComponents(tx, principal.tenantId, rows), total: total?.n ?? 0 };
  },

  async get(tx: Tx, principal: Principal, id: string): Promise<Product> {
    const rows = await productFrom(tx).where(productWhere(principal, {}, eq(products.id, id)));
    if (!rows.length) notFound();
    return (await withComponents(tx, principal.tenantId, rows))[0]!;
  },

  async options(
    tx: Tx,
    principal: Principal,
    query: Partial<z.infer<typeof productListQuery>>,
    paged = false,
  ) {
    const where = productWhere(principal, query, eq(products.isDisabled, false));
    const select = tx
      .select({
        id: products.id,
        customerId: products.customerId,
        productNo: products.productNo,
        nameCn: products.nameCn,
        nameEn: products.nameEn,
        cartonRate: products.cartonRate,
      })
      .from(products)
      .where(where)
      .orderBy(asc(products.productNo));
    if (!paged) return { items: await select.limit(5000), total: 0 };
    const { limit, offset } = pageWindow({ pageIndex: query.pageIndex ?? 1, pageSize: query.pageSize ?? 10 });
    const items = await select.limit(limit).offset(offset);
    const [total] = await tx.select({ n: count() }).from(products).where(where);
    return { items, total: total?.n ?? 0 };
  },

  async cartonRates(tx: Tx, principal: Principal, ids: string[]) {
    return tx
      .select({ id: products.id, productNo: products.productNo, cartonRate: products.cartonRate })
      .from(products)
      .where(productWhere(principal, {}, inArray(products.id, ids)));
  },

  async logs(tx: Tx, principal: Principal, id: string, kind: 'dimensions' | 'upc') {
    await this.get(tx, principal, id);
    const rows = await tx
      .select({ log: productLogs, account: users.account })
      .from(productLogs)
      .leftJoin(users, and(eq(users.tenantId, productLogs.tenantId), eq(users.id, productLogs.createdBy)))
      .where(
        and(
          eq(productLogs.tenantId, principal.tenantId),
          eq(productLogs.productId, id),
          eq(productLogs.kind, kind),
        ),
      )
      .orderBy(desc(productLogs.seq));
    // The account, not the user id: the history is read by people.
    return rows.map(({ log: r, account }) => ({
      id: r.id,
      kind: r.kind as 'dimensions' | 'upc',
      before: r.before as Record<string, string | number | null>,
      after: r.after as Record<string, string | number | null>,
      createdBy: account ?? r.createdBy,
      createdTime: iso(r.createdAt),
    }));
  },
};

/** The key of `productsBySku`'s map: the owner and the lower-case SKU. */
export const productKey = (customerId: string, sku: string) => `${customerId}|${sku.toLowerCase()}`;

/** The live products of these customers a sheet names by SKU, for importers: `productKey` → id. */
export async function productsBySku(
  tx: Tx,
  tenantId: string,
  customerIds: Iterable<string>,
  skus: Iterable<string>,
): Promise<Map<string, string>> {
  const owners = [...new Set(customerIds)];
  const wanted = [...new Set([...skus].map((s) => s.toLowerCase()))];
  if (!owners.length || !wanted.length) return new Map();
  const found = await tx
    .select({ id: products.id, customerId: products.customerId, sku: products.productNo })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        inValues(products.customerId, owners, 'uuid'),
        inValues(sql`lower(${products.productNo})`, wanted, 'text'),
        isNull(products.deletedAt),
      ),
    );
  return new Map(found.map((p) => [productKey(p.customerId, p.sku), p.id]));
}
