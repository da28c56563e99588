import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import {
  customerEndpoints,
  orderEditEndpoints,
  orderListEndpoints,
  orderMoveEndpoints,
  pickingOrderEndpoints,
  relistEndpoints,
} from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';

/** The machine running e2e is shared: the lazy page chunks and the badge queries may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

const texts = {
  'en-US': {
    sideMenu: 'Side menu',
    single: 'Single-product pick lists',
    multi: 'Multi-product pick lists',
    pending: 'Pending delivery',
    relist: 'Pending relist',
    userMenu: 'User menu',
  },
  'zh-CN': {
    sideMenu: '侧边菜单',
    single: '单品拣货单',
    multi: '多品拣货单',
    pending: '待发货',
    relist: '待重新上架',
    userMenu: '用户菜单',
  },
} as const;
const LOCALES = ['en-US', 'zh-CN'] as const;

/** The side menu's entry of a page and the count badge in it (Mantine's Badge in the NavLink's right section). */
const entry = (page: Page, sideMenu: string, title: string) =>
  page.getByRole('navigation', { name: sideMenu }).getByRole('button', { name: new RegExp(`^${title}`) });
const badgeOf = (page: Page, sideMenu: string, title: string) =>
  entry(page, sideMenu, title).locator('.mantine-Badge-root');

/** What the badge shows for a server count: nothing at zero, "99+" above 99. */
async function expectBadge(page: Page, sideMenu: string, title: string, count: number) {
  await expect(entry(page, sideMenu, title)).toBeVisible();
  if (count === 0) await expect(badgeOf(page, sideMenu, title)).toHaveCount(0);
  else await expect(badgeOf(page, sideMenu, title)).toHaveText(count > 99 ? '99+' : String(count));
}

const serverCounts = async (request: APIRequestContext, token: string) => ({
  single: (await okApi(request, token, pickingOrderEndpoints.getPickOrderCount, { pickingOrderType: 1 }))
    .count,
  multi: (await okApi(request, token, pickingOrderEndpoints.getPickOrderCount, { pickingOrderType: 2 }))
    .count,
  pending: (await okApi(request, token, orderListEndpoints.getPendingCount, {})).count,
});

/**
 * `n` single-product orders waiting for a pick list: created pending through the real API, then moved to
 * "to be delivered" in one batch (GetPickOrderCount counts to-be-delivered orders without a pick list).
 */
async function waitingSingleOrders(request: APIRequestContext, token: string, n: number) {
  const customers = await okApi(request, token, customerEndpoints.getChannelList, {
    pageIndex: 1,
    pageSize: 10,
  });
  const acme = customers.items.find((c) => c.customerCode === 'ACME')!;
  const warehouses = await okApi(request, token, orderListEndpoints.getWareHouseInfoByCustomerId, {
    customerId: acme.id,
  });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const order = await okApi(request, token, orderEditEndpoints.createOrder, {
      customerId: acme.id,
      warehouseId: warehouses[0]!.warehouseId,
      recipient: {
        receiverName: 'Badge Test',
        state: 'CA',
        city: 'Ontario',
        postalCode: '91761',
        address1: '9 Vine',
      },
      items: [{ sku: 'ACME-TOWEL', saleNum: 1 }],
    });
    ids.push(order.id);
  }
  await okApi(request, token, orderMoveEndpoints.moveToNotshipped, { ids });
  return ids;
}

for (const locale of LOCALES) {
  const t = texts[locale];
  test.describe(`shell: relist and side-menu badges [${locale}]`, () => {
    test.use({ locale });

    test("the pick-list and pending-delivery badges show the server's counts", async ({ page, request }) => {
      const token = await openBackoffice(page, request, '/picking/pick-list/single-product');
      const counts = await serverCounts(request, token);
      await expectBadge(page, t.sideMenu, t.single, counts.single);
      await expectBadge(page, t.sideMenu, t.multi, counts.multi);
      await expectBadge(page, t.sideMenu, t.pending, counts.pending);
    });

    test('the relist entry, with its count, is shown to the relist roles alone, and only they ask for the count', async ({
      browser,
      request,
    }) => {
      for (const [account, password, relistRole] of [
        ['manager01', 'Manager12345', true],
        ['admin01', 'Admin12345', false],
      ] as const) {
        const context = await browser.newContext({ locale, viewport: { width: 1600, height: 900 } });
        const page = await context.newPage();
        const asked: string[] = [];
        page.on('request', (r) => {
          if (r.url().endsWith(relistEndpoints.getPendingRelistCount.path)) asked.push(r.url());
        });
        const token = await openBackoffice(page, request, '/dashboard/index', account, password);
        await expect(page.getByRole('button', { name: t.userMenu })).toBeVisible();
        const relist = page.getByRole('link', { name: new RegExp(`^${t.relist}`) });
        if (relistRole) {
          const { num } = await okApi(request, token, relistEndpoints.getPendingRelistCount, {});
          await expect(relist).toHaveText(num > 0 ? `${t.relist}${num > 99 ? '99+' : num}` : t.relist);
          expect(asked.length).toBeGreaterThan(0);
          await relist.click();
          await expect(page).toHaveURL(/\/warehouse\/relist\/index$/);
        } else {
          // The navbar is drawn and its own queries are out: an entry would have asked by now.
          await expect(page.getByRole('button', { name: /Task center|任务中心/ })).toBeVisible();
          await page.waitForTimeout(1000);
          await expect(relist).toHaveCount(0);
          expect(asked).toEqual([]);
        }
        await context.close();
      }
    });

    test('a count above 99 shows as 99+, and falls back to the number when the orders are cancelled', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const token = await openBackoffice(page, request, '/picking/pick-list/single-product');
      const before = (await serverCounts(request, token)).single;
      const ids: string[] = [];
      try {
        // One more waiting order: the badge shows the exact new count (up to 99).
        ids.push(...(await waitingSingleOrders(request, token, 1)));
        const one = (await serverCounts(request, token)).single;
        expect(one).toBe(before + 1);
        await page.reload();
        await expectBadge(page, t.sideMenu, t.single, one);
        // Enough more to pass 99.
        ids.push(...(await waitingSingleOrders(request, token, Math.max(1, 100 - one))));
        const after = (await serverCounts(request, token)).single;
        expect(after).toBe(before + ids.length);
        expect(after).toBeGreaterThan(99);
        await page.reload();
        await expectBadge(page, t.sideMenu, t.single, after);
        await expect(badgeOf(page, t.sideMenu, t.single)).toHaveText('99+');
      } finally {
        // Leave the shared e2e data as it was: other specs generate pick lists from the waiting orders.
        if (ids.length) await okApi(request, token, orderMoveEndpoints.updateOrderCancelled, { ids });
      }
      const restored = (await serverCounts(request, token)).single;
      expect(restored).toBe(before);
      await page.reload();
      await expectBadge(page, t.sideMenu, t.single, restored);
    });
  });
}
