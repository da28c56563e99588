import { describe, expect, it } from 'vitest';
import { sShapeRoute, zShapeRoute } from './heuristic-routes.ts';
import type { WarehouseLayout } from './warehouse-layout.ts';

const layout: WarehouseLayout = { aisleCount: 8, aisleLength: 10, aisleSpacing: 3, bayWidth: 1, depotX: 0 };
const names = (stops: Array<{ name: string }>) => stops.map((s) => s.name);

describe('S-shape route', () => {
  // aisles 2, 5 and 6 hold picks; 1, 3 and 4 are empty, so visited order differs from aisle parity
  const picks = [
    { name: 'a5-near', aisle: 5, depth: 2 },
    { name: 'a2-far', aisle: 2, depth: 8 },
    { name: 'a6-far', aisle: 6, depth: 7 },
    { name: 'a5-far', aisle: 5, depth: 9 },
    { name: 'a2-near', aisle: 2, depth: 1 },
    { name: 'a6-near', aisle: 6, depth: 3 },
  ];

  it('alternates direction by visited aisle, not by aisle number', () => {
    const route = sShapeRoute(layout, picks);
    // 1st visited (aisle 2) front→back, 2nd (aisle 5, odd-numbered) back→front, 3rd (aisle 6) front→back
    expect(names(route.stops)).toEqual(['a2-near', 'a2-far', 'a5-far', 'a5-near', 'a6-near', 'a6-far']);
  });

  it('walks whole aisles and returns in the last one when the visited count is odd', () => {
    // depot x0 → aisle 2 (x3) front; two full aisles (20); to aisle 6 (x15); up to 7 and back (14); home 15
    expect(sShapeRoute(layout, picks).distance).toBeCloseTo(3 + 20 + 12 + 14 + 15, 9);
  });

  it('ends at the front after an even count of aisles', () => {
    const even = picks.filter((p) => p.aisle !== 6);
    expect(names(sShapeRoute(layout, even).stops)).toEqual(['a2-near', 'a2-far', 'a5-far', 'a5-near']);
    expect(sShapeRoute(layout, even).distance).toBeCloseTo(3 + 20 + 9 + 12, 9);
  });

  it('is empty without picks', () => {
    expect(sShapeRoute(layout, [])).toEqual({ strategy: 'sShape', stops: [], distance: 0 });
  });
});

describe('Z-shape route', () => {
  const picks = [
    { name: 'a4-far', aisle: 4, depth: 6 },
    { name: 'a1-mid', aisle: 1, depth: 5 },
    { name: 'a4-near', aisle: 4, depth: 1 },
    { name: 'a1-near', aisle: 1, depth: 2 },
  ];

  it('walks every aisle front→back, sorted by aisle then position', () => {
    expect(names(zShapeRoute(layout, picks).stops)).toEqual(['a1-near', 'a1-mid', 'a4-near', 'a4-far']);
  });

  it('enters and leaves every aisle from the front', () => {
    // 2×5 in aisle 1, 2×6 in aisle 4, 9 out along the front and 9 back
    expect(zShapeRoute(layout, picks).distance).toBeCloseTo(10 + 12 + 18, 9);
  });

  it('counts the walk from a depot to the right of the aisles', () => {
    const right = { ...layout, depotX: 30 };
    expect(zShapeRoute(right, picks).distance).toBeCloseTo(10 + 12 + 2 * 30, 9);
  });
});

it('refuses picks outside the layout', () => {
  expect(() => sShapeRoute(layout, [{ aisle: 9, depth: 1 }])).toThrow(RangeError);
  expect(() => zShapeRoute(layout, [{ aisle: 1, depth: 11 }])).toThrow(RangeError);
});
