/**
 * Picking routes (docs/architecture.md#picking-routes): how much longer S-shape and Z-shape walks are than
 * the optimal single-block tour, and how long routing a 60-pick list takes.
 */
import { sShapeRoute, zShapeRoute } from '../apps/server/src/modules/picking/routing/heuristic-routes.ts';
import { optimalRoute } from '../apps/server/src/modules/picking/routing/optimal-route.ts';
import type { WarehouseLayout } from '../apps/server/src/modules/picking/routing/warehouse-layout.ts';
import { seededRandom } from '../apps/server/src/testing/seeded-random.ts';
import { ms, summarize } from './stats.ts';

/** 10 aisles of one-metre bays, 3 m apart, depot in front of the leftmost aisle; long and short aisles. */
const layouts: WarehouseLayout[] = [30, 15].map((aisleLength) => ({
  aisleCount: 10,
  aisleLength,
  aisleSpacing: 3,
  bayWidth: 1,
  depotX: 0,
}));
const INSTANCES = 2000;

/** Picks spread uniformly over aisles and bays (a picker stops at the middle of a bay). */
function randomPicks(layout: WarehouseLayout, rnd: ReturnType<typeof seededRandom>, n: number) {
  const bays = layout.aisleLength / layout.bayWidth;
  return Array.from({ length: n }, () => ({
    aisle: rnd.int(1, layout.aisleCount),
    depth: (rnd.int(1, bays) - 0.5) * layout.bayWidth,
  }));
}

function gaps(layout: WarehouseLayout, picks: number) {
  const rnd = seededRandom(picks);
  let s = 0;
  let z = 0;
  for (let i = 0; i < INSTANCES; i++) {
    const list = randomPicks(layout, rnd, picks);
    const optimal = optimalRoute(layout, list).distance;
    s += sShapeRoute(layout, list).distance / optimal - 1;
    z += zShapeRoute(layout, list).distance / optimal - 1;
  }
  const pct = (x: number) => `${((100 * x) / INSTANCES).toFixed(1)}%`.padStart(6);
  console.log(`${String(picks).padStart(2)} picks: S-shape +${pct(s)}  Z-shape +${pct(z)}`);
}

function timing(layout: WarehouseLayout, route: typeof optimalRoute, label: string) {
  const rnd = seededRandom(60);
  const lists = Array.from({ length: 3000 }, () => randomPicks(layout, rnd, 60));
  const samples = lists.map((list) => {
    const t = performance.now();
    route(layout, list);
    return performance.now() - t;
  });
  const r = summarize(samples.slice(500));
  console.log(`${label} of 60 picks: p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)} (goal ≤ 5 ms)`);
}

export async function run() {
  for (const layout of layouts) {
    console.log(
      `mean walk over optimal, ${INSTANCES} random lists each; 10 aisles × ${layout.aisleLength} m, 3 m apart, depot at aisle 1:`,
    );
    for (const n of [5, 10, 20, 30]) gaps(layout, n);
  }
  timing(layouts[0]!, optimalRoute, 'optimal route');
  timing(layouts[0]!, sShapeRoute, 'S-shape route');
}
