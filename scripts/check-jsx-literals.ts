/**
 * Fails on literal UI text in JSX (docs/conventions.md#i18n): every visible string comes from `@wms/i18n`.
 * Flags text children (`<Button>Save</Button>`, `{'Save'}`) and string values of text props
 * (`title="Orders"`, `label={'Name'}`). Strings without a letter (`—`, `/`, `99+`) pass.
 * Run by `pnpm lint`; `node scripts/check-jsx-literals.ts [files…]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const TEXT_PROPS = new Set([
  'title',
  'label',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'error',
  'tooltip',
  'message',
  'noRecordsText',
  'loadingText',
]);

export interface Finding {
  file: string;
  line: number;
  text: string;
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

function literalOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalOf(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression);
  return undefined;
}

export function findJsxLiterals(source: string, file = 'input.tsx'): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetter(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = literalOf(node.expression);
      if (text !== undefined && hasLetter(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(sf))) {
      const text = literalOf(node.initializer);
      if (text !== undefined && hasLetter(text)) report(node, `${node.name.getText(sf)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

const ROOTS = ['apps/backoffice/src', 'apps/pda/src', 'packages/ui/src'];

/** Every non-test `.tsx` file the check covers, relative to `root`. */
export function uiFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
    });
  return ROOTS.flatMap((dir) => {
    try {
      return walk(dir);
    } catch {
      return [];
    }
  });
}

export function checkFiles(root: string, files: string[]): Finding[] {
  return files.flatMap((file) =>
    findJsxLiterals(readFileSync(join(root, file), 'utf8'), relative(root, join(root, file))),
  );
}

if (import.meta.main) {
  const root = process.cwd();
  const args = process.argv.slice(2);
  const findings = checkFiles(root, args.length ? args : uiFiles(root));
  for (const f of findings) console.error(`${f.file}:${f.line}  literal UI text: ${f.text}`);
  if (findings.length) {
    console.error(`\n${findings.length} literal UI string(s): put them in packages/i18n and use t().`);
    process.exit(1);
  }
  console.log('check-jsx-literals: no literal UI strings');
}
