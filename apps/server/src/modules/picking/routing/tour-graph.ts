import type { AisleConfig, Column } from './aisle-configs.ts';

/** A column of the DP with the vertex ids of its required vertices, in the order of its depths. */
export interface GraphColumn extends Column {
  members: number[];
}

interface Edge {
  u: number;
  v: number;
}

/** Vertex ids: front end of column j is 2j, back end 2j + 1; required vertices carry their own ids. */
export const frontVertex = (j: number) => 2 * j;
export const backVertex = (j: number) => 2 * j + 1;

function chain(edges: Edge[], ends: number[], copies: number) {
  for (let c = 0; c < copies; c++) {
    for (let i = 1; i < ends.length; i++) edges.push({ u: ends[i - 1]!, v: ends[i]! });
  }
}

function aisleEdges(edges: Edge[], j: number, column: GraphColumn, config: AisleConfig) {
  const { members } = column;
  const front = frontVertex(j);
  const back = backVertex(j);
  switch (config.kind) {
    case 'through':
    case 'doubleThrough':
      return chain(edges, [front, ...members, back], config.kind === 'through' ? 1 : 2);
    case 'fromFront':
      return chain(edges, [front, ...members], 2);
    case 'fromBack':
      return chain(edges, [back, ...[...members].reverse()], 2);
    case 'gap':
      chain(edges, [front, ...members.slice(0, config.splitAt)], 2);
      return chain(edges, [back, ...members.slice(config.splitAt).reverse()], 2);
    case 'none':
      return;
  }
}

/** The tour subgraph the DP chose: per column its aisle config, between columns the crossing copies. */
export function tourEdges(columns: GraphColumn[], aisles: AisleConfig[], crossings: number[][]): Edge[] {
  const edges: Edge[] = [];
  columns.forEach((column, j) => {
    aisleEdges(edges, j, column, aisles[j]!);
    if (j === 0) return;
    const [top, bottom] = crossings[j]!;
    chain(edges, [backVertex(j - 1), backVertex(j)], top!);
    chain(edges, [frontVertex(j - 1), frontVertex(j)], bottom!);
  });
  return edges;
}

/** Hierholzer's algorithm: the vertices of an Euler circuit of a connected graph with even degrees. */
export function eulerCircuit(edges: Edge[], start: number): number[] {
  const incident = new Map<number, number[]>();
  edges.forEach((e, i) => {
    for (const v of [e.u, e.v]) {
      const list = incident.get(v);
      if (list) list.push(i);
      else incident.set(v, [i]);
    }
  });
  const used = new Array<boolean>(edges.length).fill(false);
  const stack = [start];
  const circuit: number[] = [];
  while (stack.length) {
    const v = stack.at(-1)!;
    const list = incident.get(v) ?? [];
    while (list.length && used[list.at(-1)!]) list.pop();
    const next = list.pop();
    if (next === undefined) {
      circuit.push(stack.pop()!);
      continue;
    }
    used[next] = true;
    const e = edges[next]!;
    stack.push(e.u === v ? e.v : e.u);
  }
  return circuit.reverse();
}
