/**
 * Fails on a comment that cites a design document outside the repository (docs/conventions.md#comments):
 * the design lives in docs/architecture.md, docs/conventions.md and docs/decisions.md, which every reader
 * of the code has. A citation of their headings (`docs/architecture.md#tenancy`) must name a heading that
 * exists, so renaming one shows every comment to update. Reads the comments of TypeScript and JavaScript files (through the TypeScript parser, so
 * strings and JSX text are not comments) and of shell scripts.
 *
 * The product's requirement documents live outside the repository too, so a comment that points at one of
 * their sections fails (SPEC_CITATION): a section sign followed by a number, whatever stands before it
 * ("spec", "Spec", "spec's", "business", "platform" or nothing), and an opening parenthesis right before
 * the word spec, in any case: a bracketed "spec", "spec: …" or "spec dialog …". The word alone passes: "the
 * spec" in e2e/ is a Playwright spec file, and "specification" or "the requirements" in prose point at no
 * section. Such a comment states the rule itself, or cites a docs/ heading that explains it.
 * Run by `pnpm lint`; `node scripts/check-doc-citations.ts [files…]`.
 */
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import ts from 'typescript';

/** The outside design and style documents by name, section or principle, or a path into the shared folder. */
export const OUTSIDE_CITATION =
  /\b(?:DESIGN|STYLE)\.md\b|\b(?:DESIGN|STYLE)\s*§|\bSTYLE principle|\.\.\/shared\b/;

/** A numbered section of the requirement documents, or a parenthesised citation of them (see the header). */
export const SPEC_CITATION = /§\s*\d|\(spec\b/i;

export interface Finding {
  file: string;
  line: number;
  text: string;
}

const SCRIPT_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs']);
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tools', '.git', 'test-results', 'playwright-report']);
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', '.ci'];
const ROOT_FILES = ['.dependency-cruiser.cjs', 'vitest.config.ts'];

/** Every comment of a TypeScript or JavaScript source, with its starting line (1-based). */
export function scriptComments(source: string, file = 'input.tsx'): Array<{ line: number; text: string }> {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue;
      const line = sf.getLineAndCharacterOfPosition(r.pos).line + 1;
      seen.set(r.pos, { line, text: source.slice(r.pos, r.end) });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(source, node.getEnd()));
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  return [...seen.values()].sort((a, b) => a.line - b.line);
}

/** The `#` comments of a shell script (a `#` at the start of a line or after a space). */
export function shellComments(source: string): Array<{ line: number; text: string }> {
  return source.split('\n').flatMap((text, i) => {
    const at = text.search(/(^|\s)#/);
    return at < 0 || text.startsWith('#!') ? [] : [{ line: i + 1, text: text.slice(at).trim() }];
  });
}

function isShell(file: string, source: string): boolean {
  return file.endsWith('.sh') || source.startsWith('#!/usr/bin/env bash') || source.startsWith('#!/bin/');
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
export const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The heading anchors of each Markdown file in docs/, by its path (`docs/architecture.md`). */
export function docAnchors(root: string): Map<string, Set<string>> {
  const files = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md'));
  return new Map(
    files.map((f) => {
      const headings = readFileSync(join(root, 'docs', f), 'utf8').match(/^#{1,6} .+$/gm) ?? [];
      return [`docs/${f}`, new Set(headings.map((h) => anchorOf(h.replace(/^#+ /, ''))))];
    }),
  );
}

const DOC_LINK = /\b(docs\/[\w-]+\.md)#([\p{L}\p{N}_-]+)/gu;

/** Comments in `source` that cite an outside document, or (given `anchors`) a docs/ heading that is not there. */
export function findOutsideCitations(
  source: string,
  file: string,
  anchors?: Map<string, Set<string>>,
): Finding[] {
  const comments = SCRIPT_EXTENSIONS.has(extname(file))
    ? scriptComments(source, file)
    : isShell(file, source)
      ? shellComments(source)
      : [];
  const brokenLink = (part: string) =>
    anchors !== undefined &&
    [...part.matchAll(DOC_LINK)].some(([, doc, anchor]) => !anchors.get(doc ?? '')?.has(anchor ?? ''));
  return comments.flatMap(({ line, text }) =>
    text
      .split('\n')
      .flatMap((part, i) =>
        OUTSIDE_CITATION.test(part) || SPEC_CITATION.test(part) || brokenLink(part)
          ? [{ file, line: line + i, text: part.trim() }]
          : [],
      ),
  );
}

/** The files the check reads, relative to `root`. */
export function sourceFiles(root: string): string[] {
  const walk = (dir: string): string[] => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : walk(path);
      const ext = extname(entry.name);
      return SCRIPT_EXTENSIONS.has(ext) || ext === '.sh' || (dir === '.ci' && ext === '') ? [path] : [];
    });
  };
  return [...ROOTS.flatMap(walk), ...ROOT_FILES];
}

export function checkFiles(root: string, files: string[]): Finding[] {
  const anchors = docAnchors(root);
  return files.flatMap((file) => findOutsideCitations(readFileSync(join(root, file), 'utf8'), file, anchors));
}

if (import.meta.main) {
  const root = process.cwd();
  const args = process.argv.slice(2);
  const findings = checkFiles(root, args.length ? args : sourceFiles(root));
  for (const f of findings)
    console.error(`${f.file}:${f.line}  cites an outside document or a missing heading: ${f.text}`);
  if (findings.length) {
    console.error(
      `\n${findings.length} comment(s) cite a document outside the repository or a heading docs/ lacks: cite` +
        ' a heading of docs/architecture.md, docs/conventions.md or docs/decisions.md, or just say why.',
    );
    process.exit(1);
  }
  console.log('check-doc-citations: every comment cites the repository, and its headings exist');
}
