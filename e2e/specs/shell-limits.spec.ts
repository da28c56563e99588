import { expect, type Locator, type Page, test } from '@playwright/test';
import { openBackoffice } from '../support/backoffice.ts';

const texts = {
  'en-US': {
    main: 'Main menu',
    side: 'Side menu',
    userMenu: 'User menu',
    moreTools: 'More tools',
    tools: ['Help center', 'System update', 'Fee calculator'],
    collapse: 'Collapse menu',
    right: 'Scroll tabs right',
    left: 'Scroll tabs left',
  },
  'zh-CN': {
    main: '主菜单',
    side: '侧边菜单',
    userMenu: '用户菜单',
    moreTools: '更多工具',
    tools: ['帮助中心', '系统更新', '运费试算'],
    collapse: '收起菜单',
    right: '标签向右滚动',
    left: '标签向左滚动',
  },
} as const;

const box = async (locator: Locator) => (await locator.boundingBox())!;
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The limits of the layout: minimum widths 980 px (1120 px collapsed); the tab strip scrolls by 240. */
for (const locale of ['en-US', 'zh-CN'] as const) {
  const t = texts[locale];
  test.describe(`shell: layout limits [${locale}]`, () => {
    test.use({ locale });

    test('a window under 980 px scrolls sideways with the bar whole; collapsed, the app keeps 1120 px', async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 900, height: 800 });
      await openBackoffice(page, request, '/order/drop-shipping/index');
      const header = page.getByRole('banner');
      const nav = page.getByRole('navigation', { name: t.main });
      const user = page.getByRole('button', { name: t.userMenu });
      await expect(nav.getByRole('button').first()).toBeVisible();
      await expect.poll(() => pageWidth(page)).toBe(980);
      expect((await box(header)).width).toBe(980);
      // The short bar: the logo, at least one top menu, then the tools, none over another.
      const logo = await box(page.getByRole('link', { name: 'WMS' }));
      expect(logo.x + logo.width).toBeLessThanOrEqual((await box(nav)).x);
      const tools = await box(page.getByRole('button', { name: t.moreTools }));
      const lastTop = await box(nav.getByRole('button').last());
      expect(lastTop.x + lastTop.width).toBeLessThanOrEqual(tools.x);
      await page.getByRole('button', { name: t.moreTools }).click();
      for (const name of t.tools) await expect(page.getByRole('menuitem', { name })).toBeVisible();
      await page.keyboard.press('Escape');

      // Scrolled to its right edge, the page brings the header along: the user menu comes into view.
      await expect(user).not.toBeInViewport({ ratio: 1 });
      await page.evaluate(() => window.scrollTo(10_000, 0));
      await expect(user).toBeInViewport({ ratio: 1 });
      expect((await box(page.getByRole('navigation', { name: t.side }))).x).toBeLessThan(0);

      await page.getByRole('button', { name: t.collapse }).click();
      await expect.poll(() => pageWidth(page)).toBe(1120);
      expect((await box(header)).width).toBe(1120);
    });

    test('the tab strip scrolls in steps of 240 px', async ({ page, request }) => {
      await page.setViewportSize({ width: 1000, height: 800 });
      await openBackoffice(page, request, '/notificy-center/index');
      const side = page.getByRole('navigation', { name: t.side });
      const entries = side.getByRole('button');
      await expect(entries.first()).toBeVisible();
      const tabs = page.getByTestId('tab-strip').locator('[data-page-tab]');
      for (let i = 0; i < Math.min(16, await entries.count()); i++) {
        await entries.nth(i).click();
        await expect(tabs.filter({ hasText: (await entries.nth(i).textContent())! })).toBeVisible();
      }
      const viewport = page
        .locator('.mantine-ScrollArea-viewport')
        .filter({ has: page.getByTestId('tab-strip') });
      const overflow = await viewport.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, 'more tabs than the strip shows').toBeGreaterThan(480);
      const scrolled = () => viewport.evaluate((el) => Math.round(el.scrollLeft));
      await viewport.evaluate((el) => el.scrollTo({ left: 0 }));
      await page.getByRole('button', { name: t.right }).click();
      await expect.poll(scrolled).toBe(240);
      await page.getByRole('button', { name: t.right }).click();
      await expect.poll(scrolled).toBe(480);
      await page.getByRole('button', { name: t.left }).click();
      await expect.poll(scrolled).toBe(240);
    });
  });
}
