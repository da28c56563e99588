import { and, asc, eq, gt, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { locations, stocks } from '../../db/schema/index.ts';

export interface SuggestedLocation {
  locationId: string;
  locationName: string;
}

interface Wanted {
  productId: string;
  /** The product's location type; shelf when it names none. */
  locationType: string | null;
}

/**
 * Where put-away should go, by the allocation rules' order: a location where the customer already keeps
 * the SKU in this warehouse (the fullest first), else the first empty location of the product's type.
 * The receiving area and disabled locations are never suggested.
 */
export const putAwaySuggestionService = {
  async suggest(
    tx: Tx,
    tenantId: string,
    warehouseId: string,
    customerId: string,
    wanted: readonly Wanted[],
  ): Promise<Map<string, SuggestedLocation>> {
    const out = new Map<string, SuggestedLocation>();
    if (!wanted.length) return out;
    const usable = and(
      eq(locations.tenantId, tenantId),
      eq(locations.warehouseId, warehouseId),
      ne(locations.locationType, 'receiving'),
      eq(locations.isDisabled, false),
      isNull(locations.deletedAt),
    );
    const held = await tx
      .select({ productId: stocks.productId, locationId: locations.id, locationName: locations.locationName })
      .from(stocks)
      .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)))
      .where(
        and(
          usable,
          eq(stocks.customerId, customerId),
          gt(stocks.quantity, 0),
          inArray(
            stocks.productId,
            wanted.map((w) => w.productId),
          ),
        ),
      )
      .orderBy(sql`${stocks.quantity} desc`, asc(locations.locationName));
    for (const h of held) if (!out.has(h.productId)) out.set(h.productId, h);
    const types = [
      ...new Set(wanted.filter((w) => !out.has(w.productId)).map((w) => w.locationType ?? 'shelf')),
    ];
    for (const type of types) {
      const [empty] = await tx
        .select({ locationId: locations.id, locationName: locations.locationName })
        .from(locations)
        .where(
          and(
            usable,
            eq(locations.locationType, type),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(stocks)
                .where(
                  and(
                    eq(stocks.tenantId, locations.tenantId),
                    eq(stocks.locationId, locations.id),
                    gt(stocks.quantity, 0),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(locations.locationName))
        .limit(1);
      if (!empty) continue;
      for (const w of wanted)
        if (!out.has(w.productId) && (w.locationType ?? 'shelf') === type) out.set(w.productId, empty);
    }
    return out;
  },
};
