import type { locationStockQuery } from '@wms/api';
import { and, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { byIds } from '../../db/by-ids.ts';
import type { Tx } from '../../db/client.ts';
import { customers, locations, products, stocks, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { ExportSource } from '../../platform/excel/export-job.ts';
import { likeEscape, splitBatch } from '../../platform/values.ts';
import { stockWhere } from './stock-queries.ts';

type Filters = Omit<z.infer<typeof locationStockQuery>, 'pageIndex' | 'pageSize' | 'sort'>;

const DAY_MS = 86_400_000;

/** Name filters turned into id lists, so the export reads `stocks` alone in primary-key order. */
async function stockOnly(tx: Tx, principal: Principal, f: Filters, now: Date) {
  const nos = splitBatch(f.productNos);
  const productIds = nos.length
    ? (
        await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.tenantId, principal.tenantId), inArray(products.productNo, nos)))
      ).map((p) => p.id)
    : undefined;
  const locationIds = f.locationName
    ? (
        await tx
          .select({ id: locations.id })
          .from(locations)
          .where(
            and(
              eq(locations.tenantId, principal.tenantId),
              ilike(locations.locationName, likeEscape(f.locationName)),
            ),
          )
      ).map((l) => l.id)
    : undefined;
  const { productNos: _p, locationName: _l, ...rest } = f;
  return stockWhere(
    principal,
    rest,
    now,
    productIds ? (productIds.length ? inArray(stocks.productId, productIds) : sql`false`) : undefined,
    locationIds ? (locationIds.length ? inArray(stocks.locationId, locationIds) : sql`false`) : undefined,
  );
}

/** The names of a batch's warehouses, customers, products and locations, each looked up by primary key. */
type Keys = Pick<typeof stocks.$inferSelect, 'warehouseId' | 'customerId' | 'productId' | 'locationId'>;

async function namesOf(tx: Tx, tenantId: string, rows: Keys[]) {
  return {
    warehouse: await byIds(
      tx,
      warehouses,
      tenantId,
      rows.map((r) => r.warehouseId),
      { v: warehouses.warehouseKey },
    ),
    customer: await byIds(
      tx,
      customers,
      tenantId,
      rows.map((r) => r.customerId),
      { v: customers.customerCode },
    ),
    product: await byIds(
      tx,
      products,
      tenantId,
      rows.map((r) => r.productId),
      { v: products.productNo, en: products.nameEn },
    ),
    location: await byIds(
      tx,
      locations,
      tenantId,
      rows.map((r) => r.locationId),
      { v: locations.locationName },
    ),
  };
}

/**
 * Location inventory, one row per stock row, in primary-key order. Rows come from `stocks` alone and
 * names are looked up per batch: a join over the whole table would be planned per batch, badly so on
 * PGlite, which never refreshes its statistics.
 */
export function locationStockExport(clock: () => Date): ExportSource<Filters> {
  return {
    kind: 'locationStock',
    async count(tx, principal, f) {
      const [n] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(stocks)
        .where(await stockOnly(tx, principal, f, clock()));
      return n?.n ?? 0;
    },
    async batch(tx, principal, f, after, limit) {
      const now = clock();
      const where = and(await stockOnly(tx, principal, f, now), after ? gt(stocks.id, after) : undefined);
      // Walk the primary key in order, so each batch reads only its own rows. Without statistics (PGlite
      // never gathers any) the planner takes the warehouse index instead, reads the whole warehouse and
      // sorts it for every batch: 0.9 s a batch at 100 000 rows. Forbidding the sort for this one
      // statement leaves the primary-key walk, which costs one pass over the tenant's rows per export.
      await tx.execute(sql`set local enable_sort = off`);
      const rows = await tx
        .select({
          id: stocks.id,
          warehouseId: stocks.warehouseId,
          customerId: stocks.customerId,
          productId: stocks.productId,
          locationId: stocks.locationId,
          quantity: stocks.quantity,
          lockedQty: stocks.lockedQty,
          allocatedQty: stocks.allocatedQty,
          firstReceivedAt: stocks.firstReceivedAt,
        })
        .from(stocks)
        .where(where)
        .orderBy(stocks.tenantId, stocks.id)
        .limit(limit);
      await tx.execute(sql`set local enable_sort = on`);
      const names = await namesOf(tx, principal.tenantId, rows);
      return rows.map((s) => ({
        key: s.id,
        values: {
          warehouseCode: names.warehouse.get(s.warehouseId)?.v ?? '',
          customerCode: names.customer.get(s.customerId)?.v ?? '',
          productNo: names.product.get(s.productId)?.v ?? '',
          nameEn: names.product.get(s.productId)?.en ?? '',
          locationName: names.location.get(s.locationId)?.v ?? '',
          quantity: s.quantity,
          lockedQty: s.lockedQty,
          allocatedQty: s.allocatedQty,
          availableQty: s.quantity - s.lockedQty - s.allocatedQty,
          inventoryAge: s.firstReceivedAt
            ? Math.floor((now.getTime() - s.firstReceivedAt.getTime()) / DAY_MS)
            : null,
        },
      }));
    },
  };
}
