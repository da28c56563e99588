import type { EmpowerNode } from './role.schema.ts';

export type CheckState = 'checked' | 'half' | 'none';

/**
 * The tick of every node of the role-empower tree: a leaf is ticked when its code is held; a parent is
 * ticked when all its leaves are (and it is itself held or has no own code to hold), half-ticked when
 * some are. Screen and server both use it.
 */
export function empowerStates(nodes: readonly EmpowerNode[], held: ReadonlySet<string>) {
  const children = new Map<string, EmpowerNode[]>();
  for (const node of nodes) {
    const key = node.parentCode ?? '';
    children.set(key, [...(children.get(key) ?? []), node]);
  }
  const states = new Map<string, CheckState>();
  const visit = (node: EmpowerNode): CheckState => {
    const kids = children.get(node.code) ?? [];
    if (!kids.length) {
      const state = held.has(node.code) ? 'checked' : 'none';
      states.set(node.code, state);
      return state;
    }
    const kidStates = kids.map(visit);
    // A page with function points: the page itself counts as one more leaf.
    const own: CheckState[] = node.resourceType === 1 ? [] : [held.has(node.code) ? 'checked' : 'none'];
    const all = [...own, ...kidStates];
    const state: CheckState = all.every((s) => s === 'checked')
      ? 'checked'
      : all.some((s) => s !== 'none')
        ? 'half'
        : 'none';
    states.set(node.code, state);
    return state;
  };
  for (const root of children.get('') ?? []) visit(root);
  return states;
}

/** Every code under a node (itself included) that a role can hold: pages and function points. */
export function codesUnder(nodes: readonly EmpowerNode[], code: string): string[] {
  const out: string[] = [];
  const walk = (parent: string) => {
    for (const node of nodes) {
      if (node.parentCode !== parent) continue;
      if (node.resourceType !== 1) out.push(node.code);
      walk(node.code);
    }
  };
  const self = nodes.find((n) => n.code === code);
  if (self && self.resourceType !== 1) out.push(self.code);
  walk(code);
  return out;
}

/**
 * Ticks or unticks a node and everything under it, leaving untouched what the caller may not grant.
 */
export function toggleEmpower(
  nodes: readonly EmpowerNode[],
  held: ReadonlySet<string>,
  code: string,
  on: boolean,
): Set<string> {
  const grantable = new Set(nodes.filter((n) => n.grantable).map((n) => n.code));
  const next = new Set(held);
  for (const item of codesUnder(nodes, code)) {
    if (!grantable.has(item)) continue;
    if (on) next.add(item);
    else next.delete(item);
  }
  return next;
}
