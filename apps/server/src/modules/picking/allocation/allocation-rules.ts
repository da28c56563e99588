/**
 * Per-warehouse location rules for allocation (spec §9, DESIGN §7): which stock lines a pick is taken from.
 * Precedence, first decisive rule wins:
 *   1. shielded locations are skipped (and locked or empty stock always is);
 *   2. priority locations come before all others;
 *   3. inventory age, compared by inbound day (oldest first = "long life preferred");
 *   4. quantity, few-first (empties small remainders) or many-first (fewer locations to visit);
 *   5. location coordinates, in the order listed (row, column or height, ascending or descending);
 *   6. location name (natural order), then stock id, so the result never depends on input order.
 * Stock rotation outranks convenience: age beats quantity, and both beat where the location is.
 * A rule that needs a value the stock lacks (inbound date, row, column, level) does not apply to it
 * (spec §5): that line gets no preference from the rule and ranks after the lines it applies to.
 */
export type LocationCoordinate = 'row' | 'column' | 'high';

export interface AllocationRules {
  skipShieldedLocations: boolean;
  preferPriorityLocations: boolean;
  inventoryAge: 'oldestFirst' | 'newestFirst' | null;
  quantity: 'fewFirst' | 'manyFirst' | null;
  locationPriority: Array<{ coordinate: LocationCoordinate; order: 'asc' | 'desc' }>;
}

export const defaultAllocationRules: AllocationRules = {
  skipShieldedLocations: true,
  preferPriorityLocations: true,
  inventoryAge: 'oldestFirst',
  quantity: null,
  locationPriority: [],
};

export interface StockLocation {
  id: string;
  locationName: string;
  row?: number | null;
  column?: number | null;
  high?: number | null;
  isPriority?: boolean;
  isShielded?: boolean;
}

/** One stock line of the product in the warehouse: where, how many are free, since when. */
export interface StockCandidate {
  stockId: string;
  location: StockLocation;
  quantity: number;
  inboundAt?: Date | string | null;
  isLocked?: boolean;
}

type Compare = (p: StockCandidate, q: StockCandidate) => number;

const DAY_MS = 86_400_000;
const inboundDay = (c: StockCandidate) => {
  if (c.inboundAt == null) return undefined;
  const ms = new Date(c.inboundAt).getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / DAY_MS);
};

/** Lines with a value rank by it; lines without one rank after them, tied among themselves. */
function byValue(value: (c: StockCandidate) => number | null | undefined, sign: 1 | -1): Compare {
  return (p, q) => {
    const [a, b] = [value(p), value(q)];
    if (a == null || b == null) return Number(a == null) - Number(b == null);
    return sign * (a - b);
  };
}

const byName = new Intl.Collator('en', { numeric: true }).compare;

export function allocationOrder(rules: AllocationRules): Compare {
  const chain: Compare[] = [];
  if (rules.preferPriorityLocations) {
    chain.push((p, q) => Number(!p.location.isPriority) - Number(!q.location.isPriority));
  }
  if (rules.inventoryAge) chain.push(byValue(inboundDay, rules.inventoryAge === 'oldestFirst' ? 1 : -1));
  if (rules.quantity) chain.push(byValue((c) => c.quantity, rules.quantity === 'fewFirst' ? 1 : -1));
  for (const { coordinate, order } of rules.locationPriority) {
    chain.push(byValue((c) => c.location[coordinate], order === 'asc' ? 1 : -1));
  }
  chain.push((p, q) => byName(p.location.locationName, q.location.locationName));
  chain.push((p, q) => (p.stockId < q.stockId ? -1 : p.stockId > q.stockId ? 1 : 0));
  return (p, q) => {
    for (const compare of chain) {
      const d = compare(p, q);
      if (d) return d;
    }
    return 0;
  };
}

/** Lines a pick may never be taken from under these rules. */
export function isAllocatable(rules: AllocationRules, c: StockCandidate) {
  if (c.isLocked || !(c.quantity > 0)) return false;
  return !(rules.skipShieldedLocations && c.location.isShielded);
}
