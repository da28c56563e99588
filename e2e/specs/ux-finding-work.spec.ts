import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  authEndpoints,
  customerEndpoints,
  orderEditEndpoints,
  orderListEndpoints,
  pickingOrderEndpoints,
  relistEndpoints,
  routeTo,
  saleProductEndpoints,
  stockEndpoints,
  syncEndpoints,
} from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { apiLogin, sessionHeaders } from '../support/login.ts';
import { pendingAcmeOrder } from '../support/order-seed.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** Finding the work: the relist list, generating pick lists, and the pages that were placeholders. */
test.use({ viewport: { width: 1440, height: 900 } });

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

/** Client-side navigation, as a link does: the shell stays loaded. */
const visit = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * A relist item of our own: an order of 3 units on a new pick list in pda01's warehouse, of which pda01
 * picks 2 and then finds the line short (through the real sync push, as its handheld would).
 */
async function shortPick(request: APIRequestContext) {
  const admin = (await apiLogin(request, 'admin01', 'Admin12345')).accessToken;
  const pda = await apiLogin(request, 'pda01', 'Pda12345', 'pda');
  const info = (
    await (await request.get(authEndpoints.getUserInfo.path, { headers: sessionHeaders(pda, 'pda') })).json()
  ).data;
  const warehouseId = info.warehouseList[0].warehouseId as string;
  const stock = await okApi(request, admin, stockEndpoints.getLocationStockPageList, {
    warehouseId,
    pageIndex: 1,
    pageSize: 100,
  });
  const row = [...stock.items].sort((a, b) => b.availableQty - a.availableQty)[0]!;
  await okApi(request, admin, stockEndpoints.adjust, { stockId: row.id, quantity: row.quantity + 3 });
  const order = await okApi(request, admin, orderEditEndpoints.createOrder, {
    customerId: row.customerId,
    warehouseId,
    recipient: {
      receiverName: 'Jane Doe',
      state: 'CA',
      city: 'Ontario',
      postalCode: '91761',
      address1: '9 Vine',
    },
    items: [{ sku: row.productNo, saleNum: 3 }],
  });
  const made = await okApi(request, admin, pickingOrderEndpoints.createPickingOrder, {
    warehouseId,
    pickingOrderType: 1,
    includePending: true,
    orderIds: [order.id],
  });
  const list = made.pickLists[0]!;
  await okApi(request, admin, pickingOrderEndpoints.distributePicker, { ids: [list.id], pickerId: info.id });
  const detail = await okApi(request, admin, pickingOrderEndpoints.getPickingOrderDetail, { id: list.id });
  const line = detail.lines[0]!;
  const at = new Date().toISOString();
  const events = [
    { type: 'pick.checkOut', payload: { pickListId: list.id } },
    {
      type: 'pick.confirm',
      payload: {
        pickListId: list.id,
        lineId: line.id,
        locationId: line.locationId,
        qty: 2,
        code: row.productNo,
      },
    },
    { type: 'pick.outOfStock', payload: { pickListId: list.id, lineId: line.id } },
  ].map((event, i) => ({ eventId: randomUUID(), deviceSeq: i + 1, createdAt: at, ...event }));
  const pushed = await request.post(syncEndpoints.push.path, {
    headers: sessionHeaders(pda, 'pda'),
    data: { deviceId: randomUUID(), events },
  });
  const results = (await pushed.json()).data.results as Array<{ status: string }>;
  expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
  return { admin, pickListNo: detail.pickListNo, productNo: row.productNo, locationName: line.locationName };
}

test('[en] the pending-relist badge leads to the relist list: who reported it, where it goes, relisted once', async ({
  page,
  request,
}) => {
  const item = await shortPick(request);
  await openBackoffice(page, request, '/dashboard/index', 'manager01', 'Manager12345');
  await page.getByRole('link', { name: /Pending relist/ }).click();
  await expect(page).toHaveURL(/\/warehouse\/relist\/index/);
  const list = new ResourceListPage(page, 'relist', '/Relist/GetPageList');
  await expect(list.root).toBeVisible();
  const row = list.row(item.pickListNo);
  await expect(row).toContainText('PDA 01');
  await expect(row).toContainText(item.locationName);
  await expect(row).toContainText('Waiting to relist');
  await list.rowAction(item.pickListNo, 'Relist');
  const dialog = page.getByRole('dialog', { name: 'Relist' });
  await expect(dialog.getByTestId('relist-what')).toHaveText(
    `2 × ${item.productNo} from ${item.pickListNo}, suggested location ${item.locationName}`,
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toasts(page).filter({ hasText: 'Put back on the location' })).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(1);
  await expect(list.row(item.pickListNo)).toContainText('Relisted');
  const after = await okApi(request, item.admin, relistEndpoints.getPageList, {
    pageIndex: 1,
    pageSize: 10,
    sourceNo: item.pickListNo,
  });
  expect(after.items).toMatchObject([
    {
      state: 'relisted',
      qty: 2,
      queuedBy: 'PDA 01',
      relistedBy: 'Li Ming',
      relistedLocationName: item.locationName,
    },
  ]);
  await page.screenshot({ path: test.info().outputPath('relist-list-en.png') });
});

