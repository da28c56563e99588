import { expect, test } from '@playwright/test';
import { syncEndpoints } from '@wms/api';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** What the PDA does before anyone signs in; there is no way past its sign-in screen but the real login. */
test.describe('PDA shell without a session', () => {
  test('shows the sign-in screen in Chinese or English, and switches', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.goto('/pda/');
    await expect(page.getByRole('heading', { name: 'WMS 手持终端' })).toBeVisible();
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Account' })).toBeVisible();
    await context.close();
  });

  test('a made-up token gets nowhere: the server refuses it and no task screen opens', async ({ page }) => {
    await page.goto('/pda/');
    await page.evaluate(() => localStorage.setItem('wms.pda.token', 'not-a-real-token'));
    const refused = page.waitForResponse((r) => r.url().endsWith(syncEndpoints.getContext.path));
    await page.reload();
    expect((await refused).status()).toBe(401);
    await expect(page.getByRole('heading', { name: 'WMS PDA' })).toBeVisible();
    await expect(page.getByText('Pallets')).toHaveCount(0);
  });

  test('installs its service worker and opens offline after the first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/pda/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'WMS PDA' })).toBeVisible();
    await context.close();
  });
});
