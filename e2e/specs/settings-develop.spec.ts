import { expect as baseExpect, test } from '@playwright/test';
import {
  apiLogEndpoints,
  cacheEndpoints,
  customerEndpoints,
  customerStoreEndpoints,
  PRINT_HELPER_DOWNLOAD_PATH,
  routeTo,
  salesPlatformEndpoints,
} from '@wms/api';
import { callApi, okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const NOT_CONFIGURED = {
  'zh-CN': '尚未配置亚马逊授权',
  'en-US': 'Amazon authorisation is not configured',
} as const;

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: the API log records the retention change, the cache empties, and Amazon says what to configure`, async ({
    browser,
  }, info) => {
    const tag = locale === 'zh-CN' ? 'zh' : 'en';
    const days = locale === 'zh-CN' ? 30 : 45;
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const token = await openBackoffice(page, context.request, routeTo('develop.api-log'));

    // The retention setting, saved on the page; the save is itself a mutating call the log shows.
    const retention = page.getByTestId('api-log-retention');
    await retention.fill(String(days));
    await page.getByTestId('api-log-retention-save').click();
    await expect(page.getByText('/api/v1/System/ApiLog/SaveSettings').first()).toBeVisible();
    expect(await okApi(page.request, token, apiLogEndpoints.getSettings, {})).toEqual({
      retentionDays: days,
    });
    const logged = await okApi(page.request, token, apiLogEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 10,
      path: 'SaveSettings',
    });
    expect(logged.items[0]).toMatchObject({
      account: 'admin01',
      success: true,
      functionPoint: 'develop:api-log:config',
    });
    await page.screenshot({ path: info.outputPath(`develop-api-log-${tag}.png`) });

    // The print helper's zip is cached once downloaded; clearing the cache empties it.
    await page.request.get(PRINT_HELPER_DOWNLOAD_PATH);
    await page.goto(routeTo('develop.cache'));
    await expect(page.getByTestId('cache-table')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`develop-cache-${tag}.png`) });
    await page.getByTestId('cache-clear-printHelperZip').click();
    await expect
      .poll(async () => (await okApi(page.request, token, cacheEndpoints.getList, {})).caches)
      .toContainEqual({ name: 'printHelperZip', entries: 0 });

    // An Amazon store: the shop authorisation lists it; without the application the Amazon login says
    // which settings are missing, and the server refuses to start the authorisation.
    const customers = await okApi(page.request, token, customerEndpoints.getChannelList, {
      pageIndex: 1,
      pageSize: 100,
    });
    const storeName = `AMZ-${tag}-${Date.now().toString(36)}`;
    const store = await okApi(page.request, token, customerStoreEndpoints.create, {
      customerId: customers.items[0]!.id,
      name: storeName,
      platform: 'Amazon',
    });
    await page.goto(routeTo('system.platform-auth'));
    await expect(page.getByTestId('store-auth-list')).toContainText(storeName);
    await page.screenshot({ path: info.outputPath(`platform-auth-${tag}.png`) });
    await page.getByTestId(`store-authorize-${storeName}`).click();
    const missing = page.getByTestId('amazon-not-configured');
    await expect(missing).toContainText(NOT_CONFIGURED[locale]);
    await expect(missing).toContainText('AMAZON_SP_APP_ID, AMAZON_LWA_CLIENT_ID, AMAZON_LWA_CLIENT_SECRET');
    await page.screenshot({ path: info.outputPath(`amazon-login-${tag}.png`) });
    const refused = await callApi(page.request, token, salesPlatformEndpoints.amazonAuthorize, {
      storeId: store.id,
    });
    expect(refused).toMatchObject({ success: false, code: 'AMAZON_NOT_CONFIGURED' });
    const stores = await okApi(page.request, token, salesPlatformEndpoints.getStoreAuthList, {});
    expect(stores.find((s) => s.storeId === store.id)).toMatchObject({
      isAuthorized: false,
      canAuthorize: true,
    });

    // The remaining develop pages open with their data.
    for (const [code, testId] of [
      ['develop.data-condition', 'data-condition'],
      ['develop.software-team', 'software-team-list'],
      ['develop.resource', 'resource-records'],
      ['develop.api', 'resource-records'],
    ] as const) {
      await page.goto(routeTo(code));
      await expect(page.getByTestId(testId)).toBeVisible();
      if (code === 'develop.software-team') await expect(page.getByTestId(testId)).toContainText('admin01');
      if (testId === 'resource-records')
        await expect(page.getByTestId(testId).locator('tbody tr').first()).toBeVisible();
      if (code === 'develop.api') {
        // The APIs a page at a time: 50 rows, and the next page shows others.
        const rows = page.getByTestId(testId).locator('tbody tr');
        await expect(rows).toHaveCount(50);
        const first = await rows.first().textContent();
        // A row reads in the page's language, its method and address each once, and fits the screen.
        const store = rows.filter({ hasText: '/api/v1/CRM/CustomerStore/Delete' });
        await expect(store).toContainText(
          locale === 'zh-CN' ? '：删除（CustomerStore/Delete）' : 'Remove a store',
        );
        await expect(store).not.toContainText('DELETE /api/v1');
        const table = page.getByTestId(testId);
        expect(await table.evaluate((el) => el.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
        await page.getByTestId('api-pager').getByRole('button', { name: '2', exact: true }).click();
        await expect(rows.first()).not.toHaveText(first!);
      }
      await page.screenshot({ path: info.outputPath(`${code.replace('.', '-')}-${tag}.png`) });
    }
    await context.close();
  });
}
