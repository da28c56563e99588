import { aisleX, type PickPoint, type WarehouseLayout } from './warehouse-layout.ts';

/** A point on the aisle graph: x along the cross-aisles, depth along an aisle. */
export interface WalkPoint {
  x: number;
  depth: number;
}

export const toWalkPoint = (layout: WarehouseLayout, p: PickPoint): WalkPoint => ({
  x: aisleX(layout, p.aisle),
  depth: p.depth,
});

export const depotPoint = (layout: WarehouseLayout): WalkPoint => ({ x: layout.depotX, depth: 0 });

const EPSILON = 1e-9;

/**
 * Shortest walk between two points when one may walk only along aisles and the two cross-aisles:
 * inside one aisle straight; between aisles round the front or round the back, whichever is shorter.
 */
export function walkBetween(layout: WarehouseLayout, p: WalkPoint, q: WalkPoint): number {
  if (Math.abs(p.x - q.x) < EPSILON) return Math.abs(p.depth - q.depth);
  const L = layout.aisleLength;
  return Math.abs(p.x - q.x) + Math.min(p.depth + q.depth, 2 * L - p.depth - q.depth);
}

/** Length of the walk depot → stops in the given order → depot, each leg the shortest walk. */
export function tourLength(layout: WarehouseLayout, stops: readonly PickPoint[]): number {
  let at = depotPoint(layout);
  let total = 0;
  for (const stop of stops) {
    const next = toWalkPoint(layout, stop);
    total += walkBetween(layout, at, next);
    at = next;
  }
  return total + walkBetween(layout, at, depotPoint(layout));
}
