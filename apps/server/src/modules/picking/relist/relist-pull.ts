import type { RelistSnapshot } from '@wms/api';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { locations, products, relistItems } from '../../../db/schema/index.ts';
import { warehouseScope } from '../../../platform/data-scope.ts';
import type { PullSource } from '../../../platform/sync/pull-source.ts';
import { after, productColumns, toPdaProduct, updatedText, xidText } from '../pda/pda-rows.ts';

const relisted = alias(locations, 'relisted_location');

/** Relist items of the caller's warehouses: the pending ones first, then every change. */
export const relistPullSource: PullSource<RelistSnapshot> = {
  async rows(tx, principal, { after: at, live, limit }) {
    const rows = await tx
      .select({
        item: relistItems,
        suggested: locations.locationName,
        relisted: relisted.locationName,
        product: productColumns,
        updatedAt: updatedText(relistItems.updatedAt),
        xid: xidText(relistItems.changeXid),
      })
      .from(relistItems)
      .innerJoin(
        products,
        and(eq(products.tenantId, relistItems.tenantId), eq(products.id, relistItems.productId)),
      )
      .innerJoin(
        locations,
        and(eq(locations.tenantId, relistItems.tenantId), eq(locations.id, relistItems.suggestedLocationId)),
      )
      .leftJoin(
        relisted,
        and(eq(relisted.tenantId, relistItems.tenantId), eq(relisted.id, relistItems.relistedLocationId)),
      )
      .where(
        and(
          eq(relistItems.tenantId, principal.tenantId),
          warehouseScope(principal, relistItems.warehouseId),
          live ? eq(relistItems.state, 'pending') : undefined,
          after(relistItems.changeXid, relistItems.id, at),
        ),
      )
      .orderBy(asc(relistItems.changeXid), asc(relistItems.id))
      .limit(limit);
    return {
      items: rows.map(
        (r): RelistSnapshot => ({
          id: r.item.id,
          warehouseId: r.item.warehouseId,
          qty: r.item.qty,
          sourceNo: r.item.sourceNo,
          state: r.item.state as RelistSnapshot['state'],
          suggestedLocationId: r.item.suggestedLocationId,
          suggestedLocationName: r.suggested,
          relistedLocationName: r.relisted,
          product: toPdaProduct(r.product),
          updatedAt: r.updatedAt,
        }),
      ),
      positions: rows.map((r) => ({ xid: r.xid, id: r.item.id })),
    };
  },
};
