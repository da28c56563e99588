import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from './bundle-budgets.ts';
import { bundleReport } from './bundle-size.ts';

const dist = (app: string) => fileURLToPath(new URL(`../apps/${app}/dist`, import.meta.url));
const built = Object.entries(BUDGETS).every(([name, b]) =>
  existsSync(`${dist(b.app ?? name)}/.vite/manifest.json`),
);

// The e2e step builds both apps first; `npm test` runs this file after that build (see `test:size`).
describe.runIf(built || process.env.CI)('bundle budgets', () => {
  for (const [name, budget] of Object.entries(BUDGETS)) {
    it(`${name} first load stays within ${budget.initialJsGzip / 1024} KB gzip and lazy chunks within ${budget.largestLazyGzip / 1024} KB`, () => {
      const report = bundleReport(name, dist(budget.app ?? name), budget.firstRouteSources, budget.entry);
      expect(report.initialJsGzip).toBeLessThanOrEqual(budget.initialJsGzip);
      expect(report.largestLazy.gzip).toBeLessThanOrEqual(budget.largestLazyGzip);
      if (budget.largestSharedGzip)
        expect(report.largestShared.gzip).toBeLessThanOrEqual(budget.largestSharedGzip);
    });
  }
});
