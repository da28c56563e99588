import type { WarehouseConfig } from '@wms/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { locations } from '../../../db/schema/index.ts';
import { planPickRoute } from '../routing/pick-route.ts';
import type { RouteStrategy } from '../routing/route.ts';
import type { LocationCoordinates, WarehouseLayout } from '../routing/warehouse-layout.ts';

/** Warehouse configuration's route names (masterdata) → the routing module's strategies. */
const STRATEGY: Record<WarehouseConfig['pickingRoute'], RouteStrategy> = {
  S: 'sShape',
  Z: 'zShape',
  optimal: 'optimal',
};
export const strategyOf = (config: WarehouseConfig) => STRATEGY[config.pickingRoute];

/** Walking-model constants (decisions.md): bays 1 m long, aisles 3 m apart, the depot before aisle 1. */
const BAY_M = 1;
const AISLE_SPACING_M = 3;

/** The single-block layout spanned by the warehouse's locations (aisle = channelNum, else ⌈row / 2⌉). */
export async function warehouseLayout(
  tx: Tx,
  tenantId: string,
  warehouseId: string,
): Promise<WarehouseLayout> {
  const [row] = await tx
    .select({
      aisles: sql<number>`coalesce(max(coalesce(${locations.channelNum}, ceil(${locations.row} / 2.0)::int)), 1)::int`,
      bays: sql<number>`coalesce(max(${locations.column}), 1)::int`,
    })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, tenantId),
        eq(locations.warehouseId, warehouseId),
        isNull(locations.deletedAt),
      ),
    );
  return {
    aisleCount: Math.max(1, Number(row?.aisles ?? 1)),
    aisleLength: Math.max(1, Number(row?.bays ?? 1)) * BAY_M,
    aisleSpacing: AISLE_SPACING_M,
    bayWidth: BAY_M,
    depotX: 0,
  };
}

/**
 * Lines in the walking order of the warehouse's strategy, with that walk's distance and the S-shape
 * distance for comparison. The location's `direction` (left or right side of the aisle) does not turn
 * the bay numbering, so it is not passed on.
 */
export function routeLines<T extends LocationCoordinates>(
  layout: WarehouseLayout,
  lines: T[],
  strategy: RouteStrategy,
) {
  const plain = lines.map((l) => ({ ...l, direction: null }));
  const route = planPickRoute(layout, plain, strategy);
  const sShape = strategy === 'sShape' ? route : planPickRoute(layout, plain, 'sShape');
  return {
    stops: route.stops as unknown as T[],
    distance: Math.round(route.distance * 100) / 100,
    sShapeDistance: Math.round(sShape.distance * 100) / 100,
  };
}
