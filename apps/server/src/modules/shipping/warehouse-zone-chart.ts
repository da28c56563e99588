import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { warehouseZones } from '../../db/schema/index.ts';
import type { RateCard } from '../../platform/rating/rate-card.ts';

/**
 * The zone chart of an origin warehouse from its imported zone partition (the `zone` kind), or undefined
 * when none was imported. Ranges may be ZIP3 or five digits: a start is padded with 0s and an end with 9s,
 * so "100"–"149" covers 10000–14999 of a five-digit destination.
 */
export async function warehouseZoneChart(
  tx: Executor,
  tenantId: string,
  warehouseId: string,
): Promise<RateCard['zoneChart'] | undefined> {
  const rows = await tx
    .select({ from: warehouseZones.postcodeStart, to: warehouseZones.postcodeEnd, zone: warehouseZones.zone })
    .from(warehouseZones)
    .where(and(eq(warehouseZones.tenantId, tenantId), eq(warehouseZones.warehouseId, warehouseId)))
    .orderBy(asc(warehouseZones.postcodeStart));
  if (!rows.length) return undefined;
  return rows.map((r) => ({ from: r.from.padEnd(5, '0'), to: r.to.padEnd(5, '9'), zone: r.zone }));
}
