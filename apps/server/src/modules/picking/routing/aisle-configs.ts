/**
 * Ratliff & Rosenthal (1983): in some optimal tour every aisle is covered by one of six edge
 * configurations. Each adds degree to the aisle's front end (a) and back end (b), may join a and b into one
 * component, and has a length.
 */
export type AisleConfigKind = 'none' | 'through' | 'doubleThrough' | 'fromBack' | 'fromFront' | 'gap';

export interface AisleConfig {
  kind: AisleConfigKind;
  addFront: 0 | 1 | 2;
  addBack: 0 | 1 | 2;
  joins: boolean;
  cost: number;
  /** For 'gap': the stops with index < splitAt are reached from the front, the rest from the back. */
  splitAt: number;
}

/** A vertical line of the DP: an aisle, or the depot's spot on the front cross-aisle between aisles. */
export interface Column {
  x: number;
  /** False for the depot's own column, which has no aisle to walk. */
  walkable: boolean;
  /** Depths of the required vertices in this column, ascending. */
  depths: number[];
}

const config = (
  kind: AisleConfigKind,
  addFront: 0 | 1 | 2,
  addBack: 0 | 1 | 2,
  joins: boolean,
  cost: number,
  splitAt = 0,
): AisleConfig => ({ kind, addFront, addBack, joins, cost, splitAt });

/** Largest distance between two consecutive required depths, and the index after it. */
function largestGap(depths: number[]) {
  let best = { size: -1, splitAt: 0 };
  for (let i = 1; i < depths.length; i++) {
    const size = depths[i]! - depths[i - 1]!;
    if (size > best.size) best = { size, splitAt: i };
  }
  return best;
}

export function aisleConfigs(column: Column, aisleLength: number): AisleConfig[] {
  const { depths } = column;
  if (!column.walkable) {
    return depths.length
      ? [config('fromFront', 2, 0, false, 2 * depths.at(-1)!)]
      : [config('none', 0, 0, false, 0)];
  }
  const L = aisleLength;
  const always = [config('through', 1, 1, true, L), config('doubleThrough', 2, 2, true, 2 * L)];
  if (!depths.length) return [config('none', 0, 0, false, 0), ...always];
  const configs = [
    ...always,
    config('fromBack', 0, 2, false, 2 * (L - depths[0]!)),
    config('fromFront', 2, 0, false, 2 * depths.at(-1)!),
  ];
  if (depths.length >= 2) {
    const gap = largestGap(depths);
    configs.push(config('gap', 2, 2, false, 2 * (L - gap.size), gap.splitAt));
  }
  return configs;
}
