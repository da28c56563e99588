import type { PdaLocation, PdaStock } from '@wms/api';
import { and, asc, eq, gt } from 'drizzle-orm';
import { locations, products, stocks } from '../../../db/schema/index.ts';
import { warehouseScope } from '../../../platform/data-scope.ts';
import type { PullSource } from '../../../platform/sync/pull-source.ts';
import { after, productColumns, toPdaProduct, updatedText, xidText } from './pda-rows.ts';

/** The locations of the caller's warehouses, to resolve a scanned location name offline. */
export const locationPullSource: PullSource<PdaLocation> = {
  async rows(tx, principal, { after: at, live, limit }) {
    const rows = await tx
      .select({
        id: locations.id,
        warehouseId: locations.warehouseId,
        locationName: locations.locationName,
        isDisabled: locations.isDisabled,
        updatedAt: updatedText(locations.updatedAt),
        xid: xidText(locations.changeXid),
      })
      .from(locations)
      .where(
        and(
          eq(locations.tenantId, principal.tenantId),
          warehouseScope(principal, locations.warehouseId),
          live ? eq(locations.isDisabled, false) : undefined,
          after(locations.changeXid, locations.id, at),
        ),
      )
      .orderBy(asc(locations.changeXid), asc(locations.id))
      .limit(limit);
    return {
      items: rows.map(({ xid: _xid, ...row }) => row),
      positions: rows.map((r) => ({ xid: r.xid, id: r.id })),
    };
  },
};

/** Stock per product and location in the caller's warehouses, for lookups that work offline. */
export const stockPullSource: PullSource<PdaStock> = {
  async rows(tx, principal, { after: at, live, limit }) {
    const rows = await tx
      .select({
        stock: stocks,
        locationName: locations.locationName,
        product: productColumns,
        updatedAt: updatedText(stocks.updatedAt),
        xid: xidText(stocks.changeXid),
      })
      .from(stocks)
      .innerJoin(products, and(eq(products.tenantId, stocks.tenantId), eq(products.id, stocks.productId)))
      .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)))
      .where(
        and(
          eq(stocks.tenantId, principal.tenantId),
          warehouseScope(principal, stocks.warehouseId),
          live ? gt(stocks.quantity, 0) : undefined,
          after(stocks.changeXid, stocks.id, at),
        ),
      )
      .orderBy(asc(stocks.changeXid), asc(stocks.id))
      .limit(limit);
    return {
      items: rows.map(
        (r): PdaStock => ({
          id: r.stock.id,
          warehouseId: r.stock.warehouseId,
          locationId: r.stock.locationId,
          locationName: r.locationName,
          quantity: r.stock.quantity,
          available: r.stock.quantity - r.stock.lockedQty - r.stock.allocatedQty,
          product: toPdaProduct(r.product),
          updatedAt: r.updatedAt,
        }),
      ),
      positions: rows.map((r) => ({ xid: r.xid, id: r.stock.id })),
    };
  },
};