test('[en] generate pick lists: the real count, chosen orders only, and what Confirm makes', async ({
  page,
  request,
}) => {
  const token = await openBackoffice(page, request, routeTo('picking.single-product'));
  const a = await pendingAcmeOrder(request, token);
  const b = await pendingAcmeOrder(request, token);
  const detail = await okApi(request, token, orderListEndpoints.getDetail, { id: a.id });
  const list = new ResourceListPage(page, 'pick-lists-single', '/PickingOrder/GetPickingOrderPageList');
  await expect(list.root).toBeVisible();
  await list.root.getByRole('button', { name: 'Generate pick list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate pick list' });
  await dialog.getByRole('combobox', { name: 'Warehouse', exact: true }).click();
  await page.getByRole('option', { name: detail.warehouseName ?? '', exact: true }).click();
  const preview = await okApi(request, token, pickingOrderEndpoints.getPickOrderPreview, {
    warehouseId: detail.warehouseId,
    pickingOrderType: 1,
    includePending: true,
  });
  expect(preview.count).toBeGreaterThanOrEqual(2);
  await expect(dialog.getByTestId('pick-waiting')).toHaveText(
    `${preview.count} orders are waiting for a pick list of this type`,
  );
  await dialog.getByText('Choose orders').click();
  await dialog.getByRole('checkbox', { name: a.orderNo }).check();
  await dialog.getByRole('checkbox', { name: b.orderNo }).check();
  await expect(dialog.getByTestId('pick-plan')).toHaveText(
    `Confirm makes 1 pick list(s) from 2 order(s), at most ${preview.orderLimit} per list`,
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const [one, two] = [
    await okApi(request, token, orderListEndpoints.getDetail, { id: a.id }),
    await okApi(request, token, orderListEndpoints.getDetail, { id: b.id }),
  ];
  expect(one.pickListNo).toBeTruthy();
  expect(two.pickListNo).toBe(one.pickListNo);
  const after = await okApi(request, token, pickingOrderEndpoints.getPickOrderPreview, {
    warehouseId: detail.warehouseId,
    pickingOrderType: 1,
    includePending: true,
  });
  // Only the two chosen orders went on a list; every other waiting order still waits.
  expect(after.count).toBe(preview.count - 2);
});

test('[zh] the relist list and the generate dialog in Chinese', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await openBackoffice(page, request, routeTo('inventory.relist'));
  const list = new ResourceListPage(page, 'relist', '/Relist/GetPageList');
  await expect(list.tab('待重新上架')).toBeVisible();
  await expect(list.tab('已重新上架')).toBeVisible();
  await expect(list.root.getByRole('columnheader', { name: '报缺人' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('relist-list-zh.png') });
  await page.goto(routeTo('picking.single-product'));
  const lists = new ResourceListPage(page, 'pick-lists-single', '/PickingOrder/GetPickingOrderPageList');
  await lists.root.getByRole('button', { name: '生成拣货单', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '生成拣货单' });
  await expect(dialog.getByTestId('pick-waiting')).toContainText('个订单等待生成此类拣货单');
  await expect(dialog.getByTestId('pick-plan')).toContainText('确认后将从');
  await expect(dialog.getByText('选择订单')).toBeVisible();
  await context.close();
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  const t = {
    'en-US': {
      missing: 'Edit sale product: no record was chosen. Open one from its list.',
      edit: 'Edit sale product',
      relate: 'Relate products',
    },
    'zh-CN': {
      missing: '编辑销售产品：未选择记录，请从列表中打开。',
      edit: '编辑销售产品',
      relate: '关联正式产品',
    },
  }[locale];

  test(`the import pages and the sale product edit and relate pages are real pages [${locale}]`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, routeTo('products.formal-import'));
    await expect(page).toHaveURL(/\/product\/formal\/index\?.*dialog=import/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await visit(page, routeTo('orders.drop-shipping-import'));
    await expect(page).toHaveURL(/\/order\/drop-shipping\/index\?.*dialog=import/);
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.keyboard.press('Escape');
    await visit(page, routeTo('products.sale-edit'));
    await expect(page.getByTestId('missing-record')).toContainText(t.missing);

    const customers = await okApi(request, token, customerEndpoints.getChannelList, {
      pageIndex: 1,
      pageSize: 10,
    });
    const acme = customers.items.find((c) => c.customerCode === 'ACME')!;
    const onlineSku = `UX-${locale}-${Date.now()}`;
    const sale = await okApi(request, token, saleProductEndpoints.create, { customerId: acme.id, onlineSku });
    await visit(page, routeTo('products.sale-edit', { id: sale.id }));
    const edit = page.getByRole('dialog', { name: t.edit });
    await expect(edit.getByRole('textbox').first()).toHaveValue(onlineSku);
    await edit.getByRole('button', { name: /^(Cancel|取消)$/ }).click();
    await expect(page).toHaveURL(/\/product\/sale\/index/);
    await visit(page, routeTo('products.sale-relate', { id: sale.id }));
    await expect(page.getByRole('dialog', { name: t.relate })).toBeVisible();
    await context.close();
  });
}
