import { describe, expect, it } from 'vitest';
import { planPickRoute } from './pick-route.ts';
import { locatePick, type WarehouseLayout } from './warehouse-layout.ts';

const layout: WarehouseLayout = { aisleCount: 4, aisleLength: 20, aisleSpacing: 3, bayWidth: 2, depotX: 0 };

describe('location → walking position', () => {
  it('takes the aisle from channelNum and the depth from the middle of the column', () => {
    expect(locatePick(layout, { locationName: 'A', channelNum: 2, row: 7, column: 3, high: 4 })).toEqual({
      aisle: 2,
      depth: 5,
    });
  });

  it('counts columns from the back when the direction is reverse', () => {
    expect(locatePick(layout, { locationName: 'A', channelNum: 1, column: 1, direction: 'reverse' })).toEqual(
      {
        aisle: 1,
        depth: 19,
      },
    );
  });

  it('falls back to the rows facing an aisle when channelNum is missing', () => {
    expect(locatePick(layout, { locationName: 'A', row: 3, column: 1 })?.aisle).toBe(2);
    expect(locatePick(layout, { locationName: 'A', row: 4, column: 1 })?.aisle).toBe(2);
  });

  it('cannot place a location without a column or outside the aisles', () => {
    expect(locatePick(layout, { locationName: 'A', channelNum: 1 })).toBeUndefined();
    expect(locatePick(layout, { locationName: 'A', column: 1 })).toBeUndefined();
    expect(locatePick(layout, { locationName: 'A', channelNum: 5, column: 1 })).toBeUndefined();
  });

  it('keeps a column beyond the aisle length on the back cross-aisle', () => {
    expect(locatePick(layout, { locationName: 'A', channelNum: 1, column: 40 })?.depth).toBe(20);
  });
});

describe('planPickRoute', () => {
  const lines = [
    { locationName: 'B-02-1', channelNum: 2, column: 2, high: 1 },
    { locationName: 'FLOOR-9', pickOrder: 2 },
    { locationName: 'A-05-2', channelNum: 1, column: 5, high: 2 },
    { locationName: 'FLOOR-10', pickOrder: 1 },
    { locationName: 'A-05-1', channelNum: 1, column: 5, high: 1 },
    { locationName: 'D-01-1', channelNum: 4, column: 1, high: 1 },
  ];

  it('routes the placed lines and appends the unplaced ones by pickOrder', () => {
    const route = planPickRoute(layout, lines, 'sShape');
    expect(route.stops.map((l) => l.locationName)).toEqual([
      'A-05-1',
      'A-05-2',
      'B-02-1',
      'D-01-1',
      'FLOOR-10',
      'FLOOR-9',
    ]);
    expect(route.unplaced.map((l) => l.locationName)).toEqual(['FLOOR-10', 'FLOOR-9']);
    // aisles 1, 2, 4 (odd count): 2 × 20, return to depth 1 in aisle 4, 9 out and 9 back
    expect(route.distance).toBeCloseTo(40 + 2 + 18, 9);
  });

  it('offers every strategy and the optimal one is never longer', () => {
    const [s, z, o] = (['sShape', 'zShape', 'optimal'] as const).map((k) => planPickRoute(layout, lines, k));
    expect(o!.distance).toBeLessThanOrEqual(Math.min(s!.distance, z!.distance));
    expect(o!.stops).toHaveLength(lines.length);
  });
});
