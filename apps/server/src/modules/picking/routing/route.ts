import type { PickPoint } from './warehouse-layout.ts';

/**
 * The route strategies a warehouse can choose (the requirements name S- and Z-shaped;
 * docs/architecture.md#picking-routes).
 */
export const routeStrategies = ['sShape', 'zShape', 'optimal'] as const;
export type RouteStrategy = (typeof routeStrategies)[number];

/** Stops in walking order, starting and ending at the depot, and the length of that walk. */
export interface Route<T extends PickPoint = PickPoint> {
  strategy: RouteStrategy;
  stops: T[];
  distance: number;
}

/** The visited aisles in ascending order, each with its stops front → back (stable for equal depths). */
export function stopsByAisle<T extends PickPoint>(stops: readonly T[]): Array<{ aisle: number; stops: T[] }> {
  const byAisle = new Map<number, T[]>();
  for (const stop of stops) {
    const list = byAisle.get(stop.aisle);
    if (list) list.push(stop);
    else byAisle.set(stop.aisle, [stop]);
  }
  return [...byAisle.entries()]
    .sort(([a], [b]) => a - b)
    .map(([aisle, list]) => ({ aisle, stops: list.sort((p, q) => p.depth - q.depth) }));
}
