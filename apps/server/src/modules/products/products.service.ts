import { ErrorCode, type ProductInput, uuidv7 } from '@wms/api';
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertMany } from '../../db/insert-many.ts';
import { productComponents, productLogs, products, stocks } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess } from '../../platform/data-scope.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { BizError } from '../../platform/errors.ts';
import { notFound } from '../../platform/values.ts';
import { checkProduct, existingProductNos } from './product-checks.ts';
import { DIMENSION_FIELDS, type ProductRecord, productValues, UPC_FIELDS } from './product-mapper.ts';
import { productQueries } from './product-queries.ts';

type NewProduct = typeof products.$inferInsert;

async function guard<T>(work: () => Promise<T>, productNo: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError(ErrorCode.productExists, { productNo });
    throw error;
  }
}

/** Importers of other areas find a sheet's products by SKU through this service. */
export { productKey, productsBySku } from './product-queries.ts';

/** Inserts products and their components (see insertMany), in the caller's transaction. */
export async function insertProducts(
  tx: Tx,
  rows: NewProduct[],
  components: { productId: string; componentId: string; quantity: number; tenantId: string }[] = [],
) {
  await insertMany(tx, products, rows);
  await insertMany(tx, productComponents, components);
}

const newRow = (principal: Principal, input: ProductInput): NewProduct => ({
  ...productValues(input),
  tenantId: principal.tenantId,
  id: uuidv7(),
  createdBy: principal.userId,
  updatedBy: principal.userId,
});

const componentRows = (principal: Principal, productId: string, input: ProductInput) =>
  input.components.map((c) => ({
    tenantId: principal.tenantId,
    productId,
    componentId: c.productId,
    quantity: c.quantity,
  }));

async function findRow(tx: Tx, principal: Principal, id: string): Promise<ProductRecord> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, principal.tenantId), eq(products.id, id), isNull(products.deletedAt)));
  if (!row || !canAccess(principal, { customerId: row.customerId })) notFound();
  return row;
}

const asNumber = (v: unknown) => (v == null || v === '' ? null : Number(v));
const asText = (v: unknown) => (v == null || v === '' ? null : String(v));

/** The fields of `names` that differ, as before/after maps; null when none changed. */
function diff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  names: readonly string[],
  norm: (v: unknown) => string | number | null,
) {
  const pick = (row: Record<string, unknown>) => Object.fromEntries(names.map((n) => [n, norm(row[n])]));
  const [a, b] = [pick(before), pick(after)];
  return names.some((n) => a[n] !== b[n]) ? { before: a, after: b } : null;
}

export const productsService = {
  async create(tx: Tx, principal: Principal, input: ProductInput) {
    await checkProduct(tx, principal, input);
    const row = newRow(principal, input);
    await guard(() => insertProducts(tx, [row], componentRows(principal, row.id, input)), input.productNo);
    return productQueries.get(tx, principal, row.id);
  },

  /** Batch create, all or none: a number twice in the submission or already taken refuses all. */
  async verifyAndCreate(tx: Tx, principal: Principal, list: ProductInput[]) {
    const seen = new Set<string>();
    const repeated = list.filter((p) => {
      const key = `${p.customerId}|${p.productNo.toLowerCase()}`;
      const dup = seen.has(key);
      seen.add(key);
      return dup;
    });
    if (repeated.length) throw new BizError(ErrorCode.productDuplicate);
    for (const customerId of new Set(list.map((p) => p.customerId))) {
      const mine = list.filter((p) => p.customerId === customerId);
      const taken = await existingProductNos(
        tx,
        principal.tenantId,
        customerId,
        mine.map((p) => p.productNo),
      );
      if (taken.length) throw new BizError(ErrorCode.productExists, { productNo: taken.join(', ') });
    }
    for (const input of list) {
      await checkProduct(tx, principal, input);
    }
    const rows = list.map((input) => newRow(principal, input));
    const parts = rows.flatMap((row, i) => componentRows(principal, row.id!, list[i]!));
    await guard(() => insertProducts(tx, rows, parts), '');
    return { created: rows.length, ids: rows.map((r) => r.id!) };
  },

  /** Edits a product; changed sizes and UPCs are written to its history in the same transaction. */
  async edit(tx: Tx, principal: Principal, input: ProductInput & { id: string }, now: Date) {
    const current = await findRow(tx, principal, input.id);
    if (current.customerId !== input.customerId) throw new BizError(ErrorCode.productCustomer);
    await checkProduct(tx, principal, input, input.id);
    const values = productValues(input);
    const logs = [
      ['dimensions', diff(current, values, DIMENSION_FIELDS, asNumber)],
      ['upc', diff(current, values, UPC_FIELDS, asText)],
    ] as const;
    for (const [kind, change] of logs) {
      if (change)
        await tx.insert(productLogs).values({
          tenantId: principal.tenantId,
          id: uuidv7(),
          productId: input.id,
          kind,
          ...change,
          createdAt: now,
          createdBy: principal.userId,
        });
    }
    await guard(
      () =>
        tx
          .update(products)
          .set({ ...values, updatedAt: now, updatedBy: principal.userId })
          .where(and(eq(products.tenantId, principal.tenantId), eq(products.id, input.id))),
      input.productNo,
    );
    await tx
      .delete(productComponents)
      .where(
        and(eq(productComponents.tenantId, principal.tenantId), eq(productComponents.productId, input.id)),
      );
    const parts = componentRows(principal, input.id, input);
    if (parts.length) await tx.insert(productComponents).values(parts);
    return productQueries.get(tx, principal, input.id);
  },

  /** Removes a product that holds no stock and is no live product's component. */
  async remove(tx: Tx, principal: Principal, id: string, now: Date) {
    await findRow(tx, principal, id);
    const [held] = await tx
      .select({ n: count() })
      .from(stocks)
      .where(
        and(
          eq(stocks.tenantId, principal.tenantId),
          eq(stocks.productId, id),
          or(sql`${stocks.quantity} > 0`, sql`${stocks.allocatedQty} > 0`),
        ),
      );
    const [used] = await tx
      .select({ n: count() })
      .from(productComponents)
      .innerJoin(
        products,
        and(
          eq(products.tenantId, productComponents.tenantId),
          eq(products.id, productComponents.productId),
          isNull(products.deletedAt),
        ),
      )
      .where(and(eq(productComponents.tenantId, principal.tenantId), eq(productComponents.componentId, id)));
    if ((held?.n ?? 0) > 0 || (used?.n ?? 0) > 0) throw new BizError(ErrorCode.productInUse);
    await tx
      .update(products)
      .set({ deletedAt: now, updatedBy: principal.userId })
      .where(and(eq(products.tenantId, principal.tenantId), eq(products.id, id)));
    return null;
  },
};
