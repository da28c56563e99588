import { expect, test } from '@playwright/test';
import { openBackoffice } from '../support/backoffice.ts';

/** The shell's other pages open with real data: large screen, initial configuration, personal center, help. */
for (const locale of ['en-US', 'zh-CN'] as const) {
  const zh = locale === 'zh-CN';
  test(`large screen, initial configuration and personal pages [${locale}]`, async ({ browser, request }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/screen');
    await expect(
      page.getByRole('heading', { name: zh ? '仓库实时大屏' : 'Warehouse live screen' }),
    ).toBeVisible();
    const overview = await (
      await request.get('/api/v1/Dashboard/Dashboard/GetOverview?days=7', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    const toDeliver = overview.data.orders.byStatus.find(
      (s: { status: string }) => s.status === 'toBeDelivered',
    );
    await expect(page.getByTestId('kpi-to-deliver')).toHaveText(String(toDeliver?.count ?? 0));

    await page.goto('/config/init');
    await expect(page.getByRole('link', { name: zh ? '创建仓库' : 'Create a warehouse' })).toHaveAttribute(
      'href',
      '/warehouse/list/index',
    );
    await page.goto('/presonal/center');
    await expect(page.getByTestId('personal-account')).toHaveText('admin01');
    await page.goto('/help/center');
    await expect(
      page.getByRole('link', { name: zh ? '导入分区' : 'Import the zone partition' }),
    ).toBeVisible();
    await page.goto('/information/center');
    await expect(page.getByRole('tab', { name: zh ? '公告' : 'Announcements' })).toBeVisible();
    await page.goto('/system/update');
    await expect(page.getByRole('heading', { name: zh ? '系统更新' : 'System update' })).toBeVisible();
    await context.close();
  });
}
