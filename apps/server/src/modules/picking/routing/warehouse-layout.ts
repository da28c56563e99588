/**
 * The walking model of a single-block warehouse: parallel aisles (channelNum 1..aisleCount) joined by a
 * front cross-aisle (depth 0, where the depot is) and a back cross-aisle (depth = aisleLength).
 * All distances are in the unit of the layout's lengths.
 */
export interface WarehouseLayout {
  aisleCount: number;
  /** From the front cross-aisle's centre line to the back cross-aisle's. */
  aisleLength: number;
  /** Centre-to-centre distance between adjacent aisles; aisle a sits at x = (a - 1) × aisleSpacing. */
  aisleSpacing: number;
  /** Length of one column (bay) along an aisle; column c is picked at its middle. */
  bayWidth: number;
  /** Where the depot sits on the front cross-aisle (x), not necessarily in front of an aisle. */
  depotX: number;
}

/** A stop to route: which aisle and how deep into it (0 = front cross-aisle). */
export interface PickPoint {
  aisle: number;
  depth: number;
}

/** The location fields; every coordinate may be missing on a real location. */
export interface LocationCoordinates {
  locationName: string;
  channelNum?: number | null;
  row?: number | null;
  column?: number | null;
  high?: number | null;
  /** Which end of the aisle column 1 is at: 'forward' = the front cross-aisle (default), 'reverse' = the back. */
  direction?: LocationDirection | null;
  pickOrder?: number | null;
}
export type LocationDirection = 'forward' | 'reverse';

export const aisleX = (layout: WarehouseLayout, aisle: number) => (aisle - 1) * layout.aisleSpacing;

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Where a location is walked to, or undefined when it lacks the coordinates to place it.
 * aisle = channelNum, else ceil(row / 2) (rows 1|2 face aisle 1, rows 3|4 aisle 2, …); depth is the middle
 * of its column, counted from the end named by direction. Level (high) and the row's side of the aisle do not
 * change the walk.
 */
export function locatePick(layout: WarehouseLayout, location: LocationCoordinates): PickPoint | undefined {
  const aisle = known(location.channelNum)
    ? location.channelNum
    : known(location.row)
      ? Math.ceil(location.row / 2)
      : undefined;
  if (aisle === undefined || !known(location.column)) return undefined;
  if (aisle < 1 || aisle > layout.aisleCount || !Number.isInteger(aisle)) return undefined;
  const fromStart = Math.min(layout.aisleLength, Math.max(0, (location.column - 0.5) * layout.bayWidth));
  const depth = location.direction === 'reverse' ? layout.aisleLength - fromStart : fromStart;
  return { aisle, depth };
}

export function assertLayout(layout: WarehouseLayout) {
  const ok =
    Number.isInteger(layout.aisleCount) &&
    layout.aisleCount >= 1 &&
    layout.aisleLength > 0 &&
    layout.aisleSpacing > 0 &&
    layout.bayWidth > 0 &&
    Number.isFinite(layout.depotX);
  if (!ok) throw new RangeError(`invalid warehouse layout ${JSON.stringify(layout)}`);
}

export function assertPoints(layout: WarehouseLayout, points: readonly PickPoint[]) {
  for (const p of points) {
    const inAisle = Number.isInteger(p.aisle) && p.aisle >= 1 && p.aisle <= layout.aisleCount;
    if (!inAisle || !(p.depth >= 0 && p.depth <= layout.aisleLength)) {
      throw new RangeError(`pick point outside the layout: aisle ${p.aisle}, depth ${p.depth}`);
    }
  }
}
