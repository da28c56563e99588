import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type Request,
  test,
} from '@playwright/test';
import { resourceCatalogue } from '@wms/api';
import { seriousFindings, WCAG_AA } from '../support/axe.ts';
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

const LOCALES = ['en-US', 'zh-CN'] as const;

// A hundred navigations in one trace cost more than the checks; a failure lists every finding by page.
test.use({ trace: 'off' });

/** `main` alone checks the page without the shell around it (the same on every page, checked once). */
async function findings(page: Page, where: string, scope?: 'main') {
  const found = await seriousFindings(page, { where, scope, tags: WCAG_AA });
  if (found.length) console.log(found.join('\n'));
  return found;
}

/** Requests the page has sent and not yet seen answered (a page's lists load after it mounts). */
function inFlight(page: Page) {
  const open = new Set<Request>();
  // The server's event stream (`/api/v1/events`) stays open for the page's whole life: it does not count.
  page.on('request', (r) => {
    if (!new URL(r.url()).pathname.endsWith('/events')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

/**
 * Client-side navigation, as a menu click does: the shell stays loaded. Settled when no request is open
 * for a moment and no loader shows (quicker than `networkidle`'s half second per page).
 */
async function visit(page: Page, open: Set<Request>, path: string, base = '') {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `${base}${path}`);
  // A page may add its default filters to the address (`?status=…`).
  await expect(page).toHaveURL(new RegExp(`${`${base}${path}`.replace(/[.?]/g, '\\$&')}(\\?|$)`));
  // A request that never ends (a stream) would hold this forever: ten seconds at most.
  for (let quiet = 0, waited = 0; quiet < 2 && waited < 10_000; waited += 100) {
    await page.waitForTimeout(100);
    quiet = open.size ? 0 : quiet + 1;
    if (waited === 9_900) console.log(`still open on ${path}: ${[...open].map((r) => r.url()).join(' ')}`);
  }
  await expect(page.locator('main .mantine-Loader')).toHaveCount(0, { timeout: 15_000 });
}

/** The back-office pages in a few runs per language, so a slow machine's run stays within a test's time. */
const CHUNKS = 3;
const chunkOf = (index: number) =>
  pages.slice(Math.floor((index * pages.length) / CHUNKS), Math.floor(((index + 1) * pages.length) / CHUNKS));

async function backOfficeSweep(browser: Browser, request: APIRequestContext, locale: string, chunk: number) {
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const open = inFlight(page);
  await openBackoffice(page, request, '/dashboard/index');
  await expect(page.getByTestId('widget-orders')).toBeVisible({ timeout: 20_000 });
  const problems: string[] = [];
  let checked = 0;
  // The shell (navbar, side menu, tabs) once, on the first page; then each page's own content.
  problems.push(...(await findings(page, '/dashboard/index (shell)')));
  for (const entry of chunkOf(chunk)) {
    const t0 = Date.now();
    await visit(page, open, entry.path);
    if ((await page.getByTestId('not-built').count()) > 0) continue;
    checked++;
    // Headed as its menu entry and its tab name it. The page before stays on screen until this one's
    // code has loaded (the router's transition), so the heading is waited for, and axe then sees this page.
    const heading = page.locator('main h2:visible, main h3:visible').first();
    const title = locale === 'en-US' ? entry.title_En : entry.title;
    await expect(heading)
      .toHaveText(title, { timeout: 10_000 })
      .catch(async () =>
        problems.push(`${entry.path} heading "${await heading.textContent()}", menu "${title}"`),
      );
    const t1 = Date.now();
    problems.push(...(await findings(page, entry.path, 'main')));
    console.log(`axe ${locale} ${entry.path}: open ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
  }
  await context.close();
  return { checked, problems };
}

test('axe: the catalogue has the back-office menu pages the sweep expects', () => {
  expect(pages.length).toBeGreaterThan(40);
});

test('axe: the check names a button without a name that a page grows', async ({ page, request }) => {
  await openBackoffice(page, request, '/dashboard/index');
  await expect(page.getByTestId('widget-orders')).toBeVisible({ timeout: 20_000 });
  expect(await findings(page, 'before', 'main')).toEqual([]);
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
  expect((await findings(page, 'after', 'main')).join()).toContain('after button-name');
});

for (const locale of LOCALES) {
  for (let chunk = 0; chunk < CHUNKS; chunk++)
    test(`axe: built back-office menu pages, part ${chunk + 1}/${CHUNKS}, have no serious or critical finding and are headed as their menu entry [${locale}]`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const { checked, problems } = await backOfficeSweep(browser, request, locale, chunk);
      console.log(`axe ${locale}: ${checked} back-office pages checked`);
      // Each part holds built pages (the develop menus' part has the fewest): one that checks none is
      // looking at the wrong thing.
      expect(checked).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });

  test(`axe: the PDA's sign-in and every task screen have no serious or critical finding [${locale}]`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ locale, viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const open = inFlight(page);
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
      await visit(page, open, path, '/pda');
      problems.push(...(await findings(page, `/pda${path}`)));
    }
    await visit(page, open, '/pick', '/pda');
    await page.getByTestId('pick-list-card').filter({ hasText: setup.pickListNo }).click({ timeout: 20_000 });
    const checkOut = page.getByRole('button', {
      name: locale === 'en-US' ? 'Check out this pick list' : '领取拣货单',
    });
    await expect(checkOut).toBeVisible();
    problems.push(...(await findings(page, '/pda/pick/:id (to check out)')));
    await checkOut.click();
    await expect(page.getByTestId('pick-location')).toBeVisible();
    problems.push(...(await findings(page, '/pda/pick/:id (picking)')));
    await context.close();
    expect(problems).toEqual([]);
  });
}
