import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import {
  messageEndpoints,
  orderListEndpoints,
  orderMoveEndpoints,
  productEndpoints,
  returnEndpoints,
  stockEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { callApi, okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { pendingAcmeOrder } from '../support/order-seed.ts';
import { wedgeScans } from '../support/pda-helpers.ts';
import { loginPda } from '../support/pda-login.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const SKU = 'ACME-TOWEL';
const TEXT = {
  'zh-CN': {
    keyword: '退货单号、订单号或跟踪号',
    damaged: '残次品',
    confirmReceipt: '确认收货',
    received: '已收货：良品 2，残次品 1',
    handle: '处理',
    putAway: '上架',
    destroy: '销毁',
    pendingClaim: '待认领',
    claim: '认领',
  },
  'en-US': {
    keyword: 'Return, order or tracking number',
    damaged: 'Damaged',
    confirmReceipt: 'Confirm receipt',
    received: 'received: 2 good, 1 damaged',
    handle: 'Handle',
    putAway: 'Put away',
    destroy: 'Destroy',
    pendingClaim: 'Pending claim',
    claim: 'Claim',
  },
} as const;
type Locale = keyof typeof TEXT;

async function openAs(browser: Browser, locale: Locale, path: string, account: string, password: string) {
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const token = await openBackoffice(page, context.request, path, account, password);
  return { context, page, token };
}

/** A return of three towels made through the API from a shipped order of ACME. */
async function returnOfShippedOrder(page: Page, token: string) {
  const made = await pendingAcmeOrder(page.request, token, SKU);
  await okApi(page.request, token, orderMoveEndpoints.markOrder, { ids: [made.id], mark: 'shipped' });
  const order = await okApi(page.request, token, orderListEndpoints.getDetail, { id: made.id });
  const products = await okApi(page.request, token, productEndpoints.getAllList, {
    customerId: order.customerId,
  });
  const towel = products.find((p) => p.productNo === SKU)!;
  const created = await okApi(page.request, token, returnEndpoints.create, {
    orderId: order.id,
    trackingNo: `RET-${order.orderNo}`,
    returnRemarks: 'Wrong colour',
    items: [{ productId: towel.id, quantity: 3 }],
  });
  return { created, warehouseId: order.warehouseId };
}

// A 1×1 png, as the camera of the handheld would hand it over.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The dock worker counts the parcel in on the PDA at 360×640: scans its tracking number, two towels good,
 * one damaged, takes a photo, confirms; the receipt and the photo go up through the outbox.
 */
async function receiveOnPda(browser: Browser, locale: Locale, trackingNo: string, shot: string) {
  const context = await browser.newContext({ locale, viewport: { width: 360, height: 640 } });
  await context.addInitScript(
    (lng) => localStorage.setItem('wms.locale', lng),
    locale === 'zh-CN' ? 'zh-CN' : 'en',
  );
  const page = await context.newPage();
  await loginPda(page, { account: 'pda02' });
  await page.goto('/pda/return-receive');
  await expect(page.getByTestId('return-card').filter({ hasText: trackingNo })).toBeVisible({
    timeout: 30_000,
  });
  await wedgeScans(page, [trackingNo]);
  await expect(page.getByTestId('return-line')).toHaveCount(1);
  await wedgeScans(page, [SKU, SKU]);
  await expect(page.getByTestId('return-good')).toHaveValue('2');
  await page.getByTestId('return-condition').getByText(TEXT[locale].damaged).click();
  await wedgeScans(page, [SKU]);
  await expect(page.getByTestId('return-damaged')).toHaveValue('1');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByTestId('return-photo')).toHaveCount(1);
  await page.screenshot({ path: shot });
  await page.getByRole('button', { name: TEXT[locale].confirmReceipt }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: TEXT[locale].confirmReceipt }).click();
  await expect(page.getByTestId('scan-result')).toContainText(TEXT[locale].received);
  return context;
}

async function towelsOnHand(page: Page, token: string, warehouseId: string) {
  const rows = await okApi(page.request, token, stockEndpoints.getOverviewPageList, {
    warehouseId,
    productNos: SKU,
    pageIndex: 1,
    pageSize: 10,
  });
  return rows.items.find((row) => row.productNo === SKU)?.quantity ?? 0;
}

