import {
  ErrorCode,
  type locationStockQuery,
  type occupationListQuery,
  type StockEventType,
  type stockLogQuery,
  type stockOverviewQuery,
  type stockSelectQuery,
} from '@wms/api';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  customers,
  locations,
  products,
  stockLogs,
  stockOccupations,
  stocks,
  warehouses,
} from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { iso, notFound, pageWindow } from '../../platform/values.ts';
import { logFrom, skuStockFrom, stockFrom, stockWhere, toLocationStock } from './stock-queries.ts';

type Occupation = typeof stockOccupations.$inferSelect;
export const toOccupation = (o: Occupation) => ({
  id: o.id,
  stockId: o.stockId,
  kind: o.kind as 'allocate' | 'lock',
  sourceNo: o.sourceNo,
  sourceModule: o.sourceModule,
  quantity: o.quantity,
  shippedQty: o.shippedQty,
  state: o.state as 'active' | 'released' | 'shipped',
  remark: o.remark,
  createdTime: iso(o.createdAt),
});

/** One stock row the caller may see, with its names. */
async function row(tx: Tx, principal: Principal, id: string, now: Date) {
  const [found] = await stockFrom(tx).where(
    stockWhere(principal, { hideEmpty: false }, now, eq(stocks.id, id)),
  );
  if (!found) notFound();
  return toLocationStock(found, now);
}

