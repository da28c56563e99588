import { REMOTE_TYPES, type RemoteType } from '@wms/api';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fuelRates, remoteAreas } from '../../db/schema/index.ts';
import type { RemoteAreaCodes, WeeklyFuelRate } from '../../platform/rating/carrier-tables.ts';
import { postalCode5 } from '../../platform/rating/rate-card.ts';

/**
 * The imported remote areas (the `remote` kind) of each carrier that has any, narrowed to the codes that
 * can match `destination` (its 3-, 4- and 5-digit prefixes): a carrier's list runs to tens of thousands of
 * codes, and one parcel needs only those. A carrier with imported codes but none matching still replaces
 * its cards' lists, with empty ones.
 */
export async function carrierRemoteAreas(
  tx: Executor,
  tenantId: string,
  carriers: string[],
  destination: string,
): Promise<Map<string, RemoteAreaCodes>> {
  const found = new Map<string, RemoteAreaCodes>();
  for (const carrier of carriers) {
    const [any] = await tx
      .select({ id: remoteAreas.id })
      .from(remoteAreas)
      .where(and(eq(remoteAreas.tenantId, tenantId), eq(remoteAreas.carrier, carrier)))
      .limit(1);
    if (any) found.set(carrier, { remote: [], extendedRemote: [], dasRemote: [] });
  }
  const code = postalCode5(destination);
  if (!found.size || !code) return found;
  const rows = await tx
    .select({ carrier: remoteAreas.carrier, postcode: remoteAreas.postcode, type: remoteAreas.remoteType })
    .from(remoteAreas)
    .where(
      and(
        eq(remoteAreas.tenantId, tenantId),
        inArray(remoteAreas.carrier, [...found.keys()]),
        inArray(remoteAreas.postcode, [code.slice(0, 3), code.slice(0, 4), code]),
      ),
    );
  for (const row of rows) {
    const areas = found.get(row.carrier);
    if (areas && (REMOTE_TYPES as readonly string[]).includes(row.type))
      areas[row.type as RemoteType].push(row.postcode);
  }
  return found;
}

/** Each carrier's weekly fuel rates up to `day` (the ones that may be in force then). */
export async function carrierFuelRates(
  tx: Executor,
  tenantId: string,
  carriers: string[],
  day: string,
): Promise<Map<string, WeeklyFuelRate[]>> {
  const found = new Map<string, WeeklyFuelRate[]>();
  if (!carriers.length) return found;
  const rows = await tx
    .select({ carrier: fuelRates.carrier, weekStart: fuelRates.weekStart, percent: fuelRates.percent })
    .from(fuelRates)
    .where(
      and(
        eq(fuelRates.tenantId, tenantId),
        inArray(fuelRates.carrier, carriers),
        lte(fuelRates.weekStart, day),
      ),
    )
    .orderBy(asc(fuelRates.weekStart));
  for (const row of rows) found.set(row.carrier, [...(found.get(row.carrier) ?? []), row]);
  return found;
}
