import { sShapeRoute, zShapeRoute } from './heuristic-routes.ts';
import { optimalRoute } from './optimal-route.ts';
import type { RouteStrategy } from './route.ts';
import { type LocationCoordinates, locatePick, type WarehouseLayout } from './warehouse-layout.ts';

const routers = { sShape: sShapeRoute, zShape: zShapeRoute, optimal: optimalRoute } as const;

export interface PickRoute<T> {
  strategy: RouteStrategy;
  /** Every line once: the placed ones in walking order, then the unplaced ones. */
  stops: T[];
  /** Walking distance of the placed stops, depot to depot. */
  distance: number;
  /** Lines whose location lacks the aisle or column to place it, by pickOrder then location name. */
  unplaced: T[];
}

const byName = new Intl.Collator('en', { numeric: true }).compare;

/** pickOrder first (the warehouse's own sequence), then level, then name: the tie-break for equal spots. */
function compareLines(p: LocationCoordinates, q: LocationCoordinates) {
  const order = (p.pickOrder ?? Number.POSITIVE_INFINITY) - (q.pickOrder ?? Number.POSITIVE_INFINITY);
  if (order && !Number.isNaN(order)) return order;
  const level = (p.high ?? 0) - (q.high ?? 0);
  return level || byName(p.locationName, q.locationName);
}

/**
 * Orders the lines of a pick list by the warehouse's route strategy. Several lines at one location stay
 * together; lines that cannot be placed on the walking model go last, so nothing is ever dropped.
 */
export function planPickRoute<T extends LocationCoordinates>(
  layout: WarehouseLayout,
  lines: readonly T[],
  strategy: RouteStrategy,
): PickRoute<T> {
  const sorted = [...lines].sort(compareLines);
  const placed: Array<{ aisle: number; depth: number; line: T }> = [];
  const unplaced: T[] = [];
  for (const line of sorted) {
    const point = locatePick(layout, line);
    if (point) placed.push({ ...point, line });
    else unplaced.push(line);
  }
  const route = routers[strategy](layout, placed);
  return {
    strategy,
    stops: [...route.stops.map((s) => s.line), ...unplaced],
    distance: route.distance,
    unplaced,
  };
}