/** Sets the warehouse's receiptDay (0: a received return is due for the warehouse's own handling at once). */
async function setReceiptDay(page: Page, token: string, id: string, receiptDay: number) {
  const warehouse = await okApi(page.request, token, warehouseEndpoints.getDetail, { id });
  await okApi(page.request, token, warehouseEndpoints.update, { ...warehouse, receiptDay } as never);
}

/**
 * A second return left without a choice: once receiptDay has passed, the scheduled sweep (every
 * SCHEDULE_POLL_MS) applies the warehouse's default handling and the customer's users get a notice.
 */
async function autoHandled(staff: { page: Page; token: string }, customerToken: string, locale: Locale) {
  const { created, warehouseId } = await returnOfShippedOrder(staff.page, staff.token);
  await okApi(staff.page.request, staff.token, returnEndpoints.receive, {
    id: created.id,
    items: [{ productId: created.items[0]!.productId, goodQty: 3, damagedQty: 0 }],
  });
  await setReceiptDay(staff.page, staff.token, warehouseId, 0);
  try {
    await expect
      .poll(
        async () =>
          (await okApi(staff.page.request, staff.token, returnEndpoints.getDetail, { id: created.id }))
            .handledBy,
        { timeout: 30_000 },
      )
      .toBe('auto');
  } finally {
    await setReceiptDay(staff.page, staff.token, warehouseId, 7);
  }
  const detail = await okApi(staff.page.request, staff.token, returnEndpoints.getDetail, { id: created.id });
  expect(detail).toMatchObject({ status: 'hasAddTo', handling: { good: 'putAway' } });
  const inbox = await callInbox(staff.page, customerToken, locale);
  expect(inbox.find((m) => m.title.includes(created.returnNo))?.title).toBe(
    locale === 'zh-CN'
      ? `退货单 ${created.returnNo} 已由仓库处理`
      : `Return ${created.returnNo} handled by the warehouse`,
  );
}

/**
 * A parcel nobody could place is received unclaimed; the customer finds it in the pending-claim tab and
 * claims it by its tracking number and the towel inside; it then waits to be counted in for ACME.
 */
async function claimedByCustomer(
  staff: { page: Page; token: string },
  customer: { page: Page },
  warehouseId: string,
  locale: Locale,
  shot: string,
) {
  const trackingNo = `UNK-${locale}-${Date.now()}`;
  const parcel = await okApi(staff.page.request, staff.token, returnEndpoints.create, {
    warehouseId,
    trackingNo,
  });
  await okApi(staff.page.request, staff.token, returnEndpoints.receive, { id: parcel.id, items: [] });
  const theirs = new ResourceListPage(customer.page, 'returns', '/WMS/Return/GetPageList');
  await openReturn(theirs, locale, trackingNo);
  await theirs.selectTab(TEXT[locale].pendingClaim);
  await expect(theirs.rows()).toHaveCount(1);
  await theirs.rowAction(parcel.returnNo, TEXT[locale].claim);
  const dialog = customer.page.getByRole('dialog');
  await dialog.getByTestId('claim-tracking').fill(trackingNo.toLowerCase());
  await dialog.getByTestId('return-line-product').click();
  await customer.page.getByRole('option', { name: SKU, exact: true }).click();
  await customer.page.screenshot({ path: shot });
  await theirs.confirm();
  await expect
    .poll(
      async () =>
        (await okApi(staff.page.request, staff.token, returnEndpoints.getDetail, { id: parcel.id })).status,
    )
    .toBe('toReceive');
  const claimed = await okApi(staff.page.request, staff.token, returnEndpoints.getDetail, { id: parcel.id });
  expect(claimed).toMatchObject({ customerCode: 'ACME', claimTime: expect.any(String) });
  expect(claimed.items).toEqual([expect.objectContaining({ productNo: SKU, quantity: 1 })]);
}

