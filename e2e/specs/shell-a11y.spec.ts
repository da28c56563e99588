import { expect, test } from '@playwright/test';
import { seriousFindings } from '../support/axe.ts';
import { openBackoffice } from '../support/backoffice.ts';

for (const locale of ['en-US', 'zh-CN']) {
  test(`axe: the ${locale} login page has no serious or critical violations`, async ({ browser }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByTestId('slider-handle')).toBeVisible();
    await expect(page.getByTestId('slider-piece')).toBeVisible();
    expect(await seriousFindings(page, { where: page.url() })).toEqual([]);
    await context.close();
  });

  /**
   * A list page full of status badges (every order status colour of the demo data: orange, blue, green,
   * red, gray…): the badges keep AA contrast, so axe finds no serious or critical violation. Fifty rows a
   * page, so the pending orders that earlier specs add on top do not push the other statuses off it.
   */
  test(`axe: the ${locale} orders list with its status badges has no serious or critical violations`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await openBackoffice(page, request, '/order/drop-shipping/index?pageSize=50');
    const badges = page.getByTestId('resource-orders').locator('[data-status]');
    await expect(badges.first()).toBeVisible({ timeout: 15_000 });
    const colours = await badges.evaluateAll(
      (nodes) => [...new Set(nodes.map((n) => getComputedStyle(n).backgroundColor))].length,
    );
    expect(colours, 'the page shows badges of several colours').toBeGreaterThan(2);
    expect(await seriousFindings(page, { where: page.url() })).toEqual([]);
    await context.close();
  });
}
