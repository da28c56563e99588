/**
 * The equivalence classes of Ratliff & Rosenthal (1983) over partial tour subgraphs, as small integers.
 * A partial subgraph is summed up by its two frontier vertices, the current column's front end (a) and back
 * end (b): each is absent, of odd degree or of even degree; whether a and b lie in one component; and
 * whether a finished tour already lies wholly to the left. The seven reachable classes are RR's
 * (0,0,0C) empty, (0,0,1C) closed, (U,U,1C), (E,0,1C), (0,E,1C), (E,E,1C) and (E,E,2C).
 * Transitions are derived generically from degrees and a four-vertex union-find rather than tabulated.
 */
type Degree = 0 | 1 | 2;
interface TourState {
  front: Degree;
  back: Degree;
  joined: boolean;
  closed: boolean;
}

const encode = (s: TourState) => s.front + 3 * s.back + 9 * Number(s.joined) + 18 * Number(s.closed);
const decode = (key: number): TourState => ({
  front: (key % 3) as Degree,
  back: (Math.floor(key / 3) % 3) as Degree,
  joined: Math.floor(key / 9) % 2 === 1,
  closed: key >= 18,
});

export const EMPTY_STATE = 0;
const CLOSED_STATE = encode({ front: 0, back: 0, joined: false, closed: true });

const odd = (d: Degree) => (d === 1 ? 1 : 0);

function addDegree(d: Degree, added: number): Degree {
  if (added === 0) return d;
  return (odd(d) + added) % 2 === 1 ? 1 : 2;
}

/** The state after adding an aisle's edges (degrees to a and b; joins = a path from a to b). */
export function afterAisle(
  key: number,
  addFront: number,
  addBack: number,
  joins: boolean,
): number | undefined {
  const s = decode(key);
  if (s.closed) return addFront || addBack ? undefined : key;
  const front = addDegree(s.front, addFront);
  const back = addDegree(s.back, addBack);
  return encode({ front, back, joined: front > 0 && back > 0 && (joins || s.joined), closed: false });
}

function unionFind(size: number) {
  const parent = Array.from({ length: size }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : find(parent[i]!));
  const union = (i: number, j: number) => {
    parent[find(i)] = find(j);
  };
  return { find, union };
}

/**
 * The state after adding `top` copies of the back cross-aisle edge and `bottom` copies of the front one
 * towards the next column. The current a and b leave the frontier for good, so their degree must end even,
 * and a component that no longer reaches the frontier must be the whole, finished tour.
 */
export function afterCrossing(key: number, top: number, bottom: number): number | undefined {
  const s = decode(key);
  if (s.closed) return top || bottom ? undefined : key;
  if ((odd(s.front) + bottom) % 2 || (odd(s.back) + top) % 2) return undefined;
  // vertices: 0 = a, 1 = b, 2 = next a, 3 = next b
  const present = [s.front > 0 || bottom > 0, s.back > 0 || top > 0, bottom > 0, top > 0];
  const uf = unionFind(4);
  if (s.joined) uf.union(0, 1);
  if (bottom) uf.union(0, 2);
  if (top) uf.union(1, 3);
  const roots = new Set<number>();
  const openRoots = new Set<number>();
  present.forEach((p, v) => {
    if (!p) return;
    roots.add(uf.find(v));
    if (v >= 2) openRoots.add(uf.find(v));
  });
  const closedCount = roots.size - openRoots.size;
  if (closedCount > 0) return roots.size === 1 ? CLOSED_STATE : undefined;
  if (!roots.size) return EMPTY_STATE;
  const joined = bottom > 0 && top > 0 && uf.find(2) === uf.find(3);
  return encode({ front: bottom as Degree, back: top as Degree, joined, closed: false });
}

/** A finished tour: one component, every degree even. */
export function isCompleteTour(key: number): boolean {
  const s = decode(key);
  if (s.closed) return true;
  if (s.front === 1 || s.back === 1) return false;
  if (s.front === 0 && s.back === 0) return false;
  return s.front === 0 || s.back === 0 || s.joined;
}
