import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { resourceCatalogue } from '@wms/api';
import { openBackoffice } from '../support/backoffice.ts';

/**
 * Every menu page of the route catalogue, in both languages, passes axe (WCAG 2 A and AA) without a
 * serious or critical finding. The list comes from the catalogue, so a new page is covered the day it
 * is added; a menu entry whose screen is not built yet says so (`not-built`) and is skipped.
 */
const pages = resourceCatalogue.filter(
  (e) =>
    e.resourceType === 2 &&
    !e.isHidden &&
    e.linkType === 1 &&
    e.resourceVersion !== 3 &&
    !e.path.includes(':'),
);

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Sixty navigations in one trace cost more than the checks; a failure lists every finding by page.
test.use({ trace: 'off' });

async function findings(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** Client-side navigation, as a menu click does: the shell stays loaded, so 60 pages take seconds. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A page may add its default filters to the address (`?status=…`).
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.?]/g, '\\$&')}(\\?|$)`));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mantine-Loader')).toHaveCount(0, {
    timeout: 15_000,
  });
}

// Opt-in (E2E_AXE_ALL=1) until the findings the sweep reports are fixed; then it runs in every e2e run.
test.skip(!process.env.E2E_AXE_ALL, 'axe over every page runs with E2E_AXE_ALL=1');

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`axe: every built menu page has no serious or critical finding [${locale}]`, async ({
    browser,
    request,
  }) => {
    // About 60 pages, each visited and checked once; axe's contrast pass dominates the time.
    test.setTimeout(480_000);
    expect(pages.length).toBeGreaterThan(40);
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await openBackoffice(page, request, '/dashboard/index');
    await expect(page.getByTestId('widget-orders')).toBeVisible({ timeout: 20_000 });
    const problems: string[] = [];
    let checked = 0;
    for (const entry of pages) {
      await visit(page, entry.path);
      if ((await page.getByTestId('not-built').count()) > 0) continue;
      checked++;
      const found = await findings(page);
      for (const finding of found) problems.push(`${entry.path} ${finding}`);
      if (found.length) console.log(`axe ${locale} ${entry.path}\n  ${found.join('\n  ')}`);
    }
    expect(checked).toBeGreaterThan(40);
    console.log(`axe ${locale}: ${checked} pages checked\n${problems.join('\n')}`);
    expect(problems).toEqual([]);
    await context.close();
  });
}
