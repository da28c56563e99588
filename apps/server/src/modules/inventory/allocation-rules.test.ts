import { DEFAULT_WAREHOUSE_CONFIG, type WarehouseConfig } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { allocationOrder, type Candidate, planAllocation } from './allocation-rules.ts';

const c = (name: string, over: Partial<Candidate> = {}): Candidate => ({
  stockId: `s-${name}`,
  locationId: `l-${name}`,
  locationName: name,
  available: 10,
  firstReceivedAt: new Date('2026-01-10'),
  row: 1,
  column: 1,
  high: 1,
  pickOrder: null,
  ...over,
});
const config = (over: Partial<WarehouseConfig>): WarehouseConfig => ({
  ...DEFAULT_WAREHOUSE_CONFIG,
  inventoryAge: 'none',
  ...over,
});
const names = (list: Candidate[]) => list.map((x) => x.locationName);

describe('allocation rules', () => {
  it('prefers the oldest stock, then few- or many-first', () => {
    const list = [
      c('A', { firstReceivedAt: new Date('2026-03-01'), available: 2 }),
      c('B', { available: 9 }),
      c('C', { available: 3 }),
    ];
    expect(
      names(allocationOrder(list, config({ inventoryAge: 'oldestFirst', quantityRule: 'fewFirst' }))),
    ).toEqual(['C', 'B', 'A']);
    expect(names(allocationOrder(list, config({ quantityRule: 'manyFirst' })))).toEqual(['B', 'C', 'A']);
  });

  it('compares first-received times exactly, oldest first, with undated stock last', () => {
    const list = [
      c('A', { firstReceivedAt: new Date('2026-01-10T17:00:00Z') }),
      c('B', { firstReceivedAt: null }),
      c('C', { firstReceivedAt: new Date('2026-01-10T09:00:00Z') }),
    ];
    expect(names(allocationOrder(list, config({ inventoryAge: 'oldestFirst' })))).toEqual(['C', 'A', 'B']);
  });

  it('orders by row, column or level, and gives no priority to a location lacking that value', () => {
    const list = [c('A', { high: 3 }), c('B', { high: null }), c('C', { high: 1 })];
    expect(names(allocationOrder(list, config({ priorityBy: 'high' })))).toEqual(['C', 'A', 'B']);
    expect(names(allocationOrder(list, config({ priorityBy: 'column' })))).toEqual(['A', 'B', 'C']);
  });

  it('puts priority locations first and never uses shielded ones', () => {
    const list = [c('A'), c('B'), c('C')];
    const order = allocationOrder(
      list,
      config({ priorityLocationIds: ['l-C'], shieldedLocationIds: ['l-A'] }),
    );
    expect(names(order)).toEqual(['C', 'B']);
  });

  it('never uses stock with nothing available', () => {
    const list = [c('A', { available: 0 }), c('B')];
    expect(names(allocationOrder(list, config({})))).toEqual(['B']);
  });

  it('plans a quantity across locations, or says there is not enough', () => {
    const list = [c('A', { available: 4 }), c('B', { available: 5, pickOrder: 1 })];
    expect(planAllocation(list, config({}), 7)).toEqual([
      { stockId: 's-B', locationId: 'l-B', quantity: 5 },
      { stockId: 's-A', locationId: 'l-A', quantity: 2 },
    ]);
    expect(planAllocation(list, config({}), 10)).toBeNull();
  });
});
