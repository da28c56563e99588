import type { locationStockQuery, locationStockSchema } from '@wms/api';
import { and, eq, gt, ilike, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, locations, products, stockLogs, stocks, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { iso, likeEscape, splitBatch } from '../../platform/values.ts';

type Filters = Omit<z.infer<typeof locationStockQuery>, 'pageIndex' | 'pageSize' | 'sort'>;
export type LocationStock = z.infer<typeof locationStockSchema>;

const DAY_MS = 86_400_000;

/** Joins of a stock row to the names people read. */
export const stockColumns = {
  stock: stocks,
  warehouseName: warehouses.name,
  warehouseKey: warehouses.warehouseKey,
  customerCode: customers.customerCode,
  productNo: products.productNo,
  nameCn: products.nameCn,
  nameEn: products.nameEn,
  locationName: locations.locationName,
};

export function stockFrom(tx: Tx) {
  return tx
    .select(stockColumns)
    .from(stocks)
    .innerJoin(
      warehouses,
      and(eq(warehouses.tenantId, stocks.tenantId), eq(warehouses.id, stocks.warehouseId)),
    )
    .innerJoin(customers, and(eq(customers.tenantId, stocks.tenantId), eq(customers.id, stocks.customerId)))
    .innerJoin(products, and(eq(products.tenantId, stocks.tenantId), eq(products.id, stocks.productId)))
    .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)));
}

/** Log rows with the names of their stock row; filter with `stockWhere`. */
/**
 * Stock summed per warehouse, customer and product, with the names people read: the overview's page
 * and the SKU export's batches. `key` is the group's keyset cursor.
 */
export function skuStockFrom(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      key: sql<string>`${stocks.warehouseId}::text || '|' || ${stocks.customerId}::text || '|' || ${stocks.productId}::text`,
      warehouseId: stocks.warehouseId,
      warehouseName: warehouses.name,
      warehouseCode: warehouses.warehouseKey,
      customerId: stocks.customerId,
      customerCode: customers.customerCode,
      productId: stocks.productId,
      productNo: products.productNo,
      nameCn: products.nameCn,
      nameEn: products.nameEn,
      quantity: sql<number>`sum(${stocks.quantity})::int`,
      lockedQty: sql<number>`sum(${stocks.lockedQty})::int`,
      allocatedQty: sql<number>`sum(${stocks.allocatedQty})::int`,
      locationCount: sql<number>`count(*) FILTER (WHERE ${stocks.quantity} > 0)::int`,
    })
    .from(stocks)
    .innerJoin(
      warehouses,
      and(eq(warehouses.tenantId, stocks.tenantId), eq(warehouses.id, stocks.warehouseId)),
    )
    .innerJoin(customers, and(eq(customers.tenantId, stocks.tenantId), eq(customers.id, stocks.customerId)))
    .innerJoin(products, and(eq(products.tenantId, stocks.tenantId), eq(products.id, stocks.productId)))
    .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)))
    .where(where)
    .groupBy(
      stocks.warehouseId,
      stocks.customerId,
      stocks.productId,
      warehouses.name,
      warehouses.warehouseKey,
      customers.customerCode,
      products.productNo,
      products.nameCn,
      products.nameEn,
    );
}

export function logFrom(tx: Tx, columns: 'rows' | 'count') {
  const selection =
    columns === 'count' ? { n: sql<number>`count(*)::int` } : { ...stockColumns, log: stockLogs };
  return tx
    .select(selection as typeof stockColumns & { log: typeof stockLogs } & { n: SQL<number> })
    .from(stockLogs)
    .innerJoin(stocks, and(eq(stocks.tenantId, stockLogs.tenantId), eq(stocks.id, stockLogs.stockId)))
    .innerJoin(
      warehouses,
      and(eq(warehouses.tenantId, stocks.tenantId), eq(warehouses.id, stocks.warehouseId)),
    )
    .innerJoin(customers, and(eq(customers.tenantId, stocks.tenantId), eq(customers.id, stocks.customerId)))
    .innerJoin(products, and(eq(products.tenantId, stocks.tenantId), eq(products.id, stocks.productId)))
    .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)));
}

/** The data permission and the list filters of a stock query. */
export function stockWhere(
  principal: Principal,
  f: Partial<Filters>,
  now: Date,
  ...more: (SQL | undefined)[]
) {
  const productNos = splitBatch(f.productNos);
  return and(
    eq(stocks.tenantId, principal.tenantId),
    warehouseScope(principal, stocks.warehouseId),
    customerScope(principal, stocks.customerId),
    f.warehouseId ? eq(stocks.warehouseId, f.warehouseId) : undefined,
    f.customerId ? eq(stocks.customerId, f.customerId) : undefined,
    f.productId ? eq(stocks.productId, f.productId) : undefined,
    productNos.length ? inArray(products.productNo, productNos) : undefined,
    f.locationId ? eq(stocks.locationId, f.locationId) : undefined,
    f.locationName ? ilike(locations.locationName, likeEscape(f.locationName)) : undefined,
    f.onlyLocked ? gt(stocks.lockedQty, 0) : undefined,
    f.minAge !== undefined
      ? lte(stocks.firstReceivedAt, new Date(now.getTime() - f.minAge * DAY_MS))
      : undefined,
    f.hideEmpty === false
      ? undefined
      : sql`(${stocks.quantity} > 0 OR ${stocks.lockedQty} > 0 OR ${stocks.allocatedQty} > 0)`,
    ...more,
  );
}

type Joined = { stock: typeof stocks.$inferSelect } & Omit<
  { [K in keyof typeof stockColumns]: string },
  'stock'
>;

export function toLocationStock(r: Joined, now: Date): LocationStock {
  const s = r.stock;
  return {
    id: s.id,
    warehouseId: s.warehouseId,
    warehouseName: r.warehouseName,
    customerId: s.customerId,
    customerCode: r.customerCode,
    productId: s.productId,
    productNo: r.productNo,
    nameCn: r.nameCn,
    nameEn: r.nameEn,
    locationId: s.locationId,
    locationName: r.locationName,
    quantity: s.quantity,
    lockedQty: s.lockedQty,
    allocatedQty: s.allocatedQty,
    availableQty: s.quantity - s.lockedQty - s.allocatedQty,
    isLocked: s.lockedQty > 0,
    inventoryAge: s.firstReceivedAt
      ? Math.floor((now.getTime() - s.firstReceivedAt.getTime()) / DAY_MS)
      : null,
    updatedTime: iso(s.updatedAt),
  };
}

/** The stock rows of one product that could be allocated, with the location facts the rules use. */
export async function allocationCandidates(
  tx: Tx,
  tenantId: string,
  line: { warehouseId: string; customerId: string; productId: string },
) {
  return tx
    .select({
      key: {
        warehouseId: stocks.warehouseId,
        customerId: stocks.customerId,
        productId: stocks.productId,
        locationId: stocks.locationId,
      },
      locationName: locations.locationName,
      row: locations.row,
      column: locations.column,
      high: locations.high,
      pickOrder: locations.pickOrder,
    })
    .from(stocks)
    .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)))
    .where(
      and(
        eq(stocks.tenantId, tenantId),
        eq(stocks.warehouseId, line.warehouseId),
        eq(stocks.customerId, line.customerId),
        eq(stocks.productId, line.productId),
        gt(stocks.quantity, 0),
        eq(locations.isDisabled, false),
        isNull(locations.deletedAt),
      ),
    );
}