async function callInbox(page: Page, token: string, locale: Locale) {
  const out = await callApi(
    page.request,
    token,
    messageEndpoints.getList,
    { pageIndex: 1, pageSize: 20 },
    locale === 'zh-CN' ? 'zh-CN' : 'en',
  );
  return out.data.items;
}

async function openReturn(list: ResourceListPage, locale: Locale, returnNo: string) {
  // The list's chunk loads lazily, which takes a while on a busy machine.
  await list.page.goto('/return/list/index');
  await expect(list.root).toBeVisible({ timeout: 60_000 });
  await list.fillFilter(TEXT[locale].keyword, returnNo);
  await list.search();
  await expect(list.rows()).toHaveCount(1);
}

test.describe('a customer return received and handled', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`${locale}: received with one damaged unit, the customer puts the good ones away and destroys the damaged one`, async ({
      browser,
    }, info) => {
      const staff = await openAs(browser, locale, '/', 'admin01', 'Admin12345');
      const { created, warehouseId } = await returnOfShippedOrder(staff.page, staff.token);
      const before = await towelsOnHand(staff.page, staff.token, warehouseId);

      const pda = await receiveOnPda(
        browser,
        locale,
        created.trackingNo,
        info.outputPath(`pda-return-receive-${locale}.png`),
      );
      await expect
        .poll(
          async () =>
            (await okApi(staff.page.request, staff.token, returnEndpoints.getDetail, { id: created.id }))
              .status,
          { timeout: 30_000 },
        )
        .toBe('received');
      const received = await okApi(staff.page.request, staff.token, returnEndpoints.getDetail, {
        id: created.id,
      });
      expect(received.items[0]).toMatchObject({ goodQty: 2, damagedQty: 1 });
      expect(received.photos).toHaveLength(1);
      await pda.close();
      const list = new ResourceListPage(staff.page, 'returns', '/WMS/Return/GetPageList');
      await openReturn(list, locale, created.returnNo);
      await staff.page.screenshot({ path: info.outputPath(`returns-list-${locale}.png`) });

      const customer = await openAs(browser, locale, '/', 'customer01', 'Customer12345');
      const theirs = new ResourceListPage(customer.page, 'returns', '/WMS/Return/GetPageList');
      await openReturn(theirs, locale, created.returnNo);
      await theirs.rowAction(created.returnNo, TEXT[locale].handle);
      const dialog = customer.page.getByRole('dialog');
      await dialog.getByTestId('handling-good').click();
      await customer.page.getByRole('option', { name: TEXT[locale].putAway, exact: true }).click();
      await dialog.getByTestId('handling-damaged').click();
      await customer.page.getByRole('option', { name: TEXT[locale].destroy, exact: true }).click();
      await theirs.confirm();

      await expect
        .poll(
          async () =>
            (await okApi(staff.page.request, staff.token, returnEndpoints.getDetail, { id: created.id }))
              .status,
        )
        .toBe('hasAddTo');
      const detail = await okApi(staff.page.request, staff.token, returnEndpoints.getDetail, {
        id: created.id,
      });
      expect(detail).toMatchObject({
        handledBy: 'customer',
        handling: { good: 'putAway', damaged: 'destroy' },
      });
      expect(detail.items[0]).toMatchObject({ goodQty: 2, damagedQty: 1 });
      expect(await towelsOnHand(staff.page, staff.token, warehouseId)).toBe(before + 2);

      // The detail page's chunk loads lazily, which takes a while on a busy machine.
      await staff.page.goto(`/return/list/detail?id=${created.id}`);
      await expect(
        staff.page.getByTestId('return-detail').locator('[data-field="handledBy"]'),
      ).not.toHaveText('—', { timeout: 60_000 });
      // The photo taken on the handheld shows on the detail page.
      await expect(staff.page.getByTestId('return-photos').getByRole('img')).toHaveCount(1);
      await staff.page.screenshot({ path: info.outputPath(`return-detail-${locale}.png`), fullPage: true });
      await autoHandled(staff, customer.token, locale);
      await claimedByCustomer(
        staff,
        customer,
        warehouseId,
        locale,
        info.outputPath(`returns-claim-${locale}.png`),
      );
      await customer.context.close();
      await staff.context.close();
    });
  }
});
