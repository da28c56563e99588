/**
 * Fails when two server modules import each other, whichever files carry the imports. dependency-cruiser's
 * `circular` rule sees cycles of files only; modules/a/x.ts → modules/b/y.ts plus modules/b/z.ts →
 * modules/a/w.ts is no file cycle, yet it ties the two modules into one. Run by `pnpm deps`;
 * `node scripts/check-module-pairs.ts [modules folder]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Path relative to the modules folder, e.g. `orders/order-store.ts`. */
  path: string;
  source: string;
}

/** One import from a file of one module into another module. */
export interface ModuleEdge {
  from: string;
  to: string;
  fromFile: string;
  toFile: string;
}

const moduleOf = (path: string) => path.split('/')[0] ?? '';
/** Paths resolve under a stand-in root, so an import that leaves the modules folder starts with `..`. */
const ROOT = resolve('/modules');

/** Every relative import, export-from and dynamic import of the files that lands in another module. */
export function moduleEdges(files: readonly SourceFile[]): ModuleEdge[] {
  const edges: ModuleEdge[] = [];
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(file.source, true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = relative(ROOT, resolve(ROOT, dirname(file.path), fileName))
        .split(sep)
        .join('/');
      const [from, to] = [moduleOf(file.path), moduleOf(target)];
      if (target.startsWith('..') || from === to) continue;
      edges.push({ from, to, fromFile: file.path, toFile: target });
    }
  }
  return edges;
}

/** Pairs of modules that import each other, each with one import of either way as evidence. */
export function mutualPairs(edges: readonly ModuleEdge[]): [ModuleEdge, ModuleEdge][] {
  const first = new Map<string, ModuleEdge>();
  for (const edge of edges) {
    const key = `${edge.from}>${edge.to}`;
    if (!first.has(key)) first.set(key, edge);
  }
  const pairs: [ModuleEdge, ModuleEdge][] = [];
  for (const edge of first.values()) {
    const back = first.get(`${edge.to}>${edge.from}`);
    if (back && edge.from < edge.to) pairs.push([edge, back]);
  }
  return pairs.sort(([a], [b]) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

export function readModules(root: string): SourceFile[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => ({ path: name.split(sep).join('/'), source: readFileSync(join(root, name), 'utf8') }));
}

if (import.meta.main) {
  const root = process.argv[2] ?? 'apps/server/src/modules';
  const pairs = mutualPairs(moduleEdges(readModules(root)));
  for (const [there, back] of pairs) {
    console.error(`✘ modules ${there.from} and ${there.to} import each other:`);
    console.error(`    ${there.fromFile} → ${there.toFile}`);
    console.error(`    ${back.fromFile} → ${back.toFile}`);
  }
  if (pairs.length) process.exit(1);
  console.log(`✔ no two modules of ${root} import each other`);
}
