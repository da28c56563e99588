import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  customerEndpoints,
  customerStoreEndpoints,
  orderEditEndpoints,
  orderListEndpoints,
  orderMoveEndpoints,
  orderShippingEndpoints,
} from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const RECIPIENT = {
  receiverName: 'Li Lei',
  state: 'CA',
  city: 'Ontario',
  postalCode: '91761',
  address1: '18 Vine St',
};

/** The ACME customer and its first warehouse, looked up through the API. */
async function acmeOf(page: Page, token: string) {
  const customers = await okApi(page.request, token, customerEndpoints.getChannelList, {
    pageIndex: 1,
    pageSize: 10,
  });
  const acme = customers.items.find((c) => c.customerCode === 'ACME')!;
  const [warehouse] = await okApi(page.request, token, orderListEndpoints.getWareHouseInfoByCustomerId, {
    customerId: acme.id,
  });
  return { customerId: acme.id, warehouseId: warehouse!.warehouseId };
}

/** A pending ACME order made through the API. */
async function pendingOrder(
  page: Page,
  token: string,
  items: Array<{ sku: string; saleNum: number }>,
  recipient: typeof RECIPIENT = RECIPIENT,
) {
  const acme = await acmeOf(page, token);
  return okApi(page.request, token, orderEditEndpoints.createOrder, { ...acme, recipient, items });
}

/** A shipped ACME order with a label (own delivery) and so a tracking number. */
async function shippedOrder(page: Page, token: string) {
  const order = await pendingOrder(page, token, [{ sku: 'ACME-TOWEL', saleNum: 1 }]);
  await okApi(page.request, token, orderEditEndpoints.createOrUpdatePackage, {
    ids: [order.id],
    packages: [{ length: 10, width: 8, height: 6, weight: 2 }],
  });
  const shipment = await okApi(page.request, token, orderShippingEndpoints.createShipment, {
    ids: [order.id],
  });
  await okApi(page.request, token, orderMoveEndpoints.markOrder, { ids: [order.id], mark: 'shipped' });
  return { ...order, trackingNo: shipment.trackingNo };
}

const detailOf = (page: Page, token: string, id: string) =>
  okApi(page.request, token, orderListEndpoints.getDetail, { id });

/** Opens a status tab filtered to these order numbers and selects them. */
async function openOrders(page: Page, status: string, orderNos: string[], orderLabel: string) {
  const orders = new ResourceListPage(page, 'orders', '/OMS/Order/GetAllPageList');
  await page.goto(`/order/drop-shipping/index?status=${status}`);
  await expect(orders.root).toBeVisible();
  await orders.fillFilter(orderLabel, orderNos.join(','));
  await orders.search();
  await expect(orders.rows()).toHaveCount(orderNos.length);
  for (const orderNo of orderNos) await orders.selectRow(orderNo);
  return orders;
}

async function newPage(browser: import('@playwright/test').Browser, locale: string) {
  const context = await browser.newContext({ locale });
  return { context, page: await context.newPage() };
}

