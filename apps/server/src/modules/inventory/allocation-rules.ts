import type { WarehouseConfig } from '@wms/api';

/** A stock row that could serve a pick line, with the location facts the rules look at. */
export interface Candidate {
  stockId: string;
  locationId: string;
  locationName: string;
  available: number;
  firstReceivedAt: Date | null;
  row: number | null;
  column: number | null;
  high: number | null;
  pickOrder: number | null;
}

type Compare = (a: Candidate, b: Candidate) => number;

/**
 * A rule that needs row, column or level does not apply to a location without that value; such
 * locations get no priority from it and come after the ones that have it.
 */
const byCoordinate =
  (axis: 'row' | 'column' | 'high'): Compare =>
  (a, b) => {
    const [x, y] = [a[axis], b[axis]];
    if (x == null || y == null) return x == null && y == null ? 0 : x == null ? 1 : -1;
    return x - y;
  };

const byAge: Compare = (a, b) =>
  (a.firstReceivedAt?.getTime() ?? Infinity) - (b.firstReceivedAt?.getTime() ?? Infinity);

/**
 * The order in which stock is allocated under a warehouse's rules (docs/decisions.md, "Allocation
 * rules"): shielded locations are never used; priority locations first; then the oldest stock (inventory
 * age); then fewest or most units first; then by row, column or level; then by pick order and name, so the
 * order is stable.
 */
export function allocationOrder(candidates: Candidate[], config: WarehouseConfig): Candidate[] {
  const shielded = new Set(config.shieldedLocationIds);
  const priority = new Set(config.priorityLocationIds);
  const rules: Compare[] = [
    (a, b) => Number(priority.has(b.locationId)) - Number(priority.has(a.locationId)),
  ];
  if (config.inventoryAge === 'oldestFirst') rules.push(byAge);
  if (config.quantityRule)
    rules.push((a, b) =>
      config.quantityRule === 'fewFirst' ? a.available - b.available : b.available - a.available,
    );
  if (config.priorityBy) rules.push(byCoordinate(config.priorityBy));
  rules.push(
    (a, b) =>
      (a.pickOrder ?? Infinity) - (b.pickOrder ?? Infinity) || a.locationName.localeCompare(b.locationName),
  );
  return candidates
    .filter((c) => c.available > 0 && !shielded.has(c.locationId))
    .sort((a, b) => {
      for (const rule of rules) {
        const d = rule(a, b);
        if (d !== 0 && !Number.isNaN(d)) return d;
      }
      return 0;
    });
}

/** Takes `quantity` units in rule order; returns the plan, or null when there is not enough. */
export function planAllocation(candidates: Candidate[], config: WarehouseConfig, quantity: number) {
  const plan: { stockId: string; locationId: string; quantity: number }[] = [];
  let left = quantity;
  for (const c of allocationOrder(candidates, config)) {
    if (left <= 0) break;
    const take = Math.min(c.available, left);
    plan.push({ stockId: c.stockId, locationId: c.locationId, quantity: take });
    left -= take;
  }
  return left > 0 ? null : plan;
}
