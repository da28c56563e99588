/**
 * Where a location sits for picking routes (docs/decisions.md "Location coordinates"):
 * - `aisle`: the aisle walked to reach it, `channelNum`; when absent, racks face each other in pairs
 *   so rows 1–2 share aisle 1, rows 3–4 aisle 2, and so on;
 * - `position`: how far along the aisle, the `column` (bay) number from the aisle's front end;
 * - `side`: which side of the aisle, `direction`; when absent, odd rows are on the left;
 * - `level`: `high`, which does not change the walking distance.
 * A location without a column has no position and is visited by `pickOrder` (then name) instead.
 */
export interface RouteCoordinate {
  aisle: number | null;
  position: number | null;
  side: 'left' | 'right' | null;
  level: number | null;
}

export interface LocationGeometry {
  channelNum: number | null;
  row: number | null;
  column: number | null;
  high: number | null;
  direction: string | null;
}

export function aisleOfRow(row: number): number {
  return Math.ceil(row / 2);
}

export function sideOfRow(row: number): 'left' | 'right' {
  return row % 2 === 1 ? 'left' : 'right';
}

export function routeCoordinate(location: LocationGeometry): RouteCoordinate {
  const aisle = location.channelNum ?? (location.row != null ? aisleOfRow(location.row) : null);
  const side =
    location.direction === 'left' || location.direction === 'right'
      ? location.direction
      : location.row != null
        ? sideOfRow(location.row)
        : null;
  return { aisle, position: location.column, side, level: location.high };
}

/** Two-digit (or wider) parts of a bulk-created location name: `A01-03-02`. */
export function gridName(prefix: string, row: number, column: number, high: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}${pad(row)}-${pad(column)}-${pad(high)}`;
}
