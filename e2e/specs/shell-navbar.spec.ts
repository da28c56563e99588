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
    await expect(page.getByRole('dialog', { name: 'Fee calculator' })).toContainText('Postal code');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Date format' }).click();
    await page.getByRole('menuitem', { name: 'Year-month-day hour:minute:second' }).click();
    // The bar says the choice in a word; the full pattern is the menu's.
    await expect(page.getByRole('button', { name: 'Date format' })).toHaveText('Date + time');
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

  for (const [locale, t] of [
    [
      'en-US',
      {
        forgot: 'Forgot password?',
        email: 'Email',
        account: 'Account',
        send: 'Send code',
        invalid: 'Please enter a valid email',
        notAdmin: 'Only administrators can reset their password by mail',
      },
    ],
    [
      'zh-CN',
      {
        forgot: '忘记密码？',
        email: '邮箱',
        account: '账号',
        send: '发送验证码',
        invalid: '请输入有效的邮箱',
        notAdmin: '只有管理员可以通过邮箱重置密码',
      },
    ],
  ] as const) {
    test(`${locale}: forgot password refuses a non-administrator with a clear message`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('link', { name: t.forgot }).click();
      await expect(page).toHaveURL(/\/forgetPwd$/);
      await page.getByRole('textbox', { name: t.email }).fill('not-an-email');
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByText(t.invalid)).toBeVisible();
      await page.getByRole('textbox', { name: t.account }).fill('manager01');
      await page.getByRole('textbox', { name: t.email }).fill('manager01@demo.wms.test');
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('alert')).toContainText(t.notAdmin);
      await context.close();
    });
  }

  for (const [locale, texts] of [
    // At 1280 px every one of the 8 top menus fits in both languages; at 1000 px (just above the 980 px
    // minimum) how many fit depends on the font, but the bar must not scroll.
    ['en-US', { main: 'Main menu', side: 'Side menu', more: 'More', dc: 'Download center' }],
    ['zh-CN', { main: '主菜单', side: '侧边菜单', more: '更多', dc: '下载中心' }],
  ] as const) {
    test(`${locale}: the 8 top menus fit the bar at 1280 px, the rest under "more", the bar never scrolls when narrower; a page outside the menus has no side menu`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await openBackoffice(page, request, '/order/review/index');
      const nav = page.getByRole('navigation', { name: texts.main });
      const topButtons = nav.getByRole('button');
      const more = nav.getByRole('button', { name: texts.more, exact: true });
      // The menus arrive with the user's information: a first screen on a busy machine can take a while.
      await expect(more).toBeVisible({ timeout: 30_000 });
      const fits = () =>
        page.evaluate(() => {
          const header = document.querySelector('header')!;
          const bar = document.querySelector('[data-testid="top-menus"]')!.parentElement!;
          const last = [...bar.querySelectorAll('nav button')].at(-1)!.getBoundingClientRect();
          return (
            header.scrollWidth <= header.clientWidth &&
            last.right <= bar.getBoundingClientRect().right + 0.5 &&
            document.documentElement.scrollWidth <= document.documentElement.clientWidth
          );
        });
      await expect.poll(async () => (await topButtons.count()) - 1).toBe(8);
      expect(await fits()).toBe(true);

      // Narrower: menus that no longer fit move under "more", and the bar still does not scroll.
      await page.setViewportSize({ width: 1000, height: 900 });
      await expect.poll(async () => (await topButtons.count()) - 1).toBeLessThanOrEqual(8);
      await expect.poll(fits).toBe(true);
      // Every top menu is still reachable: the ones shown plus the ones under "more". Counted again until
      // they add up, since a re-measure (a font arriving, the resize settling) can move one more under it;
      // the items are read from the dropdown "more" controls, not from whichever menu opened last.
      const tops = await (
        await request.get('/api/v1/System/Auth/GetUserInfo', {
          headers: {
            Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('wms.token'))}`,
          },
        })
      ).json();
      const topCount = tops.data.menus.filter(
        (m: { parentId: string | null; isHidden: boolean; path: string }) =>
          m.parentId === null && !m.isHidden && m.path !== '/dashboard/index' && !m.path.includes(':'),
      ).length;
      await expect
        .poll(async () => {
          await more.hover();
          const under = page
            .locator(`[id="${await more.getAttribute('aria-controls')}"]`)
            .getByRole('menuitem');
          await expect(under.first()).toBeVisible();
          return (await topButtons.count()) - 1 + (await under.count());
        })
        .toBe(topCount);
      await page.keyboard.press('Escape');

      // The download center sits outside every menu group: no empty side menu beside it.
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(page.getByRole('navigation', { name: texts.side })).toBeVisible();
      await page.goto('/download/center');
      const heading = page.getByRole('heading', { name: texts.dc });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('navigation', { name: texts.side })).toHaveCount(0);
      const left = await heading.evaluate((n) => n.getBoundingClientRect().left);
      expect(left).toBeLessThan(60);
      await context.close();
    });
  }
});
