import { expect, test } from '@playwright/test';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('platform spine', () => {
  test('serves the back office, in Chinese for a zh-CN browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '仓储管理系统' })).toBeVisible();
    await page.getByText('English').click();
    await expect(page.getByRole('heading', { name: 'Warehouse Management System' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Warehouse Management System' })).toBeVisible();
    await context.close();
  });

  test('serves the back office in English for any other browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/some/client/route');
    await expect(page.getByRole('heading', { name: 'Warehouse Management System' })).toBeVisible();
    await context.close();
  });

  test('serves the PDA under /pda/ with its own manifest', async ({ page, request }) => {
    await page.goto('/pda/');
    await expect(page.getByRole('heading', { name: /PDA|手持终端/ })).toBeVisible();
    const manifest = await (await request.get('/pda/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ scope: '/pda/', start_url: '/pda/' });
  });

  test('caches hashed assets forever and index.html never', async ({ request, page }) => {
    const index = await request.get('/');
    expect(index.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await request.get(asset!);
    expect(res.headers()['cache-control']).toContain('immutable');
    const doc = await (await request.get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toContain('/api/v1/DownloadHistory/DownloadHistory/GetList');
    await page.goto('/api/docs');
    await expect(page.getByText('WMS API').first()).toBeVisible({ timeout: 15_000 });
  });
});
