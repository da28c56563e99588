import { expect, type Page, test } from '@playwright/test';
import { announcementEndpoints, routeTo, tenantEndpoints } from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { BACKOFFICE_TOKEN_KEY, openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** Back-office usability: what misled new users, seen as they see it, in both languages. */
const texts = {
  'en-US': {
    invalid: 'Your session is invalid, please log in again',
    missing: 'Product detail: no record was chosen. Open one from its list.',
    back: 'Back to Products',
    publish: 'Publish',
    published: 'Publish: done',
    edition: 'Edition',
  },
  'zh-CN': {
    invalid: '登录状态无效，请重新登录',
    missing: '产品详情：未选择记录，请从列表中打开。',
    back: '返回正式产品',
    publish: '发布',
    published: '发布：已完成',
    edition: '版本',
  },
} as const;

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

for (const locale of ['en-US', 'zh-CN'] as const) {
  const t = texts[locale];

  test(`a bad token leads to the login page, which says why [${locale}]`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.addInitScript((key) => localStorage.setItem(key, 'not-a-real-token'), BACKOFFICE_TOKEN_KEY);
    // The page reloads into the login page while it loads: wait for the address, not the first load.
    await page.goto('/order/drop-shipping/index', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
    await expect(page.getByTestId('signed-out-reason')).toHaveText(t.invalid);
    await context.close();
  });

  test(`a detail page without its id says what is missing and links back [${locale}]`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await openBackoffice(page, request, routeTo('products.formal-detail'));
    const missing = page.getByTestId('missing-record');
    await expect(missing).toContainText(t.missing);
    await missing.getByRole('link', { name: t.back }).click();
    await expect(page).toHaveURL(/\/product\/formal\/index/);
    await page.goto(routeTo('inventory.supplies-detail'));
    await expect(page.getByTestId('missing-record')).toBeVisible();
    await page.goto(routeTo('products.formal-import-error'));
    await expect(page.getByTestId('missing-record')).toBeVisible();
    await context.close();
  });

  test(`publishing an announcement shows one toast that says what happened [${locale}]`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/notificy-center/index');
    const tag = `ux-${locale}-${Date.now()}`;
    const created = await okApi(request, token, announcementEndpoints.create, {
      titleCn: `通知 ${tag}`,
      titleEn: `Notice ${tag}`,
      content: '内容',
      contentEn: 'Body',
    });
    const list = new ResourceListPage(page, 'notification-center', '/Message/Announcement/GetList');
    await page.reload();
    await list.rowAction(tag, t.publish);
    await list.confirm();
    await expect(toasts(page).filter({ hasText: t.published })).toHaveCount(1);
    await expect(toasts(page)).toHaveCount(1);
    await okApi(request, token, announcementEndpoints.unpublish, { id: created.id });
    await context.close();
  });

  test(`the dashboard: the purchase form starts at the current edition; a customer sees only its own [${locale}]`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/dashboard/index');
    const plan = await okApi(request, token, tenantEndpoints.getTenantInfo, {});
    const subscription = page.getByTestId('widget-subscription');
    const edition = subscription.getByRole('combobox', { name: t.edition });
    const labels = {
      'en-US': { standard: 'Standard', professional: 'Professional', platinum: 'Platinum' },
      'zh-CN': { standard: '标准版', professional: '专业版', platinum: '铂金版' },
    }[locale];
    await expect(edition).toHaveValue(labels[plan.edition]);
    await context.close();

    const customerContext = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const customerPage = await customerContext.newPage();
    await openBackoffice(customerPage, request, '/dashboard/index', 'customer01', 'Customer12345');
    await expect(customerPage.getByTestId('widget-orders')).toBeVisible({ timeout: 15_000 });
    await expect(customerPage.getByTestId('widget-subscription')).toHaveCount(0);
    await expect(customerPage.getByTestId('widget-storage')).toHaveCount(0);
    await expect(customerPage.getByTestId('widget-setupGuide')).toHaveCount(0);
    await customerContext.close();
  });
}
