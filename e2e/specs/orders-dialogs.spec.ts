import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  customerEndpoints,
  downloadHistoryEndpoints,
  orderEditEndpoints,
  orderListEndpoints,
  orderMoveEndpoints,
} from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** A pending ACME order in the customer's first warehouse, made through the API; and the warehouses. */
async function pendingOrder(page: Page, token: string) {
  const customers = await okApi(page.request, token, customerEndpoints.getChannelList, {
    pageIndex: 1,
    pageSize: 10,
  });
  const acme = customers.items.find((c) => c.customerCode === 'ACME')!;
  const warehouses = await okApi(page.request, token, orderListEndpoints.getWareHouseInfoByCustomerId, {
    customerId: acme.id,
  });
  const order = await okApi(page.request, token, orderEditEndpoints.createOrder, {
    customerId: acme.id,
    warehouseId: warehouses[0]!.warehouseId,
    recipient: {
      receiverName: 'Han Meimei',
      state: 'CA',
      city: 'Ontario',
      postalCode: '91761',
      address1: '9 Vine',
    },
    items: [{ sku: 'ACME-TOWEL', saleNum: 1 }],
  });
  return { order, warehouses };
}

const detailOf = (page: Page, token: string, id: string) =>
  okApi(page.request, token, orderListEndpoints.getDetail, { id });

async function openOrders(page: Page, status: string, orderNo: string, orderLabel: string) {
  const orders = new ResourceListPage(page, 'orders', '/OMS/Order/GetAllPageList');
  await page.goto(`/order/drop-shipping/index?status=${status}`);
  await expect(orders.root).toBeVisible();
  await orders.fillFilter(orderLabel, orderNo);
  await orders.search();
  await expect(orders.rows()).toHaveCount(1);
  await orders.selectRow(orderNo);
  return orders;
}

test.describe('order dialogs change what the server holds', () => {
  test.describe.configure({ timeout: 90_000 });

  test('modify warehouse moves a pending order to the customer’s other warehouse (en)', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/order/drop-shipping/index?status=pending');
    const { order, warehouses } = await pendingOrder(page, token);
    const other = warehouses.find((w) => w.warehouseId !== order.warehouseId)!;
    const orders = await openOrders(page, 'pending', order.orderNo, 'Order number');
    await orders.toolbarButton('Modify warehouse').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Shipping warehouse', exact: true }).click();
    await page.getByRole('option', { name: other.warehouseName }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await detailOf(page, token, order.id)).warehouseId)
      .toBe(other.warehouseId);
    await context.close();
  });

  test('exception handling moves an order in exception on to be delivered, with its remark (zh)', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/order/drop-shipping/index?status=exception');
    const { order } = await pendingOrder(page, token);
    await okApi(page.request, token, orderMoveEndpoints.markOrder, { ids: [order.id], mark: 'exception' });
    expect((await detailOf(page, token, order.id)).status).toBe('exception');
    const orders = await openOrders(page, 'exception', order.orderNo, '订单号');
    await orders.toolbarButton('异常处理').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '移至待发货' }).check();
    await dialog.getByRole('textbox', { name: '备注' }).fill('地址已核实');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await detailOf(page, token, order.id)).status).toBe('toBeDelivered');
    const log = await okApi(page.request, token, orderListEndpoints.getOrderOperation, { id: order.id });
    expect(JSON.stringify(log)).toContain('地址已核实');
    await context.close();
  });

  test('the pick progress page exports the lists not fully picked as a download task (zh)', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/picking/progress/index');
    const tasks = () =>
      okApi(page.request, token, downloadHistoryEndpoints.getList, { pageIndex: 1, pageSize: 10 });
    const before = (await tasks()).total;
    await expect(page.getByTestId('pick-progress')).toBeVisible();
    await page.getByRole('button', { name: '导出未拣完进度' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '导出', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await tasks()).total).toBe(before + 1);
    const [task] = (await tasks()).items;
    await expect
      .poll(async () => (await tasks()).items.find((t) => t.id === task!.id)?.state, { timeout: 30_000 })
      .toBe('completed');
    await context.close();
  });
});
