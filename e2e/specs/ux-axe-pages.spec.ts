import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { resourceCatalogue } from '@wms/api';
import { openBackoffice } from '../support/backoffice.ts';
import { loginPda } from '../support/pda-login.ts';
import { pickListFor } from '../support/pda-pick-setup.ts';

/**
 * Every menu page of the route catalogue and every PDA screen, in both languages, passes axe (WCAG 2 A
 * and AA) without a serious or critical finding. The back-office list comes from the catalogue, so a new
 * page is covered the day its view is added; a menu entry whose screen is not built yet says so
 * (`not-built`) and is skipped.
 */
const pages = resourceCatalogue.filter(
  (e) =>
    e.resourceType === 2 &&
    !e.isHidden &&
    e.linkType === 1 &&
    e.resourceVersion !== 3 &&
    !e.path.includes(':'),
);

/** The PDA's task screens (its router's paths, under /pda/), each opened from the menu the way a tap does. */
const pdaScreens = [
  '/pick',
  '/relist',
  '/pallet',
  '/receive',
  '/put-away',
  '/lookup',
  '/return-receive',
  '/transfer-pallet',
  '/sync',
];

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LOCALES = ['en-US', 'zh-CN'] as const;

// A hundred navigations in one trace cost more than the checks; a failure lists every finding by page.
test.use({ trace: 'off' });

async function findings(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${where} ${v.id}: ${n.target.join(' ')}`));
  if (found.length) console.log(found.join('\n'));
  return found;
}

/** Client-side navigation, as a menu click does: the shell stays loaded, so a page takes a moment. */
async function visit(page: Page, path: string, base = '') {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `${base}${path}`);
  // A page may add its default filters to the address (`?status=…`).
  await expect(page).toHaveURL(new RegExp(`${`${base}${path}`.replace(/[.?]/g, '\\$&')}(\\?|$)`));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mantine-Loader')).toHaveCount(0, { timeout: 15_000 });
}

async function backOfficeSweep(
  browser: Browser,
  request: Parameters<typeof openBackoffice>[1],
  locale: string,
) {
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
    problems.push(...(await findings(page, entry.path)));
  }
  await context.close();
  return { checked, problems };
}

for (const locale of LOCALES) {
  test(`axe: every built back-office menu page has no serious or critical finding [${locale}]`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    expect(pages.length).toBeGreaterThan(40);
    const { checked, problems } = await backOfficeSweep(browser, request, locale);
    console.log(`axe ${locale}: ${checked} back-office pages checked`);
    expect(checked).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  test(`axe: the PDA's sign-in and every task screen have no serious or critical finding [${locale}]`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ locale, viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const problems: string[] = [];
    await page.goto('/pda/');
    await expect(page.getByTestId('slider-handle')).toBeVisible({ timeout: 20_000 });
    problems.push(...(await findings(page, '/pda/ (sign-in)')));

    // The picker, with a list of its own, so the list and pick screens show a card and a line.
    const user = await loginPda(page, { account: 'pda01' });
    const setup = await pickListFor(page, user, 2);
    await page.goto('/pda/');
    await expect(page.getByTestId('menu-pda.pick')).toBeVisible({ timeout: 20_000 });
    problems.push(...(await findings(page, '/pda/')));
    for (const path of pdaScreens) {
      await visit(page, path, '/pda');
      problems.push(...(await findings(page, `/pda${path}`)));
    }
    await visit(page, '/pick', '/pda');
    await page.getByTestId('pick-list-card').filter({ hasText: setup.pickListNo }).click({ timeout: 20_000 });
    await expect(page.getByTestId('pick-location')).toBeVisible();
    problems.push(...(await findings(page, '/pda/pick/:id')));
    await context.close();
    expect(problems).toEqual([]);
  });
}
