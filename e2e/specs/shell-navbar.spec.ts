import { expect, test } from '@playwright/test';
import { openBackoffice } from '../support/backoffice.ts';

test.describe('shell: navbar, user menu and side menu', () => {
  test('en: language and date-format switches, the fee-calculator state, the clocks and the update-password dialog', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await openBackoffice(page, request, '/order/review/index');
    await expect(page.getByRole('button', { name: 'US time zones' })).toContainText(/US Pacific \d\d:\d\d/);
    await page.getByRole('button', { name: 'US time zones' }).click();
    for (const zone of ['US Central', 'US Eastern', 'US Pacific'])
      await expect(
        page.getByRole('menuitem', { name: new RegExp(`${zone}: \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d`) }),
      ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Fee calculator' }).click();
    await expect(page.getByRole('dialog')).toContainText('comes with the customer quotes work');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Date format' }).click();
    await page.getByRole('menuitem', { name: 'Year-month-day hour:minute:second' }).click();
    await expect(page.getByRole('button', { name: 'Date format' })).toHaveText(
      'Year-month-day hour:minute:second',
    );
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wms.settings')!).dateFormat)).toBe(
      'datetime',
    );

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog.getByLabel('Display name')).toHaveAttribute('readonly');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '订单', exact: true }),
    ).toBeVisible();
  });

  test('zh: a window of 700 px or less collapses the side menu', async ({ page, request }) => {
    await page.addInitScript(() => localStorage.setItem('wms.locale', 'zh-CN'));
    await page.setViewportSize({ width: 1300, height: 800 });
    await openBackoffice(page, request, '/order/review/index');
    await expect(page.getByRole('button', { name: '收起菜单' })).toBeVisible();
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '侧边菜单' }).getByRole('button', { name: '订单审核' }),
    ).toBeVisible();
  });

  test('zh: forgot password refuses a non-administrator with a clear message', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('wms.locale', 'zh-CN'));
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await expect(page).toHaveURL(/\/forgetPwd$/);
    await page.getByRole('textbox', { name: '邮箱' }).fill('not-an-email');
    await page.getByRole('button', { name: '发送验证码' }).click();
    await expect(page.getByText('请输入有效的邮箱')).toBeVisible();
    await page.getByRole('textbox', { name: '账号' }).fill('manager01');
    await page.getByRole('textbox', { name: '邮箱' }).fill('manager01@demo.wms.test');
    await page.getByRole('button', { name: '发送验证码' }).click();
    await expect(page.getByRole('alert')).toContainText('只有管理员可以通过邮箱重置密码');
  });
});
