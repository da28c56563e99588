import type { Route } from '../modules/picking/routing/route.ts';
import {
  depotPoint,
  toWalkPoint,
  type WalkPoint,
  walkBetween,
} from '../modules/picking/routing/walking-distance.ts';
import type { PickPoint, WarehouseLayout } from '../modules/picking/routing/warehouse-layout.ts';

const MAX_PICKS = 9;

/**
 * The shortest tour by trying every order of the picks (depth-first, cutting branches already longer than
 * the best found), each leg the shortest walk along aisles and cross-aisles. For tests: at most 9 picks.
 */
export function bruteForceRoute<T extends PickPoint>(layout: WarehouseLayout, picks: readonly T[]): Route<T> {
  if (picks.length > MAX_PICKS) throw new RangeError(`brute force is for at most ${MAX_PICKS} picks`);
  const points = picks.map((p) => toWalkPoint(layout, p));
  const depot = depotPoint(layout);
  const used = new Array<boolean>(picks.length).fill(false);
  const order: number[] = [];
  let best = { distance: Number.POSITIVE_INFINITY, order: [] as number[] };

  const visit = (at: WalkPoint, sofar: number) => {
    if (sofar >= best.distance) return;
    if (order.length === picks.length) {
      const distance = sofar + walkBetween(layout, at, depot);
      if (distance < best.distance) best = { distance, order: [...order] };
      return;
    }
    for (let i = 0; i < points.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      order.push(i);
      visit(points[i]!, sofar + walkBetween(layout, at, points[i]!));
      order.pop();
      used[i] = false;
    }
  };
  visit(depot, 0);
  return { strategy: 'optimal', stops: best.order.map((i) => picks[i]!), distance: best.distance };
}
