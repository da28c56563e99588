import type { locationStockQuery } from '@wms/api';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, locations, products, stocks, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { ExportSource } from '../excel/export-job.ts';
import { stockWhere } from './stock-queries.ts';

type Filters = Omit<z.infer<typeof locationStockQuery>, 'pageIndex' | 'pageSize' | 'sort'>;

const groupKey = sql<string>`${stocks.warehouseId}::text || '|' || ${stocks.customerId}::text || '|' || ${stocks.productId}::text`;

function skuRows(tx: Tx, principal: Principal, f: Filters, now: Date, after: string | null) {
  const [w, c, p] = after ? after.split('|') : [];
  return tx
    .select({
      key: groupKey,
      warehouseCode: warehouses.warehouseKey,
      customerCode: customers.customerCode,
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
    .where(
      stockWhere(
        principal,
        f,
        now,
        after
          ? sql`(${stocks.warehouseId}, ${stocks.customerId}, ${stocks.productId}) > (${w}::uuid, ${c}::uuid, ${p}::uuid)`
          : undefined,
      ),
    )
    .groupBy(
      stocks.warehouseId,
      stocks.customerId,
      stocks.productId,
      warehouses.warehouseKey,
      customers.customerCode,
      products.productNo,
      products.nameCn,
      products.nameEn,
    )
    .orderBy(asc(stocks.warehouseId), asc(stocks.customerId), asc(stocks.productId));
}

/** SKU export: one row per warehouse, customer and product, in key order. */
export function skuStockExport(clock: () => Date): ExportSource<Filters> {
  return {
    kind: 'skuStock',
    async count(tx, principal, f) {
      const [n] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(skuRows(tx, principal, f, clock(), null).as('g'));
      return n?.n ?? 0;
    },
    async batch(tx, principal, f, after, limit) {
      const rows = await skuRows(tx, principal, f, clock(), after).limit(limit);
      return rows.map(({ key, ...values }) => ({
        key,
        values: { ...values, availableQty: values.quantity - values.lockedQty - values.allocatedQty },
      }));
    },
  };
}
