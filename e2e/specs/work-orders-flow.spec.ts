import { type Browser, expect as baseExpect, test } from '@playwright/test';
import { messageEndpoints, stockEndpoints, workOrderEndpoints } from '@wms/api';
import { callApi, okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const TEXT = {
  'zh-CN': {
    newTicket: '新建工单',
    keyword: '工单号、标题或关联单号',
    detail: '工单详情',
    send: '发送回复',
    addFee: '添加计费',
    priority: '紧急程度',
    urgent: '紧急',
    feeKeyword: '工单号或备注',
    stockKeyword: '工单号或产品编号',
    unlock: '解锁数量',
    notice: (no: string) => `工单 ${no} 有新回复`,
  },
  'en-US': {
    newTicket: 'New work order',
    keyword: 'Work order number, title or related number',
    detail: 'Work order detail',
    send: 'Send reply',
    addFee: 'Add billing line',
    priority: 'Priority',
    urgent: 'Urgent',
    feeKeyword: 'Work order number or remark',
    stockKeyword: 'Work order or product number',
    unlock: 'Unlock quantity',
    notice: (no: string) => `Work order ${no} has a new reply`,
  },
} as const;
type Locale = keyof typeof TEXT;

// A 1×1 png: the customer's photo of the damage.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openAs(browser: Browser, locale: Locale, path: string, account: string, password: string) {
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const token = await openBackoffice(page, context.request, path, account, password);
  return { context, page, token };
}

