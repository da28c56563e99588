import { ErrorCode } from '@wms/api';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, products, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess, warehouseScope } from '../../platform/data-scope.ts';
import type { OrderInput } from './order-items.ts';

export interface RefError {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

export type Resolved = { ok: true; input: OrderInput } | { ok: false; error: RefError };

/**
 * Checks what an order names against the master data, for many orders at once: the customer (live,
 * enabled), the warehouse (live, one of the customer's available warehouses when it lists any) and each
 * SKU (a product of that customer). Items get their product id and, when not given, its unit weight.
 */
export async function resolveRefs(tx: Tx, principal: Principal, inputs: OrderInput[]): Promise<Resolved[]> {
  const customerIds = [...new Set(inputs.map((i) => i.customerId))];
  const warehouseIds = [...new Set(inputs.map((i) => i.warehouseId))];
  // SKUs match without case (a sheet may say sku-001 for SKU-001)
  const skus = [...new Set(inputs.flatMap((i) => i.items.map((item) => item.sku.toUpperCase())))];
  const t = principal.tenantId;
  // One after the other: a transaction is one connection.
  const custRows = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, t), inArray(customers.id, customerIds), isNull(customers.deletedAt)));
  const whRows = await tx
    .select()
    .from(warehouses)
    .where(
      and(eq(warehouses.tenantId, t), inArray(warehouses.id, warehouseIds), isNull(warehouses.deletedAt)),
    );
  const prodRows = skus.length
    ? await tx
        .select({
          id: products.id,
          customerId: products.customerId,
          productNo: products.productNo,
          weight: products.weight,
        })
        .from(products)
        .where(
          and(
            eq(products.tenantId, t),
            inArray(products.customerId, customerIds),
            inArray(sql`upper(${products.productNo})`, skus),
            isNull(products.deletedAt),
          ),
        )
    : [];
  const customerOf = new Map(custRows.map((c) => [c.id, c]));
  const warehouseOf = new Map(whRows.map((w) => [w.id, w]));
  const productOf = new Map(prodRows.map((p) => [`${p.customerId}|${p.productNo.toUpperCase()}`, p]));
  return inputs.map((input): Resolved => {
    const customer = customerOf.get(input.customerId);
    if (!customer || customer.isDisabled)
      return { ok: false, error: { field: 'customerId', code: ErrorCode.orderCustomerUnknown } };
    const warehouse = warehouseOf.get(input.warehouseId);
    if (!warehouse) return { ok: false, error: { field: 'warehouseId', code: ErrorCode.recordNotFound } };
    if (customer.warehouseIds.length && !customer.warehouseIds.includes(warehouse.id))
      return {
        ok: false,
        error: {
          field: 'warehouseId',
          code: ErrorCode.orderWarehouseUnavailable,
          params: { warehouse: warehouse.name, customer: customer.shortName },
        },
      };
    const items = [];
    for (const item of input.items) {
      const product = productOf.get(`${customer.id}|${item.sku.toUpperCase()}`);
      if (!product)
        return {
          ok: false,
          error: {
            field: 'sku',
            code: ErrorCode.orderSkuUnknown,
            params: { sku: item.sku, customer: customer.shortName },
          },
        };
      items.push({
        ...item,
        sku: product.productNo,
        productId: product.id,
        unitWeight: item.unitWeight ?? Number(product.weight),
      });
    }
    return { ok: true, input: { ...input, items } };
  });
}

/** Names for list rows, fetched for one page of orders by id. */
export async function namesFor(
  tx: Tx,
  tenantId: string,
  rows: Array<{ customerId: string; warehouseId: string }>,
) {
  const customerIds = [...new Set(rows.map((r) => r.customerId))];
  const warehouseIds = [...new Set(rows.map((r) => r.warehouseId))];
  if (!rows.length) return { customer: new Map<string, string>(), warehouse: new Map<string, string>() };
  // One round trip for both: on a busy server the order list's time goes mostly to talking to the
  // database (a profile at 50 clients spent a third of the CPU writing queries to its sockets).
  const result = await tx.execute(sql`
    select 'c' as kind, id, short_name as name from ${customers}
      where tenant_id = ${tenantId} and ${inArray(customers.id, customerIds)}
    union all
    select 'w', id, name from ${warehouses}
      where tenant_id = ${tenantId} and ${inArray(warehouses.id, warehouseIds)}`);
  const named = (result as unknown as { rows: { kind: string; id: string; name: string }[] }).rows;
  return {
    customer: new Map(named.filter((r) => r.kind === 'c').map((r) => [r.id, r.name])),
    warehouse: new Map(named.filter((r) => r.kind === 'w').map((r) => [r.id, r.name])),
  };
}

/** GetWareHouseInfoByCustomerId: the customer's available warehouses (all live ones when it lists none). */
export async function customerWarehouses(tx: Tx, principal: Principal, customerId: string) {
  if (!canAccess(principal, { customerId })) return [];
  const [customer] = await tx
    .select({ warehouseIds: customers.warehouseIds })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, principal.tenantId),
        eq(customers.id, customerId),
        isNull(customers.deletedAt),
      ),
    );
  if (!customer) return [];
  const rows = await tx
    .select({ warehouseId: warehouses.id, warehouseName: warehouses.name })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.tenantId, principal.tenantId),
        isNull(warehouses.deletedAt),
        eq(warehouses.isDisabled, false),
        customer.warehouseIds.length ? inArray(warehouses.id, customer.warehouseIds) : undefined,
        warehouseScope(principal, warehouses.id),
      ),
    )
    .orderBy(asc(warehouses.name));
  return rows;
}
