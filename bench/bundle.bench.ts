/** `pnpm bench bundle`: gzip sizes of both PWAs (build them first: `pnpm -r build`). */
import { fileURLToPath } from 'node:url';
import { BUDGETS } from './bundle-budgets.ts';
import { bundleReport, kb } from './bundle-size.ts';

const dist = (app: string) => fileURLToPath(new URL(`../apps/${app}/dist`, import.meta.url));

export async function run() {
  for (const [name, budget] of Object.entries(BUDGETS)) {
    const r = bundleReport(name, dist(budget.app ?? name), budget.firstRouteSources, budget.entry);
    console.log(
      `${name}: first load JS ${kb(r.initialJsGzip)} gzip (budget ${kb(budget.initialJsGzip)}), CSS ${kb(r.initialCssGzip)}; ` +
        `largest lazy chunk ${kb(r.largestLazy.gzip)} (${r.largestLazy.name}; budget ${kb(budget.largestLazyGzip)}); ` +
        `largest shared lazy chunk ${kb(r.largestShared.gzip)} (${r.largestShared.name}${
          budget.largestSharedGzip ? `; held at ${kb(budget.largestSharedGzip)}` : ''
        })`,
    );
  }
}