export const inventoryService = {
  row,
  async locationStock(tx: Tx, principal: Principal, query: z.infer<typeof locationStockQuery>, now: Date) {
    const where = stockWhere(principal, query, now);
    const { limit, offset } = pageWindow(query);
    const rows = await stockFrom(tx)
      .where(where)
      .orderBy(asc(warehouses.warehouseKey), asc(locations.locationName), asc(products.productNo))
      .limit(limit)
      .offset(offset);
    const [total] = await tx
      .select({ n: count() })
      .from(stocks)
      .innerJoin(products, and(eq(products.tenantId, stocks.tenantId), eq(products.id, stocks.productId)))
      .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)))
      .where(where);
    return { items: rows.map((r) => toLocationStock(r, now)), total: total?.n ?? 0 };
  },

  async overview(tx: Tx, principal: Principal, query: z.infer<typeof stockOverviewQuery>, now: Date) {
    const where = stockWhere(principal, query, now);
    const { limit, offset } = pageWindow(query);
    // Drizzle builders change in place: the count gets its own builder, or it would count one page.
    const rows = await skuStockFrom(tx, where)
      .orderBy(asc(warehouses.warehouseKey), asc(products.productNo))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(skuStockFrom(tx, where).as('g'));
    return {
      items: rows.map(({ key: _k, warehouseCode: _w, ...r }) => ({
        ...r,
        availableQty: r.quantity - r.lockedQty - r.allocatedQty,
      })),
      total: total?.n ?? 0,
    };
  },

  async logs(tx: Tx, principal: Principal, query: z.infer<typeof stockLogQuery>, now: Date) {
    const where = and(
      stockWhere(principal, { ...query, hideEmpty: false }, now),
      query.stockId ? eq(stockLogs.stockId, query.stockId) : undefined,
      query.eventType ? eq(stockLogs.eventType, query.eventType) : undefined,
      query.sourceNo ? eq(stockLogs.sourceNo, query.sourceNo) : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const rows = await logFrom(tx, 'rows')
      .where(where)
      .orderBy(desc(stockLogs.seq))
      .limit(limit)
      .offset(offset);
    const [total] = await logFrom(tx, 'count').where(where);
    return {
      items: rows.map(({ log, ...names }) => ({
        id: log.id,
        stockId: log.stockId,
        warehouseId: log.warehouseId,
        warehouseName: names.warehouseName,
        customerId: log.customerId,
        customerCode: names.customerCode,
        productId: log.productId,
        productNo: names.productNo,
        nameCn: names.nameCn,
        nameEn: names.nameEn,
        locationName: names.locationName,
        eventType: log.eventType as StockEventType,
        before: log.before,
        change: log.change,
        after: log.after,
        lockedBefore: log.lockedBefore,
        lockedAfter: log.lockedAfter,
        allocatedBefore: log.allocatedBefore,
        allocatedAfter: log.allocatedAfter,
        sourceNo: log.sourceNo,
        sourceModule: log.sourceModule,
        remark: log.remark,
        occurredTime: iso(log.occurredAt ?? log.createdAt),
        createdTime: iso(log.createdAt),
      })),
      total: total?.n ?? 0,
    };
  },

  /** The occupation list page: allocations and locks with their source, in the caller's data scope. */
  async occupationPage(tx: Tx, principal: Principal, query: z.infer<typeof occupationListQuery>, now: Date) {
    const where = and(
      stockWhere(principal, { ...query, hideEmpty: false }, now),
      eq(stockOccupations.tenantId, principal.tenantId),
      query.kind ? eq(stockOccupations.kind, query.kind) : undefined,
      query.state ? eq(stockOccupations.state, query.state) : undefined,
      query.sourceNo ? eq(stockOccupations.sourceNo, query.sourceNo) : undefined,
      query.sourceModule ? eq(stockOccupations.sourceModule, query.sourceModule) : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const rowsSelection = {
      occupation: stockOccupations,
      warehouseId: stocks.warehouseId,
      warehouseName: warehouses.name,
      customerCode: customers.customerCode,
      productNo: products.productNo,
      nameCn: products.nameCn,
      nameEn: products.nameEn,
      locationName: locations.locationName,
    };
    // One join chain for the page and its count (the selection decides which).
    const joined = (selection: SelectedFields) =>
      tx
        .select(selection as typeof rowsSelection & { n: SQL<number> })
        .from(stockOccupations)
        .innerJoin(
          stocks,
          and(eq(stocks.tenantId, stockOccupations.tenantId), eq(stocks.id, stockOccupations.stockId)),
        )
        .innerJoin(
          warehouses,
          and(eq(warehouses.tenantId, stocks.tenantId), eq(warehouses.id, stocks.warehouseId)),
        )
        .innerJoin(
          customers,
          and(eq(customers.tenantId, stocks.tenantId), eq(customers.id, stocks.customerId)),
        )
        .innerJoin(products, and(eq(products.tenantId, stocks.tenantId), eq(products.id, stocks.productId)))
        .innerJoin(
          locations,
          and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)),
        )
        .where(where);
    const rows = await joined(rowsSelection)
      .orderBy(desc(stockOccupations.createdAt), asc(stockOccupations.id))
      .limit(limit)
      .offset(offset);
    const [total] = await joined({ n: sql<number>`count(*)::int` });
    return {
      items: rows.map(({ occupation, ...names }) => ({ ...toOccupation(occupation), ...names })),
      total: total?.n ?? 0,
    };
  },
  async occupations(tx: Tx, principal: Principal, stockId: string, onlyActive: boolean, now: Date) {
    await row(tx, principal, stockId, now);
    const rows = await tx
      .select()
      .from(stockOccupations)
      .where(
        and(
          eq(stockOccupations.tenantId, principal.tenantId),
          eq(stockOccupations.stockId, stockId),
          onlyActive ? eq(stockOccupations.state, 'active') : undefined,
        ),
      )
      .orderBy(desc(stockOccupations.createdAt));
    return rows.map(toOccupation);
  },

  /** At most 50 products and 50 locations, no duplicates, at least one of either. */
  async select(tx: Tx, principal: Principal, query: z.infer<typeof stockSelectQuery>, now: Date) {
    if (!query.productIds.length && !query.locationIds.length)
      throw new BizError(ErrorCode.selectProductOrLocation);
    const rows = await stockFrom(tx)
      .where(
        stockWhere(
          principal,
          { warehouseId: query.warehouseId, customerId: query.customerId },
          now,
          query.productIds.length ? inArray(stocks.productId, query.productIds) : undefined,
          query.locationIds.length ? inArray(stocks.locationId, query.locationIds) : undefined,
        ),
      )
      .orderBy(asc(products.productNo), asc(locations.locationName))
      .limit(2500);
    return rows.map((r) => toLocationStock(r, now));
  },
};
