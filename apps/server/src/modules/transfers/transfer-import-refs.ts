import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { customers, products } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope } from '../../platform/data-scope.ts';

/** The customers named by code among those the caller may see, by lower-case code, with their warehouses. */
export async function customersByCode(tx: Tx, principal: Principal, codes: string[]) {
  const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
  if (!wanted.length) return new Map<string, { id: string; warehouseIds: string[] }>();
  const found = await tx
    .select({ id: customers.id, code: customers.customerCode, warehouseIds: customers.warehouseIds })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, principal.tenantId),
        inValues(sql`lower(${customers.customerCode})`, wanted, 'text'),
        isNull(customers.deletedAt),
        customerScope(principal, customers.id),
      ),
    );
  return new Map(found.map((c) => [c.code.toLowerCase(), { id: c.id, warehouseIds: c.warehouseIds }]));
}

/** The live products of these customers named by SKU, by `customerId|lower-case sku`. */
export async function productsBySku(tx: Tx, principal: Principal, customerIds: string[], skus: string[]) {
  if (!customerIds.length || !skus.length) return new Map<string, string>();
  const found = await tx
    .select({ id: products.id, customerId: products.customerId, sku: products.productNo })
    .from(products)
    .where(
      and(
        eq(products.tenantId, principal.tenantId),
        inValues(products.customerId, [...new Set(customerIds)], 'uuid'),
        inValues(sql`lower(${products.productNo})`, [...new Set(skus.map((s) => s.toLowerCase()))], 'text'),
        isNull(products.deletedAt),
      ),
    );
  return new Map(found.map((p) => [`${p.customerId}|${p.sku.toLowerCase()}`, p.id]));
}
