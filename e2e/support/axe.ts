import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2 A and AA rules (2.0 and 2.1), what the page sweeps hold every screen to. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeCheck {
  /** Names the page in each finding. */
  where: string;
  /** A selector to check alone (`main`: the page without the shell around it). Default: the document. */
  scope?: string;
  /** Only the rules of these tags. Default: every rule axe has. */
  tags?: string[];
}

/**
 * axe-core's serious and critical findings on the page, one line per node (`where rule: target`).
 * axe is put into the page once and stays while the app navigates on the client side: injecting it again
 * for each check (what a builder per check does) cost two to three times the check itself, a fifth of the
 * e2e run over the sweep's three hundred pages.
 */
export async function seriousFindings(page: Page, { where, scope, tags }: AxeCheck): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
  };
  const results = await page.evaluate(
    ([context, runOptions]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        context ?? document,
        runOptions,
      ),
    [scope ?? null, options] as const,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${where} ${v.id}: ${n.target.join(' ')}`));
}
