import { describe, expect, it } from 'vitest';
import { bruteForceRoute } from '../../../testing/brute-force-route.ts';
import { seededRandom } from '../../../testing/seeded-random.ts';
import { sShapeRoute, zShapeRoute } from './heuristic-routes.ts';
import { optimalRoute } from './optimal-route.ts';
import { tourLength } from './walking-distance.ts';
import type { PickPoint, WarehouseLayout } from './warehouse-layout.ts';

type Pick = PickPoint & { id: number };

/** Random single-block instances: layout, depot (at an aisle, between aisles or outside), ≤ 8 picks. */
function randomInstance(seed: number) {
  const rnd = seededRandom(seed);
  const aisleCount = rnd.int(1, 8);
  const aisleLength = rnd.int(5, 40);
  const aisleSpacing = rnd.int(1, 8);
  const span = (aisleCount - 1) * aisleSpacing;
  const depotKind = rnd.int(0, 2);
  const depotX =
    depotKind === 0 ? rnd.int(0, aisleCount - 1) * aisleSpacing : depotKind === 1 ? rnd.next() * span : -3;
  const layout: WarehouseLayout = { aisleCount, aisleLength, aisleSpacing, bayWidth: 1, depotX };
  const picks: Pick[] = Array.from({ length: rnd.int(0, 8) }, (_, id) => {
    const edge = rnd.int(0, 9);
    // some picks sit exactly on a cross-aisle or share a depth, the DP's corner cases
    const depth = edge === 0 ? 0 : edge === 1 ? aisleLength : rnd.next() * aisleLength;
    return { id, aisle: rnd.int(1, aisleCount), depth: edge === 2 ? Math.round(depth) : depth };
  });
  return { layout, picks };
}

const ids = (stops: Pick[]) => stops.map((s) => s.id).sort((a, b) => a - b);

describe('optimal route (Ratliff–Rosenthal)', () => {
  it('equals the brute-force shortest tour on 400 random instances of at most 8 picks', () => {
    let nonTrivial = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const { layout, picks } = randomInstance(seed);
      const optimal = optimalRoute(layout, picks);
      const brute = bruteForceRoute(layout, picks);
      expect(optimal.distance, `seed ${seed}`).toBeCloseTo(brute.distance, 6);
      // the stop order walked leg by leg is as long as the tour the DP priced
      expect(tourLength(layout, optimal.stops), `seed ${seed}`).toBeCloseTo(optimal.distance, 6);
      expect(ids(optimal.stops)).toEqual(picks.map((p) => p.id));
      if (new Set(picks.map((p) => p.aisle)).size >= 3) nonTrivial++;
    }
    expect(nonTrivial).toBeGreaterThan(100);
  });

  it('is never longer than S-shape or Z-shape, which walk at least their own stop order', () => {
    for (let seed = 1000; seed < 1400; seed++) {
      const { layout, picks } = randomInstance(seed);
      const optimal = optimalRoute(layout, picks).distance;
      for (const route of [sShapeRoute(layout, picks), zShapeRoute(layout, picks)]) {
        expect(optimal, `seed ${seed} ${route.strategy}`).toBeLessThanOrEqual(route.distance + 1e-9);
        expect(route.distance + 1e-9).toBeGreaterThanOrEqual(tourLength(layout, route.stops));
        expect(ids(route.stops)).toEqual(picks.map((p) => p.id));
      }
    }
  });

  it('uses the back cross-aisle when it pays and the front alone when it does not', () => {
    const layout: WarehouseLayout = {
      aisleCount: 3,
      aisleLength: 10,
      aisleSpacing: 2,
      bayWidth: 1,
      depotX: 0,
    };
    const deep = optimalRoute(layout, [
      { aisle: 1, depth: 9 },
      { aisle: 3, depth: 9 },
    ]);
    // up aisle 1, across the back (4), down aisle 3, back along the front (4)
    expect(deep.distance).toBeCloseTo(10 + 4 + 10 + 4, 9);
    const shallow = optimalRoute(layout, [
      { aisle: 1, depth: 1 },
      { aisle: 3, depth: 2 },
    ]);
    expect(shallow.distance).toBeCloseTo(2 * 1 + 2 * 2 + 2 * 4, 9);
  });

  it('walks from a depot that is not in front of an aisle', () => {
    const layout: WarehouseLayout = {
      aisleCount: 2,
      aisleLength: 10,
      aisleSpacing: 4,
      bayWidth: 1,
      depotX: 1,
    };
    const route = optimalRoute(layout, [{ aisle: 2, depth: 3 }]);
    expect(route.distance).toBeCloseTo(2 * (3 + 3), 9);
    expect(optimalRoute(layout, []).distance).toBe(0);
  });
});
