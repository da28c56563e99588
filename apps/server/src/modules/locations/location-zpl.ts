import { ErrorCode, type Location } from '@wms/api';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { locations, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { type Dpi, zplCode128, zplLabel, zplText } from '../../platform/zpl.ts';
import { visibleLocations } from './locations.service.ts';

/** Location labels are 100 × 50 mm, the common shelf-edge size. */
export const LOCATION_LABEL_MM = { widthMm: 100, heightMm: 50 } as const;
const M = 3;

/** A location label: the warehouse, the location name large, and a Code 128 of the name for the PDA. */
export function locationLabelZpl(location: Pick<Location, 'warehouseName' | 'locationName'>, dpi: Dpi) {
  const page = { dpi, ...LOCATION_LABEL_MM };
  const { widthMm: w } = LOCATION_LABEL_MM;
  return zplLabel(page, [
    zplText(page, M, M, 3, location.warehouseName, 30),
    zplText(page, M, M + 5, 8, location.locationName, 20),
    zplCode128(page, M, 22, w - 2 * M, 22, location.locationName),
  ]);
}

/** The labels of the chosen locations the caller may see, in the order asked. */
export async function locationLabels(tx: Tx, principal: Principal, input: { ids: string[]; dpi: Dpi }) {
  const unique = [...new Set(input.ids)];
  const rows = await tx
    .select({ row: locations, warehouseName: warehouses.name })
    .from(locations)
    .innerJoin(
      warehouses,
      and(eq(warehouses.tenantId, locations.tenantId), eq(warehouses.id, locations.warehouseId)),
    )
    .where(
      and(
        eq(locations.tenantId, principal.tenantId),
        isNull(locations.deletedAt),
        inArray(locations.id, unique),
        visibleLocations(principal),
      ),
    );
  if (rows.length !== unique.length) throw new BizError(ErrorCode.recordNotFound);
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  const labels = unique.map((id) => {
    const r = byId.get(id)!;
    return locationLabelZpl({ warehouseName: r.warehouseName, locationName: r.row.locationName }, input.dpi);
  });
  return { labels, ...LOCATION_LABEL_MM };
}
