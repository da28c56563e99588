import { type AisleConfig, aisleConfigs } from './aisle-configs.ts';
import type { Route } from './route.ts';
import { eulerCircuit, type GraphColumn, tourEdges } from './tour-graph.ts';
import { afterAisle, afterCrossing, EMPTY_STATE, isCompleteTour } from './tour-states.ts';
import {
  aisleX,
  assertLayout,
  assertPoints,
  type PickPoint,
  type WarehouseLayout,
} from './warehouse-layout.ts';

interface Step {
  cost: number;
  from: number;
  choice: number;
}
type Layer = Map<number, Step>;

const EPSILON = 1e-9;

/**
 * The columns between the leftmost and rightmost required x (the depot counts): every aisle in that span,
 * plus the depot's own unwalkable column when it is not in front of an aisle. Pick i is vertex
 * 2 × columns + i; the depot is the vertex after the last pick.
 */
function buildColumns(layout: WarehouseLayout, picks: readonly PickPoint[]) {
  const xs = [layout.depotX, ...picks.map((p) => aisleX(layout, p.aisle))];
  const [lo, hi] = [Math.min(...xs) - EPSILON, Math.max(...xs) + EPSILON];
  const columns: Array<{ x: number; walkable: boolean; at: Array<{ id: number; depth: number }> }> = [];
  for (let a = 1; a <= layout.aisleCount; a++) {
    const x = aisleX(layout, a);
    if (x >= lo && x <= hi) columns.push({ x, walkable: true, at: [] });
  }
  let depotColumn = columns.find((c) => Math.abs(c.x - layout.depotX) < EPSILON);
  if (!depotColumn) {
    depotColumn = { x: layout.depotX, walkable: false, at: [] };
    columns.push(depotColumn);
    columns.sort((p, q) => p.x - q.x);
  }
  const base = 2 * columns.length;
  const byX = new Map(columns.map((c) => [c.x, c]));
  picks.forEach((p, i) => {
    byX.get(aisleX(layout, p.aisle))!.at.push({ id: base + i, depth: p.depth });
  });
  const depot = base + picks.length;
  depotColumn.at.unshift({ id: depot, depth: 0 });
  const graph: GraphColumn[] = columns.map((c) => {
    const at = c.at.sort((p, q) => p.depth - q.depth);
    return { x: c.x, walkable: c.walkable, depths: at.map((v) => v.depth), members: at.map((v) => v.id) };
  });
  return { columns: graph, depot, base };
}

function relax(layer: Layer, key: number | undefined, cost: number, from: number, choice: number) {
  if (key === undefined) return;
  const known = layer.get(key);
  if (!known || cost < known.cost - EPSILON) layer.set(key, { cost, from, choice });
}

function crossInto(from: Layer, dx: number): Layer {
  const next: Layer = new Map();
  for (const [key, step] of from) {
    for (let choice = 0; choice < 9; choice++) {
      const [top, bottom] = [Math.floor(choice / 3), choice % 3];
      relax(next, afterCrossing(key, top, bottom), step.cost + (top + bottom) * dx, key, choice);
    }
  }
  return next;
}

function coverAisle(from: Layer, configs: AisleConfig[]): Layer {
  const next: Layer = new Map();
  for (const [key, step] of from) {
    configs.forEach((c, choice) => {
      relax(next, afterAisle(key, c.addFront, c.addBack, c.joins), step.cost + c.cost, key, choice);
    });
  }
  return next;
}

/** Layers: 0 the empty start; 2j + 1 entering column j (crossings chosen); 2j + 2 after its aisle. */
function solve(columns: GraphColumn[], configs: AisleConfig[][]) {
  const start: Layer = new Map([[EMPTY_STATE, { cost: 0, from: -1, choice: -1 }]]);
  const layers: Layer[] = [start];
  columns.forEach((column, j) => {
    const entering = j === 0 ? start : crossInto(layers.at(-1)!, column.x - columns[j - 1]!.x);
    layers.push(entering, coverAisle(entering, configs[j]!));
  });
  return layers;
}

/** Follows the back pointers from the cheapest finished tour; returns its length and choices per layer. */
function backtrack(layers: Layer[]) {
  const last = layers.at(-1)!;
  const finished = [...last].filter(([key]) => isCompleteTour(key));
  const [bestKey, best] = finished.reduce((a, b) => (b[1].cost < a[1].cost ? b : a));
  const choices: number[] = new Array(layers.length).fill(-1);
  let key = bestKey;
  for (let i = layers.length - 1; i >= 1; i--) {
    const step = layers[i]!.get(key)!;
    choices[i] = step.choice;
    key = step.from;
  }
  return { distance: best.cost, choices };
}

/**
 * The shortest pick tour of a single-block warehouse (Ratliff & Rosenthal 1983): a dynamic program over
 * the columns left to right, keeping the cheapest partial tour subgraph of each equivalence class, then an
 * Euler circuit of the chosen subgraph from the depot gives the stop order. Linear in aisles and picks.
 */
export function optimalRoute<T extends PickPoint>(layout: WarehouseLayout, picks: readonly T[]): Route<T> {
  assertLayout(layout);
  assertPoints(layout, picks);
  if (!picks.length) return { strategy: 'optimal', stops: [], distance: 0 };
  const { columns, depot, base } = buildColumns(layout, picks);
  const configs = columns.map((c) => aisleConfigs(c, layout.aisleLength));
  const layers = solve(columns, configs);
  const { distance, choices } = backtrack(layers);
  const aisles = columns.map((_, j) => configs[j]![choices[2 * j + 2]!]!);
  const crossings = columns.map((_, j) => [Math.floor(choices[2 * j + 1]! / 3), choices[2 * j + 1]! % 3]);
  const circuit = eulerCircuit(tourEdges(columns, aisles, crossings), depot);
  const seen = new Set<number>();
  const stops: T[] = [];
  for (const v of circuit) {
    if (v < base || v === depot || seen.has(v)) continue;
    seen.add(v);
    stops.push(picks[v - base]!);
  }
  return { strategy: 'optimal', stops, distance };
}