test.describe('a work order between a customer and the warehouse', () => {
  test.describe.configure({ timeout: 150_000 });

  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`${locale}: the customer opens a ticket with an attachment, staff reply and add a fee, the customer sees the reply`, async ({
      browser,
    }, info) => {
      const title = `Broken towels ${locale} ${Date.now()}`;
      const customer = await openAs(browser, locale, '/', 'customer01', 'Customer12345');
      const theirs = new ResourceListPage(customer.page, 'work-orders', '/WMS/WorkOrder/GetPageList');
      // The list's chunk loads lazily, which takes a while on a busy machine.
      await customer.page.goto('/work-order/list/index');
      await expect(theirs.root).toBeVisible({ timeout: 60_000 });
      await theirs.toolbarButton(TEXT[locale].newTicket).click();
      const dialog = customer.page.getByRole('dialog');
      await dialog.getByTestId('work-order-priority').click();
      await customer.page.getByRole('option', { name: TEXT[locale].urgent, exact: true }).click();
      await dialog.getByTestId('work-order-title').fill(title);
      await dialog.getByTestId('work-order-description').fill('Two towels arrived torn');
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PHOTO });
      await theirs.confirm();
      await expect(dialog).toBeHidden();

      const staff = await openAs(browser, locale, '/', 'admin01', 'Admin12345');
      const found = await okApi(staff.page.request, staff.token, workOrderEndpoints.getPageList, {
        keyword: title,
      });
      expect(found.items).toHaveLength(1);
      const ticket = found.items[0]!;
      expect(ticket).toMatchObject({
        status: 'pending',
        priority: 'urgent',
        customerCode: 'ACME',
        unread: 1,
      });

      const list = new ResourceListPage(staff.page, 'work-orders', '/WMS/WorkOrder/GetPageList');
      await staff.page.goto('/work-order/list/index');
      await expect(list.root).toBeVisible({ timeout: 60_000 });
      await list.fillFilter(TEXT[locale].keyword, ticket.workOrderNo);
      await list.search();
      await expect(list.rows()).toHaveCount(1);
      await expect(list.row(ticket.workOrderNo).getByTestId('work-order-unread')).toHaveText('1');
      await list.rowAction(ticket.workOrderNo, TEXT[locale].detail);
      const detail = staff.page.getByTestId('work-order-detail');
      await expect(detail.getByTestId('work-order-title')).toHaveText(title, { timeout: 60_000 });
      await expect(detail.getByTestId('work-order-file')).toHaveText('damage.png');
      await detail.getByTestId('work-order-reply-body').fill('We will send two new towels');
      await detail.getByTestId('work-order-send').click();
      await expect(detail.getByTestId('work-order-reply')).toHaveCount(1);
      await detail.getByTestId('work-order-fee').fill('7.5');
      await detail.getByTestId('work-order-fee-remark').fill('Repack');
      await detail.getByTestId('work-order-add-fee').click();
      await expect(detail.getByTestId('work-order-fees')).toContainText('Repack');
      await staff.page.screenshot({
        path: info.outputPath(`work-order-detail-${locale}.png`),
        fullPage: true,
      });

      const after = await okApi(staff.page.request, staff.token, workOrderEndpoints.getDetail, {
        id: ticket.id,
      });
      expect(after).toMatchObject({ status: 'processing', fee: 7.5 });
      expect(after.fees).toEqual([
        expect.objectContaining({ category: 'handling', fee: 7.5, remark: 'Repack' }),
      ]);

      // The billing screen lists the fee with its ticket, for the finance work.
      const billing = new ResourceListPage(staff.page, 'work-order-fees', '/WMS/WorkOrder/GetFeePageList');
      await staff.page.goto('/work-order/billing/index');
      await expect(billing.root).toBeVisible({ timeout: 60_000 });
      await billing.fillFilter(TEXT[locale].feeKeyword, ticket.workOrderNo);
      await billing.search();
      await expect(billing.rows()).toHaveCount(1);
      await expect(billing.row(ticket.workOrderNo)).toContainText('Repack');
      await staff.page.screenshot({ path: info.outputPath(`work-order-billing-${locale}.png`) });

      // After-sales stock: one towel held for the ticket, listed on its screen, released by unlock quantity.
      const stock = await okApi(staff.page.request, staff.token, stockEndpoints.getLocationStockPageList, {
        customerId: ticket.customerId,
        productNos: 'ACME-TOWEL',
        pageIndex: 1,
        pageSize: 50,
      });
      const row = stock.items.find((r) => r.availableQty > 0)!;
      await okApi(staff.page.request, staff.token, workOrderEndpoints.lockStock, {
        workOrderId: ticket.id,
        stockId: row.id,
        quantity: 1,
      });
      const held = new ResourceListPage(staff.page, 'after-sales-stock', '/WMS/WorkOrder/GetStockPageList');
      await staff.page.goto('/work-order/after-sales/index');
      await expect(held.root).toBeVisible({ timeout: 60_000 });
      await held.fillFilter(TEXT[locale].stockKeyword, ticket.workOrderNo);
      await held.search();
      await expect(held.rows()).toHaveCount(1);
      await staff.page.screenshot({ path: info.outputPath(`after-sales-stock-${locale}.png`) });
      await held.rowAction(ticket.workOrderNo, TEXT[locale].unlock);
      await held.confirm();
      await expect
        .poll(
          async () =>
            (await okApi(staff.page.request, staff.token, workOrderEndpoints.getDetail, { id: ticket.id }))
              .stock[0]?.locked,
        )
        .toBe(false);

      // The staff reply is a notice in the customer's information center, in the customer's language.
      const inbox = await callApi(
        customer.page.request,
        customer.token,
        messageEndpoints.getList,
        { pageIndex: 1, pageSize: 20 },
        locale === 'zh-CN' ? 'zh-CN' : 'en',
      );
      expect(inbox.data.items.map((m: { title: string }) => m.title)).toContain(
        TEXT[locale].notice(ticket.workOrderNo),
      );

      // The customer's list shows the unread reply (live), and the ticket shows the reply.
      await expect(theirs.row(ticket.workOrderNo).getByTestId('work-order-unread')).toHaveText('1', {
        timeout: 30_000,
      });
      await customer.page.screenshot({ path: info.outputPath(`work-orders-list-${locale}.png`) });
      await theirs.rowAction(ticket.workOrderNo, TEXT[locale].detail);
      const seen = customer.page.getByTestId('work-order-detail');
      await expect(seen.getByTestId('work-order-reply')).toContainText('We will send two new towels', {
        timeout: 60_000,
      });
      const counts = await okApi(customer.page.request, customer.token, workOrderEndpoints.getTabCounts, {
        keyword: ticket.workOrderNo,
      });
      expect(counts.unread).toBe(0);
      await customer.context.close();
      await staff.context.close();
    });
  }
});
