import { expect, test } from '@playwright/test';
import { BACKOFFICE_TOKEN_KEY } from '../support/backoffice.ts';
import { apiLogin } from '../support/login.ts';

for (const [locale, banner, heading] of [
  ['en-US', /You are offline/, 'Download center'],
  ['zh-CN', /当前处于离线状态/, '下载中心'],
] as const) {
  test(`${locale}: a reload while offline still shows the shell and the last data`, async ({
    browser,
    request,
  }) => {
    const session = await apiLogin(request, 'admin01', 'Admin12345');
    const context = await browser.newContext({ locale, viewport: { width: 1600, height: 900 } });
    await context.addInitScript(
      ([key, token]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, token);
      },
      [BACKOFFICE_TOKEN_KEY, session.accessToken] as const,
    );
    const page = await context.newPage();
    await page.goto('/download/center');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    const rows = await page.getByRole('row').count();
    await page.waitForTimeout(1500);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText(banner);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /Main menu|主菜单/ })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(rows);
    await context.close();
  });
}