test.describe('more order dialogs change what the server holds', () => {
  test.describe.configure({ timeout: 120_000 });

  test('manual split moves units of one order to a new pending order (en)', async ({ browser, request }) => {
    const { context, page } = await newPage(browser, 'en-US');
    const token = await openBackoffice(page, request, '/order/drop-shipping/index?status=pending');
    const order = await pendingOrder(page, token, [
      { sku: 'ACME-TOWEL', saleNum: 3 },
      { sku: 'ACME-LAMP', saleNum: 1 },
    ]);
    const orders = await openOrders(page, 'pending', [order.orderNo], 'Order number');
    await orders.toolbarButton('Manual split').click();
    const dialog = page.getByRole('dialog');
    const moved = dialog.getByRole('textbox', { name: 'Quantity to the new order' });
    await expect(moved).toHaveCount(2);
    await moved.first().fill('1');
    await moved.nth(1).fill('1');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();

    const kept = await detailOf(page, token, order.id);
    expect(kept.items.map((i) => `${i.sku}×${i.saleNum}`)).toEqual(['ACME-TOWEL×2']);
    const log = await okApi(page.request, token, orderListEndpoints.getOrderOperation, { id: order.id });
    const newNo = log.find((l) => l.action === 'split')!.remark!;
    const found = await okApi(page.request, token, orderListEndpoints.getAllPageList, {
      orderNos: newNo,
      pageIndex: 1,
      pageSize: 10,
    });
    expect(found.items).toHaveLength(1);
    const created = await detailOf(page, token, found.items[0]!.id);
    expect(created.status).toBe('pending');
    expect(created.items.map((i) => `${i.sku}×${i.saleNum}`)).toEqual(['ACME-TOWEL×1', 'ACME-LAMP×1']);
    // both orders are on the pending tab now
    await orders.fillFilter('Order number', `${order.orderNo},${newNo}`);
    await orders.search();
    await expect(orders.rows()).toHaveCount(2);
    await context.close();
  });

  test('combine needs the same addresses and a platform store of the combine tree (zh)', async ({
    browser,
    request,
  }) => {
    const { context, page } = await newPage(browser, 'zh-CN');
    const token = await openBackoffice(page, request, '/order/drop-shipping/index?status=pending');
    const { customerId } = await acmeOf(page, token);
    const storeName = `合并店铺-${Date.now().toString(36)}`;
    const store = await okApi(page.request, token, customerStoreEndpoints.create, {
      customerId,
      name: storeName,
      platform: 'walmart',
    });
    const a = await pendingOrder(page, token, [{ sku: 'ACME-TOWEL', saleNum: 1 }]);
    const b = await pendingOrder(page, token, [{ sku: 'ACME-LAMP', saleNum: 2 }]);
    const other = await pendingOrder(page, token, [{ sku: 'ACME-LAMP', saleNum: 1 }], {
      ...RECIPIENT,
      address1: '77 Other Rd',
    });
    const dialog = page.getByRole('dialog');
    const chooseStore = async () => {
      await dialog.getByRole('combobox', { name: '店铺', exact: true }).click();
      await page.getByRole('option', { name: `${storeName} (walmart)` }).click();
    };

    // another receiving address: refused with the spec's rule, nothing changes
    let orders = await openOrders(page, 'pending', [a.orderNo, other.orderNo], '订单号');
    await orders.toolbarButton('合并订单').click();
    await chooseStore();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(
      page.getByText('的收货地址或发货地址不同，只有地址相同的订单可以合并').first(),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    expect((await detailOf(page, token, other.id)).status).toBe('pending');

    // the same addresses, but no store chosen: refused by the server with the spec's message
    orders = await openOrders(page, 'pending', [a.orderNo, b.orderNo], '订单号');
    await orders.toolbarButton('合并订单').click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('请在合并树中选择这些订单所属客户的平台店铺').first()).toBeVisible();
    await expect(dialog).toBeVisible();
    await chooseStore();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();

    const [survivor, removed] = a.orderNo < b.orderNo ? [a, b] : [b, a];
    await expect.poll(async () => (await detailOf(page, token, removed.id)).status).toBe('removed');
    const merged = await detailOf(page, token, survivor.id);
    expect(merged).toMatchObject({ status: 'pending', storeId: store.id, storeName, platform: 'walmart' });
    expect(merged.items.map((i) => `${i.sku}×${i.saleNum}`).sort()).toEqual(['ACME-LAMP×2', 'ACME-TOWEL×1']);
    await context.close();
  });

  test('return goods checks each return tracking number against the original, then shows the result (en)', async ({
    browser,
    request,
  }) => {
    const { context, page } = await newPage(browser, 'en-US');
    const token = await openBackoffice(page, request, '/order/drop-shipping/index?status=shipped');
    const first = await shippedOrder(page, token);
    const second = await shippedOrder(page, token);
    const orders = await openOrders(page, 'shipped', [first.orderNo, second.orderNo], 'Order number');
    await orders.toolbarButton('Return goods').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('row', { name: new RegExp(first.orderNo) })).toContainText(
      first.trackingNo,
    );
    const returnNo = (orderNo: string) =>
      dialog.getByRole('textbox', { name: `Return tracking number ${orderNo}` });

    // a return label is a new parcel: the original tracking number is refused
    await returnNo(first.orderNo).fill(first.trackingNo);
    await returnNo(second.orderNo).fill('RET-E2E-2');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page
        .getByText(
          `Order ${first.orderNo}: the return tracking number ${first.trackingNo} does not fit the original shipping tracking number ${first.trackingNo}`,
        )
        .first(),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();

    await returnNo(first.orderNo).fill('RET-E2E-1');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const result = page.getByTestId('return-result');
    await expect(result).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Return result' })).toContainText('2 returns created');
    for (const order of [first, second]) {
      const row = result.getByRole('row', { name: new RegExp(order.orderNo) });
      await expect(row).toContainText(/RT\d{11}/);
      const log = await okApi(page.request, token, orderListEndpoints.getOrderOperation, { id: order.id });
      const returned = log.filter((l) => l.action === 'returned');
      expect(returned).toHaveLength(1);
      await expect(row).toContainText(returned[0]!.remark!);
    }
    await page.getByRole('dialog', { name: 'Return result' }).getByRole('button', { name: 'Close' }).click();
    await expect(result).toBeHidden();
    await context.close();
  });

  test('the account dialog sets carrier, service, shipping and billing account (zh)', async ({
    browser,
    request,
  }) => {
    const { context, page } = await newPage(browser, 'zh-CN');
    const token = await openBackoffice(page, request, '/order/drop-shipping/index?status=pending');
    const a = await pendingOrder(page, token, [{ sku: 'ACME-TOWEL', saleNum: 1 }]);
    const b = await pendingOrder(page, token, [{ sku: 'ACME-LAMP', saleNum: 1 }]);
    const orders = await openOrders(page, 'pending', [a.orderNo, b.orderNo], '订单号');
    await orders.toolbarButton('账号').click();
    const dialog = page.getByRole('dialog');
    const field = (name: string) => dialog.getByRole('textbox', { name, exact: false });
    // the carrier is required: the server refuses, the dialog keeps what was entered
    await field('承运商').fill('');
    await field('发货账号').fill('UPS-SHIP-778');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/OMS/Order/UpdateLogisticsAccount')),
      dialog.getByRole('button', { name: '确定' }).click(),
    ]);
    expect((await refused.json()).success).toBe(false);
    await expect(dialog).toBeVisible();
    await expect(field('发货账号')).toHaveValue('UPS-SHIP-778');
    await field('承运商').fill('UPS');
    await field('服务').fill('GROUND');
    await field('计费账号').fill('UPS-BILL-991');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    for (const order of [a, b])
      expect(await detailOf(page, token, order.id)).toMatchObject({
        carrier: 'UPS',
        service: 'GROUND',
        deliverAccount: 'UPS-SHIP-778',
        costAccount: 'UPS-BILL-991',
      });
    await context.close();
  });

  test('the item dialog changes one line of a pending order; the form and the server refuse bad input (en)', async ({
    browser,
    request,
  }) => {
    const { context, page } = await newPage(browser, 'en-US');
    const token = await openBackoffice(page, request, '/order/drop-shipping/index?status=pending');
    const order = await pendingOrder(page, token, [
      { sku: 'ACME-TOWEL', saleNum: 1 },
      { sku: 'ACME-LAMP', saleNum: 1 },
    ]);
    const orders = await openOrders(page, 'pending', [order.orderNo], 'Order number');
    await orders.toolbarButton('Item').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Item', exact: true }).click();
    await page.getByRole('option', { name: 'ACME-LAMP × 1' }).click();
    const sku = dialog.getByRole('textbox', { name: 'SKU', exact: true });
    await expect(sku).toHaveValue('ACME-LAMP');
    // the form refuses an empty quantity with the spec's message, without a request
    await dialog.getByRole('textbox', { name: 'Sale quantity' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Quantity must be an integer greater than 0')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Sale quantity' }).fill('3');
    // the server refuses a SKU that is not the customer's product; the dialog keeps the input
    await sku.fill('NOPE-404');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/SKU NOPE-404 is not a product of customer/).first()).toBeVisible();
    await expect(sku).toHaveValue('NOPE-404');
    await sku.fill('ACME-TOWEL');
    await dialog.getByRole('textbox', { name: 'Buyer' }).fill('Han Meimei');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const detail = await detailOf(page, token, order.id);
    expect(detail.items.map((i) => [i.sku, i.saleNum, i.buyer])).toEqual([
      ['ACME-TOWEL', 1, null],
      ['ACME-TOWEL', 3, 'Han Meimei'],
    ]);
    expect(detail.itemQty).toBe(4);
    await context.close();
  });
});
