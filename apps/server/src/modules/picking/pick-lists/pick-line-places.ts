import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { locations } from '../../../db/schema/index.ts';
import { type LocationDirection, locatePick } from '../routing/warehouse-layout.ts';
import { warehouseLayout } from './pick-route-plan.ts';

/**
 * The aisle map of a pick list's detail: the warehouse's layout and where each location is walked to,
 * by the same model the route was planned on.
 */
export async function pickLinePlaces(tx: Tx, tenantId: string, warehouseId: string, locationIds: string[]) {
  const layout = await warehouseLayout(tx, tenantId, warehouseId);
  const rows = locationIds.length
    ? await tx
        .select({
          id: locations.id,
          locationName: locations.locationName,
          channelNum: locations.channelNum,
          row: locations.row,
          column: locations.column,
          direction: locations.direction,
        })
        .from(locations)
        .where(and(eq(locations.tenantId, tenantId), inArray(locations.id, locationIds)))
    : [];
  const places = new Map(
    rows.map((row) => [
      row.id,
      locatePick(layout, { ...row, direction: row.direction as LocationDirection | null }) ?? null,
    ]),
  );
  return {
    layout: {
      aisleCount: layout.aisleCount,
      aisleLength: layout.aisleLength,
      aisleSpacing: layout.aisleSpacing,
    },
    placeOf: (locationId: string) => places.get(locationId) ?? null,
  };
}
