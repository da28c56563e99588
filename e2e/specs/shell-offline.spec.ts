import { expect, type Page, test } from '@playwright/test';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Whether the app's IndexedDB copy of the query cache (shell/pwa) already holds `text`. */
const savedOffline = (page: Page, text: string) =>
  page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('wms-backoffice');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) {
            db.close();
            return resolve(false);
          }
          const get = db.transaction('query-cache').objectStore('query-cache').get('cache');
          get.onsuccess = () => resolve(JSON.stringify(get.result ?? null).includes(wanted));
          get.onerror = () => resolve(false);
          db.close();
        };
      }),
    text,
  );

/**
 * docs/architecture.md#back-office: the drop-shipping list is loaded online, the connection drops and the
 * page is reloaded. The precached shell opens, the offline banner says so, and the list shows the same orders
 * as before.
 */
for (const [locale, t] of [
  ['en-US', { banner: /You are offline/, heading: 'Drop-shipping orders', main: 'Main menu' }],
  ['zh-CN', { banner: /当前处于离线状态/, heading: '一件代发订单', main: '主菜单' }],
] as const) {
  test(`${locale}: a reload while offline still shows the shell and the last data`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    const list = new ResourceListPage(page, 'orders', '/OMS/Order/GetAllPageList');
    await openBackoffice(page, request, '/order/drop-shipping/index');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect(list.rows().first()).toContainText(/DS\d+/);
    const rows = await list.rows().count();
    expect(rows).toBeGreaterThan(1);
    const orderNos = (await list.rows().allInnerTexts()).map((text) => /DS\d+/.exec(text)![0]);
    await expect.poll(() => savedOffline(page, orderNos.at(-1)!)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText(t.banner);
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.main })).toBeVisible();
    await expect(list.rows()).toHaveCount(rows);
    for (const orderNo of orderNos) await expect(list.row(orderNo)).toBeVisible();
    await context.close();
  });
}

/**
 * The PWA (docs/architecture.md#back-office): installable, and its navigation fallback answers the app's
 * pages only.
 */
test('the back office installs: a manifest with its icons; offline, its pages open and /api and /pda do not', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await openBackoffice(page, request, '/dashboard/index');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === `${size}x${size}`);
    const png = await (await request.get(icon.src)).body();
    // The PNG's own header (IHDR) says how large it is.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  const shell = await page.goto('/order/drop-shipping/index');
  expect(shell?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  for (const path of ['/api/v1/System/Auth/GetUserInfo', '/pda/'])
    await expect(page.goto(path)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.close();
});
