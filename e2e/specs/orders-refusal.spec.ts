import { expect as baseExpect, test } from '@playwright/test';
import { orderMoveEndpoints } from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { pendingAcmeOrder } from '../support/order-seed.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** A move the state machine forbids is refused by the server, and the user sees why (in Chinese here). */
test('a refused transition is shown to the user, and the order stays where it was', async ({
  browser,
  request,
}) => {
  // A real server on a shared two-core machine: room beyond the 30 s default.
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const token = await openBackoffice(page, request, '/order/drop-shipping/index?status=pending');
  const order = await pendingAcmeOrder(page.request, token, 'ACME-CUP');

  const orders = new ResourceListPage(page, 'orders', '/OMS/Order/GetAllPageList');
  await orders.goto('/order/drop-shipping/index?status=pending');
  await orders.fillFilter('订单号', order.orderNo);
  await orders.search();
  await expect(orders.row(order.orderNo)).toContainText('待处理');
  await orders.selectRow(order.orderNo);

  // Meanwhile another user cancels it: the pending tab's "postpone" no longer applies.
  await okApi(page.request, token, orderMoveEndpoints.updateOrderCancelled, { ids: [order.id] });
  await orders.toolbarButton('暂缓发货').click();
  await expect(page.getByRole('alert').filter({ hasText: order.orderNo })).toContainText(
    `订单 ${order.orderNo} 为已取消状态`,
  );

  await orders.selectTab(/^已取消/);
  await expect(orders.row(order.orderNo)).toContainText('已取消');
  await context.close();
});
