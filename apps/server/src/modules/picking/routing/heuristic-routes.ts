import { type Route, stopsByAisle } from './route.ts';
import {
  aisleX,
  assertLayout,
  assertPoints,
  type PickPoint,
  type WarehouseLayout,
} from './warehouse-layout.ts';

/** Walk along the front cross-aisle from the depot to the first aisle, across the visited aisles, and back. */
function frontTravel(layout: WarehouseLayout, first: number, last: number) {
  const from = aisleX(layout, first);
  const to = aisleX(layout, last);
  return Math.abs(layout.depotX - from) + Math.abs(to - from) + Math.abs(to - layout.depotX);
}

/**
 * S-shape: the aisles holding picks are visited in ascending order; the k-th *visited* aisle is
 * walked through front → back when k is odd and back → front when k is even. When the number of visited
 * aisles is odd, the last one is entered from the front and left from the front (walk to its deepest pick
 * and back), the standard heuristic, so the picker ends at the front cross-aisle without walking an
 * extra aisle length.
 */
export function sShapeRoute<T extends PickPoint>(layout: WarehouseLayout, picks: readonly T[]): Route<T> {
  assertLayout(layout);
  assertPoints(layout, picks);
  const aisles = stopsByAisle(picks);
  if (!aisles.length) return { strategy: 'sShape', stops: [], distance: 0 };
  const returnInLast = aisles.length % 2 === 1;
  const stops = aisles.flatMap((a, i) => (i % 2 === 0 ? a.stops : [...a.stops].reverse()));
  const last = aisles.at(-1)!;
  const inAisles = returnInLast
    ? (aisles.length - 1) * layout.aisleLength + 2 * last.stops.at(-1)!.depth
    : aisles.length * layout.aisleLength;
  const distance = inAisles + frontTravel(layout, aisles[0]!.aisle, last.aisle);
  return { strategy: 'sShape', stops, distance };
}

/**
 * Z-shape: every visited aisle is walked the same way, front → back, stops sorted by aisle then
 * depth. To walk the next aisle front → back the picker must be back at the front, so each aisle is entered
 * and left from the front: the walk is to the deepest pick and back.
 */
export function zShapeRoute<T extends PickPoint>(layout: WarehouseLayout, picks: readonly T[]): Route<T> {
  assertLayout(layout);
  assertPoints(layout, picks);
  const aisles = stopsByAisle(picks);
  if (!aisles.length) return { strategy: 'zShape', stops: [], distance: 0 };
  const stops = aisles.flatMap((a) => a.stops);
  const inAisles = aisles.reduce((sum, a) => sum + 2 * a.stops.at(-1)!.depth, 0);
  const distance = inAisles + frontTravel(layout, aisles[0]!.aisle, aisles.at(-1)!.aisle);
  return { strategy: 'zShape', stops, distance };
}
