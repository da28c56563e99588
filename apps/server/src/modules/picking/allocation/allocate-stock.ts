import {
  type AllocationRules,
  allocationOrder,
  isAllocatable,
  type StockCandidate,
} from './allocation-rules.ts';

export interface AllocationLine {
  stockId: string;
  locationId: string;
  locationName: string;
  quantity: number;
}

/** ok: every unit found. Otherwise `lines` holds what could be taken and `shortage` what is missing. */
export type AllocationResult =
  | { ok: true; lines: AllocationLine[] }
  | { ok: false; lines: AllocationLine[]; allocated: number; shortage: number };

/**
 * Takes `quantity` units from the candidates in the order of the warehouse's rules, each line as far as it
 * goes. `taken` (stockId → units) is what earlier picks of the same run already hold; it is only read.
 */
export function allocateStock(
  quantity: number,
  candidates: readonly StockCandidate[],
  rules: AllocationRules,
  taken: ReadonlyMap<string, number> = new Map(),
): AllocationResult {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`cannot allocate ${quantity} units`);
  const free = candidates
    .map((c) => ({ ...c, quantity: c.quantity - (taken.get(c.stockId) ?? 0) }))
    .filter((c) => isAllocatable(rules, c))
    .sort(allocationOrder(rules));
  const lines: AllocationLine[] = [];
  let left = quantity;
  for (const c of free) {
    if (!left) break;
    const take = Math.min(left, c.quantity);
    lines.push({
      stockId: c.stockId,
      locationId: c.location.id,
      locationName: c.location.locationName,
      quantity: take,
    });
    left -= take;
  }
  return left ? { ok: false, lines, allocated: quantity - left, shortage: left } : { ok: true, lines };
}

/**
 * Several picks of one product in turn (e.g. the orders of a pick list, oldest first) from one stock pool.
 * A pick that falls short takes nothing from the pool, so the picks after it can still be served whole;
 * its result shows what was there, and the caller moves that order to out of stock.
 */
export function allocateInTurn<K>(
  picks: ReadonlyArray<{ key: K; quantity: number }>,
  candidates: readonly StockCandidate[],
  rules: AllocationRules,
): Array<{ key: K; result: AllocationResult }> {
  const taken = new Map<string, number>();
  return picks.map((pick) => {
    const result = allocateStock(pick.quantity, candidates, rules, taken);
    if (result.ok) {
      for (const line of result.lines)
        taken.set(line.stockId, (taken.get(line.stockId) ?? 0) + line.quantity);
    }
    return { key: pick.key, result };
  });
}
