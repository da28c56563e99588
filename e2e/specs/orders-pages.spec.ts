import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  orderImportEndpoints,
  orderListEndpoints,
  orderMoveEndpoints,
  orderTaskEndpoints,
  palletCodeEndpoints,
  pickingOrderEndpoints,
  userEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { pendingAcmeOrder, scanOntoPallet } from '../support/order-seed.ts';
import { pdfText } from '../support/pdf-text.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

type Locale = 'en-US' | 'zh-CN';

async function openAs(
  browser: import('@playwright/test').Browser,
  request: import('@playwright/test').APIRequestContext,
  locale: Locale,
  path: string,
) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const token = await openBackoffice(page, request, path);
  return { context, page, token };
}

const statusOf = async (page: Page, token: string, id: string) =>
  (await okApi(page.request, token, orderListEndpoints.getDetail, { id })).status;

async function findRow(list: ResourceListPage, filter: string, value: string) {
  await list.fillFilter(filter, value);
  await list.search();
  await expect(list.rows()).toHaveCount(1);
}

test.describe('order and picking back-office pages', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every page opens from its route in Chinese and English', async ({ browser, request }, info) => {
    const pages: Array<[string, string, string]> = [
      ['/order/processing/index', '订单处理', 'Order processing'],
      ['/order/review/index', '订单审核', 'Order review'],
      ['/order/import-record/index', '导入记录', 'Import records'],
      ['/order/task/index', '订单任务', 'Order tasks'],
      ['/picking/custodian/index', '分配保管员', 'Allocate custodians'],
    ];
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const { context, page } = await openAs(browser, request, locale, '/');
      for (const [path, zh, en] of pages) {
        await page.goto(path);
        await expect(
          page.getByRole('heading', { name: locale === 'zh-CN' ? zh : en, level: 3 }),
        ).toBeVisible();
        await expect(page.locator('tbody').first()).toBeVisible();
        await page.screenshot({
          path: info.outputPath(`${path.split('/')[2]}-${locale}.png`),
          fullPage: true,
        });
      }
      await context.close();
    }
  });

  test('order review approves a pending order (zh)', async ({ browser, request }) => {
    const { context, page, token } = await openAs(browser, request, 'zh-CN', '/order/review/index');
    const order = await pendingAcmeOrder(page.request, token);
    const review = new ResourceListPage(page, 'order-review', '/OMS/Order/GetAllPageList');
    await expect(review.selectedTab()).toContainText('待审核');
    await findRow(review, '订单号', order.orderNo);
    await review.selectRow(order.orderNo);
    await review.toolbarButton('审核通过').click();
    await expect(review.emptyState()).toBeVisible();
    expect(await statusOf(page, token, order.id)).toBe('toBeDelivered');
    await context.close();
  });

  test('order processing reports an order out of stock and takes it back (en)', async ({
    browser,
    request,
  }) => {
    const { context, page, token } = await openAs(browser, request, 'en-US', '/order/processing/index');
    const order = await pendingAcmeOrder(page.request, token);
    await okApi(page.request, token, orderMoveEndpoints.moveToNotshipped, { ids: [order.id] });
    const processing = new ResourceListPage(page, 'order-processing', '/OMS/Order/GetAllPageList');
    await expect(processing.selectedTab()).toContainText('To process');
    await findRow(processing, 'Order number', order.orderNo);
    await processing.selectRow(order.orderNo);
    await processing.toolbarButton('Report out of stock').click();
    await processing.confirm();
    await expect(processing.emptyState()).toBeVisible();
    expect(await statusOf(page, token, order.id)).toBe('outOfStock');

    await processing.selectTab(/^Out of stock/);
    await expect(processing.rows()).toHaveCount(1);
    await processing.selectRow(order.orderNo);
    await processing.toolbarButton('Out of stock to not shipped').click();
    await expect(processing.emptyState()).toBeVisible();
    expect(await statusOf(page, token, order.id)).toBe('toBeDelivered');
    await processing.selectTab(/^Finished/);
    await expect(processing.root.getByTestId('toolbar')).toBeHidden();
    await context.close();
  });

  test('allocates a custodian to a pick list (zh)', async ({ browser, request }) => {
    const { context, page, token } = await openAs(browser, request, 'zh-CN', '/picking/custodian/index');
    const order = await pendingAcmeOrder(page.request, token);
    const made = await okApi(page.request, token, pickingOrderEndpoints.createPickingOrder, {
      warehouseId: order.warehouseId,
      pickingOrderType: 1,
      includePending: true,
      orderIds: [order.id],
    });
    const { pickListNo } = made.pickLists[0]!;
    const clerks = await okApi(page.request, token, userEndpoints.getClerkList, {
      warehouseId: order.warehouseId,
    });
    const clerk = clerks.find((c) => c.account === 'pda02')!;

    const custodians = new ResourceListPage(page, 'custodians', '/PickingOrder/GetPickingOrderPageList');
    await custodians.selectTab(/^未分配保管员/);
    await findRow(custodians, '拣货单号', pickListNo);
    await custodians.selectRow(pickListNo);
    await custodians.toolbarButton('分配保管员').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: '保管员', exact: true }).click();
    await page.getByRole('option', { name: /pda02/ }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await expect(custodians.emptyState()).toBeVisible();

    const lists = await okApi(page.request, token, pickingOrderEndpoints.getPickingOrderPageList, {
      pickListNos: pickListNo,
      hasCustodian: 'true',
      pageIndex: 1,
      pageSize: 10,
    });
    expect(lists.items).toEqual([expect.objectContaining({ pickListNo, custodianId: clerk.id })]);
    await custodians.selectTab(/^已分配保管员/);
    await expect(custodians.row(pickListNo)).toContainText(clerk.displayName);
    await context.close();
  });

  test('the pallet detail shows what is on the pallet and prints its pick sheet (en)', async ({
    browser,
    request,
  }, info) => {
    const { context, page, token } = await openAs(browser, request, 'en-US', '/picking/pallet-code/index');
    const [warehouse] = await okApi(page.request, token, warehouseEndpoints.getList, {});
    const run = await okApi(page.request, token, palletCodeEndpoints.generate, {
      warehouseId: warehouse!.warehouseId,
      use: 'picking',
      printSize: '4x6',
      plqty: 1,
    });
    const { palletCode, id } = run.items[0]!;
    await scanOntoPallet(page.request, palletCode, [
      { cartonNo: 'CTN-E2E-1' },
      { productNo: 'ACME-LAMP', qty: 3 },
    ]);

    const pallets = new ResourceListPage(page, 'pallets', '/PalletCode/GetPageList');
    await findRow(pallets, 'Pallet code', palletCode);
    await pallets.rowAction(palletCode, 'Pallet detail');
    await expect(page).toHaveURL(new RegExp(`/picking/pallet/detail\\?id=${id}`));
    const detail = page.getByTestId('pallet-detail');
    await expect(detail.getByRole('heading', { name: `Pallet detail ${palletCode}` })).toBeVisible();
    await expect(detail.locator('[data-field="use"]')).toHaveText('Picking');
    await expect(detail.getByTestId('pallet-state')).toContainText('In use');
    const lines = detail.getByTestId('pallet-lines').locator('tbody tr');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: 'ACME-LAMP' })).toContainText('3');

    // no print helper here: the install prompt offers the sheet as PDF
    await detail.getByRole('button', { name: 'Print pick list' }).click();
    const [printed] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/PalletCode/Print')),
      page.getByTestId('print-helper-prompt').getByRole('button', { name: 'Open PDF' }).click(),
    ]);
    const { url } = (await printed.json()).data as { url: string };
    const pdf = await (await page.request.get(url)).body();
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(pdf);
    expect(text).toContain(palletCode);
    expect(text).toContain('ACME-LAMP');
    const stored = await okApi(page.request, token, palletCodeEndpoints.getDetail, { id });
    expect(stored.lines.map((l) => l.productNo ?? l.cartonNo).sort()).toEqual(['ACME-LAMP', 'CTN-E2E-1']);
    await page.screenshot({ path: info.outputPath('pallet-detail-en-US.png'), fullPage: true });
    await context.close();

    const zh = await openAs(browser, request, 'zh-CN', `/picking/pallet/detail?id=${id}`);
    await expect(zh.page.getByRole('heading', { name: `托盘详情 ${palletCode}` })).toBeVisible();
    await expect(zh.page.getByTestId('pallet-state')).toContainText('使用中');
    await zh.page.screenshot({ path: info.outputPath('pallet-detail-zh-CN.png'), fullPage: true });
    await zh.context.close();
  });

  test('import records and order tasks show a task and its per-row results (en, zh)', async ({
    browser,
    request,
  }, info) => {
    const { context, page, token } = await openAs(browser, request, 'en-US', '/order/import-record/index');
    // A label file named after no order: the label import records it and refuses that file (a task
    // whose every file is refused ends failed).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const fileName = `NO-SUCH-ORDER-${Date.now()}.png`;
    const { taskId } = await okApi(page.request, token, orderImportEndpoints.importShipment, {
      files: [{ fileName, content: png.toString('base64') }],
    });
    await expect
      .poll(
        async () =>
          (
            await okApi(page.request, token, orderTaskEndpoints.getPageList, { pageIndex: 1, pageSize: 20 })
          ).items.find((t) => t.taskId === taskId)?.state,
        { timeout: 60_000 },
      )
      .toMatch(/^(completed|failed)$/);
    const records = new ResourceListPage(page, 'import-records', '/GetUserOrderImportRecordList');
    await page.reload();
    await expect(records.row(fileName)).toContainText('Label files');
    await expect(records.row(fileName)).toContainText('Failed');
    await records.rowAction(fileName, 'Rows and results');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('order-task-lines').locator('tbody tr')).toHaveCount(1);
    await expect(dialog.getByTestId('order-task-lines')).toContainText('Failed');
    await page.screenshot({ path: info.outputPath('import-record-lines-en-US.png'), fullPage: true });
    await context.close();

    const zh = await openAs(browser, request, 'zh-CN', '/order/task/index');
    const tasks = new ResourceListPage(zh.page, 'order-tasks', '/OrderTask/GetPageList');
    await tasks.selectTab(/^导入/);
    await expect(tasks.row(fileName)).toContainText('失败');
    await tasks.rowAction(fileName, '明细与结果');
    const lines = zh.page.getByRole('dialog').getByTestId('order-task-lines');
    await zh.page.getByRole('dialog').getByRole('switch', { name: '只看失败行' }).check();
    await expect(lines.locator('tbody tr')).toHaveCount(1);
    await expect(lines).toContainText('失败');
    await zh.page.screenshot({ path: info.outputPath('task-lines-zh-CN.png'), fullPage: true });
    const failed = await okApi(zh.page.request, zh.token, orderTaskEndpoints.getDetailPageList, {
      taskId,
      onlyFailed: true,
      pageIndex: 1,
      pageSize: 10,
    });
    expect(failed.total).toBe(1);
    await zh.context.close();
  });
});
