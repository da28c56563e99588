/** A point on the aisle map in metres: x across the aisles, depth into them (0 = front cross-aisle). */
export interface MapPoint {
  x: number;
  depth: number;
}

/**
 * The drawn walk between two points: straight within one aisle, else out through the nearer
 * cross-aisle (front or back) and into the next aisle. The distance shown is the server's.
 */
export function legBetween(a: MapPoint, b: MapPoint, aisleLength: number): MapPoint[] {
  if (a.x === b.x) return [a, b];
  const viaFront = a.depth + b.depth;
  const viaBack = 2 * aisleLength - a.depth - b.depth;
  const cross = viaFront <= viaBack ? 0 : aisleLength;
  return [a, { x: a.x, depth: cross }, { x: b.x, depth: cross }, b];
}

/** Depot → every stop in walking order → depot, as one polyline. */
export function routePath(stops: MapPoint[], aisleLength: number, depot: MapPoint = { x: 0, depth: 0 }) {
  const points = [depot, ...stops, depot];
  const path: MapPoint[] = [depot];
  for (let i = 1; i < points.length; i++)
    path.push(...legBetween(points[i - 1]!, points[i]!, aisleLength).slice(1));
  return path;
}
