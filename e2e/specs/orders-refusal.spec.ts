import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  customerEndpoints,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  orderEditEndpoints,
  orderListEndpoints,
  orderMoveEndpoints,
} from '@wms/api';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

async function call<E extends Endpoint>(page: Page, token: string, endpoint: E, input: EndpointInput<E>) {
  const res = await page.request.fetch(endpoint.path, {
    method: endpoint.method,
    headers: { authorization: `Bearer ${token}`, 'content-language': 'zh-CN' },
    ...(endpoint.method === 'GET' ? { params: input as Record<string, string> } : { data: input }),
  });
  const body = await res.json();
  expect(body.success, body.message).toBe(true);
  return body.data as EndpointOutput<E>;
}

/** A move the state machine forbids is refused by the server, and the user sees why (in Chinese here). */
test('a refused transition is shown to the user, and the order stays where it was', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const token = await openBackoffice(page, request, '/order/drop-shipping/index?status=pending');
  const customers = await call(page, token, customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 10 });
  const acme = customers.items.find((c) => c.customerCode === 'ACME')!;
  const [warehouse] = await call(page, token, orderListEndpoints.getWareHouseInfoByCustomerId, {
    customerId: acme.id,
  });
  const order = await call(page, token, orderEditEndpoints.createOrder, {
    customerId: acme.id,
    warehouseId: warehouse!.warehouseId,
    recipient: {
      receiverName: 'Li Lei',
      state: 'NJ',
      city: 'Newark',
      postalCode: '07102',
      address1: '1 Broad St',
    },
    items: [{ sku: 'ACME-CUP', saleNum: 1 }],
  });

  const orders = new ResourceListPage(page, 'orders', '/OMS/Order/GetAllPageList');
  await orders.goto('/order/drop-shipping/index?status=pending');
  await orders.fillFilter('订单号', order.orderNo);
  await orders.search();
  await expect(orders.row(order.orderNo)).toContainText('待处理');
  await orders.selectRow(order.orderNo);

  // Meanwhile another user cancels it: the pending tab's "postpone" no longer applies.
  await call(page, token, orderMoveEndpoints.updateOrderCancelled, { ids: [order.id] });
  await orders.toolbarButton('暂缓发货').click();
  await expect(page.getByRole('alert').filter({ hasText: order.orderNo })).toContainText(
    `订单 ${order.orderNo} 为已取消状态`,
  );

  await orders.selectTab(/^已取消/);
  await expect(orders.row(order.orderNo)).toContainText('已取消');
  await context.close();
});
