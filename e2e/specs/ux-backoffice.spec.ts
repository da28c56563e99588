import { expect, type Locator, type Page, test } from '@playwright/test';
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
    // The bad token is there once, as a stale one would be: the app clears it on the way to the login page,
    // and a script that put it back on every load would send the login page on to the list again.
    await page.addInitScript((key) => {
      if (sessionStorage.getItem('e2e-bad-token')) return;
      sessionStorage.setItem('e2e-bad-token', '1');
      localStorage.setItem(key, 'not-a-real-token');
    }, BACKOFFICE_TOKEN_KEY);
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

/** Reading the screens: the words, times and room of the lists, as a clerk at 1440×900 sees them. */
const reading = {
  'en-US': {
    dateFormat: 'Date format',
    withTime: 'Year-month-day hour:minute:second',
    clocks: 'US time zones',
    eastern: /^US Eastern/,
    detail: 'Detail',
    drawer: 'Order details',
    hours: /\d h$/,
    datePlaceholder: 'YYYY-MM-DD',
    month: /January|February|March|April|May|June|July|August|September|October|November|December/,
    destructive: ['Mark cancelled', 'Delete'],
    refresh: 'New puzzle',
  },
  'zh-CN': {
    dateFormat: '日期格式',
    withTime: '年-月-日 时:分:秒',
    clocks: '美国时区',
    eastern: /^美国东部/,
    detail: '详情',
    drawer: '订单详情',
    hours: /\d 小时$/,
    datePlaceholder: '年-月-日',
    month: /[一二三四五六七八九十]+月/,
    destructive: ['标记取消', '删除'],
    refresh: '换一张',
  },
} as const;

/** Rows of a table wholly in view: inside the window and inside every scrolling box around them. */
const rowsInView = (rows: Locator) =>
  rows.evaluateAll(
    (trs) =>
      trs.filter((tr) => {
        const box = tr.getBoundingClientRect();
        let bottom = window.innerHeight;
        for (let el = tr.parentElement; el; el = el.parentElement)
          if (/auto|scroll|hidden/.test(getComputedStyle(el).overflowY))
            bottom = Math.min(bottom, el.getBoundingClientRect().bottom);
        return box.height > 0 && box.top >= 0 && box.bottom <= bottom + 1;
      }).length,
  );

for (const locale of ['en-US', 'zh-CN'] as const) {
  const t = reading[locale];

  test(`orders at 1440×900: a dozen rows, no column under another, a grouped toolbar, times in the chosen format and zone [${locale}]`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await openBackoffice(page, request, '/order/drop-shipping/index?pageSize=20');
    const list = page.getByTestId('resource-orders');
    const rows = list.locator('tbody tr');
    await expect(rows.nth(11)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`orders-list-${locale}.png`) });
    expect(await rowsInView(rows)).toBeGreaterThanOrEqual(12);
    // No data or actions cell is pinned over the others (only the row's checkbox stays put), and each
    // starts where the one before it ends.
    const overlaps = await rows.evaluateAll((trs) =>
      trs.flatMap((tr) => {
        const cells = [...tr.querySelectorAll('td')];
        return cells.flatMap((td, i) => {
          const sticky =
            getComputedStyle(td).position === 'sticky' &&
            !td.classList.contains('mantine-datatable-row-selector-cell');
          const under =
            i > 0 && td.getBoundingClientRect().left < cells[i - 1]!.getBoundingClientRect().right - 1;
          return sticky || under ? [td.textContent] : [];
        });
      }),
    );
    expect(overlaps).toEqual([]);
    // A row keeps at most three actions inline; the rest are under "More".
    const inline = await rows.evaluateAll((trs) =>
      Math.max(...trs.map((tr) => tr.querySelector('td:last-child')!.querySelectorAll('a, button').length)),
    );
    expect(inline).toBeLessThanOrEqual(4);

    // Dates: year-month-day by default; with the time, in US Pacific and named; then in the zone chosen.
    await expect(rows.first()).toContainText(/\d{4}-\d\d-\d\d/);
    await expect(rows.first()).not.toContainText(/\d\d:\d\d:\d\d/);
    await page.getByRole('button', { name: t.dateFormat }).click();
    await page.getByRole('menuitem', { name: t.withTime }).click();
    await expect(rows.first()).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d P[SD]T/);
    await page.getByRole('button', { name: t.clocks }).click();
    await page.getByRole('menuitem', { name: t.eastern }).click();
    await expect(rows.first()).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d E[SD]T/);

    // The detail drawer names the order and shows no label without a value; durations carry their unit.
    const orderNo = (await rows.first().locator('td').nth(1).textContent())!.trim();
    await list.locator('tbody tr').first().getByRole('button', { name: t.detail, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `${t.drawer} ${orderNo}` });
    await expect(drawer).toBeVisible();
    const bare = await drawer.evaluate(
      (el) =>
        [...el.querySelectorAll('.mantine-Stack-root > div')].filter(
          (f) => !f.lastElementChild?.textContent?.trim(),
        ).length,
    );
    expect(bare).toBe(0);
    await expect(drawer.getByText(t.hours)).toBeVisible();
    await page.keyboard.press('Escape');

    // A date filter reads as the app writes dates, and its calendar speaks the app's language.
    const from = list.getByPlaceholder(t.datePlaceholder).first();
    await from.click();
    await expect(page.locator('.mantine-Popover-dropdown').filter({ hasText: t.month })).toBeVisible();
    await page.keyboard.press('Escape');

    // The Pending toolbar: a few actions on one line, the rest in a menu, the destructive ones apart.
    await page.goto('/order/drop-shipping/index?status=pending');
    const toolbar = list.getByTestId('toolbar');
    await expect(toolbar.getByRole('button', { name: /^(More actions|更多操作)$/ })).toBeVisible();
    expect((await toolbar.boundingBox())!.height).toBeLessThan(50);
    const apart = toolbar.getByTestId('toolbar-destructive');
    for (const name of t.destructive) await expect(apart.getByRole('button', { name })).toBeVisible();
    expect(await toolbar.getByRole('button').count()).toBeLessThanOrEqual(4 + 1 + t.destructive.length);
    await context.close();
  });

  test(`the login slider: its caption beside the handle, "New puzzle" on one line [${locale}]`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    const caption = page.getByTestId('slider-caption');
    const handle = page.getByTestId('slider-handle');
    await expect(caption).toBeVisible();
    // The caption's words (not its padded box) stay clear of the handle and inside the track.
    const words = await caption.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      return { x: box.x, width: box.width };
    });
    const h = (await handle.boundingBox())!;
    expect(words.x >= h.x + h.width + 4 || words.x + words.width <= h.x - 4).toBe(true);
    expect(words.width).toBeGreaterThan(0);
    const refresh = page.getByRole('button', { name: t.refresh });
    const lineHeight = await refresh.evaluate(
      (el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 20,
    );
    expect((await refresh.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 12);
    await context.close();
  });
}
