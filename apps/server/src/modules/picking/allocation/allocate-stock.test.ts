import { describe, expect, it } from 'vitest';
import { allocateInTurn, allocateStock } from './allocate-stock.ts';
import { type AllocationRules, defaultAllocationRules, type StockCandidate } from './allocation-rules.ts';

const none: AllocationRules = {
  skipShieldedLocations: false,
  preferPriorityLocations: false,
  inventoryAge: null,
  quantity: null,
  locationPriority: [],
};

function stock(
  name: string,
  quantity: number,
  extra: Partial<StockCandidate['location']> = {},
  inboundAt?: string,
) {
  return {
    stockId: `s-${name}`,
    location: { id: `l-${name}`, locationName: name, ...extra },
    quantity,
    inboundAt,
  };
}
const order = (candidates: StockCandidate[], rules: AllocationRules, quantity = 1000) => {
  const result = allocateStock(quantity, candidates, rules);
  return result.lines.map((l) => l.locationName);
};

describe('allocation rules, each on its own', () => {
  it('with no rule takes locations in natural name order', () => {
    expect(order([stock('A-10', 1), stock('A-2', 1), stock('A-1', 1)], none)).toEqual(['A-1', 'A-2', 'A-10']);
  });

  it('skips shielded locations and locked or empty stock', () => {
    const lines = [
      stock('A', 5, { isShielded: true }),
      { ...stock('B', 5), isLocked: true },
      stock('C', 0),
      stock('D', 5),
    ];
    expect(order(lines, { ...none, skipShieldedLocations: true })).toEqual(['D']);
    expect(order(lines, none)).toEqual(['A', 'D']);
  });

  it('takes priority locations first', () => {
    const lines = [stock('A', 5), stock('B', 5, { isPriority: true })];
    expect(order(lines, { ...none, preferPriorityLocations: true })).toEqual(['B', 'A']);
  });

  it('takes the oldest inbound day first, or the newest, and undated stock last', () => {
    const lines = [
      stock('A', 5, {}, '2026-03-02T08:00:00Z'),
      stock('B', 5),
      stock('C', 5, {}, '2026-01-15T23:00:00Z'),
    ];
    expect(order(lines, { ...none, inventoryAge: 'oldestFirst' })).toEqual(['C', 'A', 'B']);
    expect(order(lines, { ...none, inventoryAge: 'newestFirst' })).toEqual(['A', 'C', 'B']);
  });

  it('takes few-first or many-first by free quantity', () => {
    const lines = [stock('A', 7), stock('B', 2), stock('C', 30)];
    expect(order(lines, { ...none, quantity: 'fewFirst' })).toEqual(['B', 'A', 'C']);
    expect(order(lines, { ...none, quantity: 'manyFirst' })).toEqual(['C', 'A', 'B']);
  });

  it('ranks by row, column or height and skips the rule where the location lacks it', () => {
    const lines = [
      stock('A', 1, { high: 3, row: 1 }),
      stock('B', 1, { row: 2 }),
      stock('C', 1, { high: 1, row: 3 }),
    ];
    expect(order(lines, { ...none, locationPriority: [{ coordinate: 'high', order: 'asc' }] })).toEqual([
      'C',
      'A',
      'B',
    ]);
    expect(order(lines, { ...none, locationPriority: [{ coordinate: 'high', order: 'desc' }] })).toEqual([
      'A',
      'C',
      'B',
    ]);
    expect(order(lines, { ...none, locationPriority: [{ coordinate: 'row', order: 'desc' }] })).toEqual([
      'C',
      'B',
      'A',
    ]);
  });
});

describe('allocation rules combined', () => {
  const all: AllocationRules = {
    skipShieldedLocations: true,
    preferPriorityLocations: true,
    inventoryAge: 'oldestFirst',
    quantity: 'fewFirst',
    locationPriority: [
      { coordinate: 'high', order: 'asc' },
      { coordinate: 'column', order: 'asc' },
    ],
  };
  const jan = '2026-01-10T09:00:00Z';
  const janLater = '2026-01-10T17:00:00Z';
  const feb = '2026-02-10T09:00:00Z';

  it('applies priority, then age by day, then quantity, then coordinates, then name', () => {
    const lines = [
      stock('shielded-old', 1, { isShielded: true, isPriority: true }, '2025-01-01T00:00:00Z'),
      stock('feb-priority', 9, { isPriority: true, high: 9 }, feb),
      stock('jan-9-low', 9, { high: 1 }, jan),
      stock('jan-4-high', 4, { high: 5 }, janLater),
      stock('jan-4-low-c2', 4, { high: 1, column: 2 }, jan),
      stock('jan-4-low-c1', 4, { high: 1, column: 1 }, janLater),
      stock('jan-4-low-nocol', 4, { high: 1 }, jan),
      stock('feb', 1, {}, feb),
    ];
    expect(order(lines, all)).toEqual([
      'feb-priority', // priority outranks age
      'jan-4-low-c1', // same day as the 9-piece line: fewer pieces first; then level 1, then column 1
      'jan-4-low-c2',
      'jan-4-low-nocol', // lacks a column: the column rule gives it nothing
      'jan-4-high',
      'jan-9-low',
      'feb',
    ]);
  });
});

describe('allocateStock', () => {
  const lines = [
    stock('A', 3, {}, '2026-01-01'),
    stock('B', 5, {}, '2026-02-01'),
    stock('C', 4, {}, '2026-03-01'),
  ];

  it('takes each line as far as it goes', () => {
    expect(allocateStock(6, lines, defaultAllocationRules)).toEqual({
      ok: true,
      lines: [
        { stockId: 's-A', locationId: 'l-A', locationName: 'A', quantity: 3 },
        { stockId: 's-B', locationId: 'l-B', locationName: 'B', quantity: 3 },
      ],
    });
  });

  it('reports the shortage with what it could take', () => {
    const result = allocateStock(15, lines, defaultAllocationRules);
    expect(result).toMatchObject({ ok: false, allocated: 12, shortage: 3 });
    expect(result.lines.map((l) => l.quantity)).toEqual([3, 5, 4]);
  });

  it('refuses a quantity that is not a positive integer', () => {
    expect(() => allocateStock(0, lines, defaultAllocationRules)).toThrow(RangeError);
    expect(() => allocateStock(1.5, lines, defaultAllocationRules)).toThrow(RangeError);
  });

  it('serves picks in turn from one pool; a short pick takes nothing', () => {
    const results = allocateInTurn(
      [
        { key: 'order-1', quantity: 4 },
        { key: 'order-2', quantity: 20 },
        { key: 'order-3', quantity: 8 },
      ],
      lines,
      defaultAllocationRules,
    );
    expect(results.map((r) => r.result.ok)).toEqual([true, false, true]);
    expect(results[0]!.result.lines.map((l) => [l.locationName, l.quantity])).toEqual([
      ['A', 3],
      ['B', 1],
    ]);
    expect(results[1]!.result).toMatchObject({ allocated: 8, shortage: 12 });
    expect(results[2]!.result.lines.map((l) => [l.locationName, l.quantity])).toEqual([
      ['B', 4],
      ['C', 4],
    ]);
  });
});
