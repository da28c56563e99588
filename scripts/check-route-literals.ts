/**
 * Fails on a catalogue page path typed by hand in the back office (`'/customer/list/edit'`,
 * `` `/product/formal/edit?id=${id}` ``): links are built with `routeTo(code, …)` from `@wms/api`, so a
 * path lives only in the resource catalogue. Comments may name paths. Run by `pnpm lint`;
 * `node scripts/check-route-literals.ts [files…]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { routedPages } from './generate-routes.ts';

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** A path as typed: the part before a query or fragment; a parameterised path by its fixed start. */
const pathOf = (text: string) => text.split(/[?#]/)[0]!;
const fixedStart = (path: string) => (path.includes('/:') ? path.slice(0, path.indexOf('/:') + 1) : null);

export function catalogueMatcher(paths: readonly string[]) {
  const exact = new Set(paths.filter((p) => !p.includes('/:')));
  const prefixes = paths.map(fixedStart).filter((p): p is string => p !== null);
  return (text: string) => exact.has(pathOf(text)) || prefixes.some((p) => text.startsWith(p));
}

export function findRouteLiterals(
  source: string,
  isCatalogue: (text: string) => boolean,
  file = 'input.tsx',
) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)
        ? node.text
        : undefined;
    if (text?.startsWith('/') && isCatalogue(text))
      findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

const ROOT = 'apps/backoffice/src';

/** Every non-test source file of the back office. */
export function backofficeFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return walk(ROOT);
}

if (import.meta.main) {
  const root = process.cwd();
  const args = process.argv.slice(2);
  const isCatalogue = catalogueMatcher(routedPages().map((e) => e.path));
  const findings = (args.length ? args : backofficeFiles(root)).flatMap((file) =>
    findRouteLiterals(readFileSync(join(root, file), 'utf8'), isCatalogue, file),
  );
  for (const f of findings) console.error(`${f.file}:${f.line}  catalogue path typed by hand: ${f.text}`);
  if (findings.length) {
    console.error(`\n${findings.length} hand-typed path(s): build them with routeTo(code, …) from @wms/api.`);
    process.exit(1);
  }
  console.log('check-route-literals: no hand-typed catalogue paths');
}
