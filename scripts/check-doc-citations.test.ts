import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  checkFiles,
  docAnchors,
  findOutsideCitations,
  sourceFiles,
} from './check-doc-citations.ts';

const cited = (source: string, file = 'input.ts') => findOutsideCitations(source, file).map((f) => f.line);

describe('the outside-document citation check', () => {
  it('fails on comments that cite the outside design or style documents', () => {
    expect(cited('/** Tenancy (DESIGN §3). */\nexport const a = 1;')).toEqual([1]);
    expect(cited('const a = 1; // see STYLE.md\n')).toEqual([1]);
    expect(cited('/**\n * Routes.\n * As in DESIGN.md, section 7.\n */\nexport {};')).toEqual([3]);
    expect(cited('// STYLE principle 2: a screen is data\nexport {};')).toEqual([1]);
    expect(cited('/* read ../shared/spec/business-areas.md */\nexport {};')).toEqual([1]);
    expect(cited('const a = <div>{/* DESIGN § 5 */}</div>;', 'input.tsx')).toEqual([1]);
  });

  it('fails on comments that cite a section or a bracketed "spec" of the requirement documents', () => {
    expect(cited('/** A role: function points plus a data permission (spec §6). */\nexport {};')).toEqual([
      1,
    ]);
    expect(cited('// Spec §2/§9: eight top menus at most\nexport {};')).toEqual([1]);
    expect(cited("/**\n * Names.\n * As the spec's § 5 says.\n */\nexport {};")).toEqual([3]);
    expect(cited('/** Work orders (business §2). */\nexport {};')).toEqual([1]);
    expect(cited('/** Side-menu badges (spec: pick lists, pending delivery). */\nexport {};')).toEqual([1]);
    expect(cited('// the only path the requirements give (SPEC)\nexport {};')).toEqual([1]);
    expect(cited('#!/usr/bin/env bash\n# the spec §8 refusals\n', '.ci/run')).toEqual([2]);
  });

  it('passes the word spec that points at no section, and strings', () => {
    expect(cited('// Every spec logs in from 127.0.0.1: lift the throttle.\nexport {};')).toEqual([]);
    expect(cited("// The spec's own server runs with RUN_JOBS=false.\nexport {};")).toEqual([]);
    expect(cited('/** As the product specification describes. */\nexport {};')).toEqual([]);
    expect(cited("describe('product rules (spec §5)', () => {});")).toEqual([]);
  });

  it('reads the comments of shell scripts', () => {
    expect(cited('#!/usr/bin/env bash\n# runs on PostgreSQL too (DESIGN §8)\nnpm test\n', '.ci/run')).toEqual(
      [2],
    );
    expect(
      cited('#!/usr/bin/env bash\n# see docs/architecture.md#tests-and-benchmarks\n', '.ci/run'),
    ).toEqual([]);
  });

  it('passes citations of the docs folder, and strings that are not comments', () => {
    expect(cited('/** Tenancy (docs/architecture.md#tenancy). */\nexport const a = 1;')).toEqual([]);
    expect(cited("export const pattern = 'DESIGN §3';\nconst b = `STYLE.md`;")).toEqual([]);
    expect(cited('const a = <p>DESIGN §3</p>;', 'input.tsx')).toEqual([]);
  });

  it('fails on a citation of a docs/ heading that does not exist', () => {
    const anchors = new Map([['docs/architecture.md', new Set(['tenancy', 'pda-sync'])]]);
    const links = (source: string) => findOutsideCitations(source, 'input.ts', anchors).map((f) => f.text);
    expect(links('/** RLS (docs/architecture.md#tenancy). */\nexport {};')).toEqual([]);
    expect(links('// docs/architecture.md#tennancy\nexport {};')).toEqual([
      '// docs/architecture.md#tennancy',
    ]);
    expect(links('// docs/missing.md#tenancy\nexport {};')).toEqual(['// docs/missing.md#tenancy']);
    expect(links('// see docs/decisions.md, "Allocation rules"\nexport {};')).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    expect(anchorOf('Identity and permissions')).toBe('identity-and-permissions');
    expect(anchorOf('Jobs, files, mail and live events')).toBe('jobs-files-mail-and-live-events');
    expect(anchorOf('Primary keys are (tenant_id, id)')).toBe('primary-keys-are-tenant_id-id');
    const root = new URL('..', import.meta.url).pathname;
    expect(docAnchors(root).get('docs/architecture.md')).toContain('tenancy');
  });

  it('passes on the repository', () => {
    const root = new URL('..', import.meta.url).pathname;
    const files = sourceFiles(root);
    expect(files).toContain('.ci/run');
    expect(files).toContain('.dependency-cruiser.cjs');
    expect(files.length).toBeGreaterThan(100);
    expect(checkFiles(root, files)).toEqual([]);
    // It parses every source file of the repository: seconds on a quiet machine, more on a busy one.
  }, 60_000);

  it('is part of pnpm lint', () => {
    const root = new URL('..', import.meta.url).pathname;
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
    expect(pkg.scripts.lint).toContain('scripts/check-doc-citations.ts');
  });
});
