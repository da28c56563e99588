import { expect, test } from '@playwright/test';
import { seriousFindings } from '../support/axe.ts';
import { openBackoffice } from '../support/backoffice.ts';

/** The dashboard draws the seeded demo figures from the server, in both languages. */
for (const [locale, texts] of [
  [
    'en-US',
    {
      title: 'Dashboard',
      orders: 'Order statistics',
      pending: 'Pending',
      done: 'Done',
      notBuilt: 'Not available yet',
    },
  ],
  ['zh-CN', { title: '首页', orders: '订单统计', pending: '待处理', done: '已完成', notBuilt: '暂不可用' }],
] as const) {
  test(`dashboard shows the seeded figures [${locale}]`, async ({ browser, request }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 1800 } });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/dashboard/index');
    // The charts chunk loads on a first visit: on a busy machine that takes longer than 5 s.
    await expect(page.getByRole('heading', { name: texts.title, level: 2 })).toBeVisible({ timeout: 20_000 });
    const overview = await (
      await request.get('/api/v1/Dashboard/Dashboard/GetOverview?days=30', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(overview.data.orders.total).toBeGreaterThan(20);
    await page.getByText(locale === 'en-US' ? 'Last 30 days' : '近 30 天').click();
    await expect(page.getByTestId('orders-total')).toHaveText(String(overview.data.orders.total), {
      timeout: 20_000,
    });
    const pending = overview.data.orders.byStatus.find((s: { status: string }) => s.status === 'pending');
    await expect(page.getByTestId('orders-by-status')).toContainText(`${texts.pending}: ${pending.count}`);
    await expect(page.getByTestId('widget-orders').locator('.recharts-surface').first()).toBeVisible();
    await expect(page.getByTestId('setup-createWarehouse')).toHaveText(texts.done);
    await expect(page.getByTestId('storage-row').first()).toBeVisible();
    await expect(page.getByTestId('widget-tickets')).toContainText(texts.notBuilt);
    await expect(page.getByTestId('billing-total')).toHaveText(/^-?\d+\.\d{2}$/);
    expect(await seriousFindings(page, { where: page.url() })).toEqual([]);
    await context.close();
  });
}
