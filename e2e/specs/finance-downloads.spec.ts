import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type Bill,
  billEndpoints,
  customerEndpoints,
  downloadHistoryEndpoints,
  IMPORT_COLUMNS,
  importEndpoints,
  miscFeeEndpoints,
  orderListEndpoints,
  routeTo,
  warehouseEndpoints,
} from '@wms/api';
import ExcelJS from 'exceljs';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { pdfText } from '../support/pdf-text.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';
import { xlsxText } from '../support/xlsx-text.ts';

/**
 * The finance back office beyond the month close: the miscellaneous-fee import with its vouchers, the
 * write-off records, the bill downloads (total, per fee, the bilingual PDF) and the dashboard's billing
 * widgets. Each test makes its own customer, fees of last month and bill through the API and the screens.
 */
test.use({ viewport: { width: 1440, height: 900 }, actionTimeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const PDF = Buffer.from('%PDF-1.4\n% voucher\n%%EOF\n');

/** A day of the month before the clock's: fees there can be closed into a bill now. */
function lastMonth() {
  const d = new Date();
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const month = first.toISOString().slice(0, 7);
  return { month, day: `${month}-12` };
}

/** A fresh customer of ACME's first warehouse, and that warehouse's code for the import sheet. */
async function freshCustomer(request: APIRequestContext, token: string, stamp: string) {
  const acme = (
    await okApi(request, token, customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 50 })
  ).items.find((c) => c.customerCode === 'ACME')!;
  const [first] = await okApi(request, token, orderListEndpoints.getWareHouseInfoByCustomerId, {
    customerId: acme.id,
  });
  const warehouse = await okApi(request, token, warehouseEndpoints.getDetail, { id: first!.warehouseId });
  const customer = await okApi(request, token, customerEndpoints.createChannel, {
    customerCode: `FD${stamp}`,
    shortName: 'Downloads',
    fullName: 'Downloads Testing LLC',
    accountType: 'credit',
    creditAmount: 10_000,
    warehouseIds: [warehouse.id],
  } as never);
  return {
    customerId: customer.id,
    customerCode: `FD${stamp}`,
    warehouseId: warehouse.id,
    warehouseCode: warehouse.warehouseKey,
  };
}

/** The import sheet from the real template: two fees, the first naming its voucher. */
async function feeSheet(
  request: APIRequestContext,
  token: string,
  path: string,
  codes: { customerCode: string; warehouseCode: string },
  day: string,
  voucher: string,
) {
  const template = await okApi(request, token, importEndpoints.getTemplate, {
    kind: 'incidental',
    locale: 'en',
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await (await request.get(template.url)).body()) as never);
  const sheet = book.worksheets[0]!;
  const rows: Record<string, unknown>[] = [
    { ...codes, feeType: 'Relabelling', amount: 12.5, happenDate: day, certificate: voucher, remark: 'e2e' },
    { ...codes, feeType: 'Photos', amount: 3.25, happenDate: day, remark: 'e2e' },
  ];
  for (const row of rows) sheet.addRow(IMPORT_COLUMNS.incidental.map((c) => row[c.key] ?? null));
  await book.xlsx.writeFile(path);
}

/** The file of the newest download-center task whose name matches, once it is made. */
async function downloaded(request: APIRequestContext, token: string, name: RegExp) {
  let path = '';
  await expect
    .poll(
      async () => {
        const list = await okApi(request, token, downloadHistoryEndpoints.getList, {});
        const task = list.items.find((t) => name.test(t.filename ?? ''));
        path = task?.fileStatus === 2 ? (task.path ?? '') : '';
        return path;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return Buffer.from(await (await request.get(path)).body());
}

/** Imports two fees with a voucher through the list's import dialog, approves them and closes last month. */
async function billThroughImport(
  page: Page,
  token: string,
  stamp: string,
  outputPath: (name: string) => string,
) {
  const { month, day } = lastMonth();
  const customer = await freshCustomer(page.request, token, stamp);
  const voucher = `V${stamp}`;
  const sheetPath = outputPath('fees.xlsx');
  await feeSheet(page.request, token, sheetPath, customer, day, voucher);
  // The catalogue's import page is the list with its import dialog open.
  await page.goto(routeTo('finance.misc-fee-import'));
  await expect(page).toHaveURL(/\/finance\/misc-fee\/index\?.*dialog=import/);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"][accept=".xlsx,.xls"]').setInputFiles(sheetPath);
  await dialog
    .locator('input[type="file"][multiple]')
    .setInputFiles({ name: `${voucher}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('The import was recorded; see it in the task center')).toBeVisible({
    timeout: 30_000,
  });
  const fees = (
    await okApi(page.request, token, miscFeeEndpoints.getPageList, {
      customerId: customer.customerId,
      pageSize: 10,
    })
  ).items;
  expect(fees.map((f) => [f.amount, f.voucherName]).sort()).toEqual([
    [12.5, `${voucher}.pdf`],
    [3.25, null],
  ]);
  await okApi(page.request, token, miscFeeEndpoints.audit, { ids: fees.map((f) => f.id), approve: true });
  const [bill] = await okApi(page.request, token, billEndpoints.closeMonth, {
    billMonth: month,
    customerId: customer.customerId,
  });
  return { bill: bill as Bill, customer };
}

test('finance downloads (en): import with a voucher, write-off records, the total, a fee download and the bilingual PDF', async ({
  page,
}, info) => {
  const token = await openBackoffice(page, page.request, routeTo('finance.misc-fee'));
  const stamp = `E${Date.now().toString(36).toUpperCase()}`;
  const { bill } = await billThroughImport(page, token, stamp, (name) => info.outputPath(name));
  expect(bill.billMoney).toBe(15.75);
  await okApi(page.request, token, billEndpoints.writeOff, {
    billId: bill.id,
    amount: 5,
    remark: `wire ${stamp}`,
  });

  const records = new ResourceListPage(page, 'write-offs', billEndpoints.getWriteOffList.path);
  await records.goto(routeTo('finance.write-off-record', { invoiceNo: bill.invoiceNo }));
  await expect(records.row(bill.invoiceNo)).toContainText(`wire ${stamp}`);
  await expect(records.row(bill.invoiceNo)).toContainText('5.00');
  await page.screenshot({ path: info.outputPath('write-off-records-en.png') });

  // The month bill total over the billed list's filters.
  const bills = new ResourceListPage(page, 'bills', billEndpoints.getPageList.path);
  await bills.goto(routeTo('finance.billed', { invoiceNo: bill.invoiceNo }));
  await expect(bills.row(bill.invoiceNo)).toBeVisible();
  await bills.toolbarButton('Bill downloads').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  const total = xlsxText(await downloaded(page.request, token, /^Month bill total-/));
  expect(total).toContain(bill.invoiceNo);
  expect(total).toContain('>15.75<');

  // One bill's extra fees (its miscellaneous fees), and its PDF with Chinese and English labels.
  await page.goto(routeTo('finance.bill-detail', { id: bill.id }));
  await page.getByTestId('download-fees').click();
  await page.getByRole('menuitem', { name: 'Extra fees' }).click();
  const extra = xlsxText(await downloaded(page.request, token, /^Extra fees-/));
  for (const amount of ['>12.5<', '>3.25<', '>15.75<']) expect(extra).toContain(amount);
  await page.getByTestId('download-pdf').click();
  const pdf = await downloaded(page.request, token, new RegExp(`${bill.invoiceNo}.*\\.pdf$`));
  const text = pdfText(pdf);
  expect(text).toContain('USD 15.75');
  expect(text).toMatch(/NotoSansSC/);
  await page.screenshot({ path: info.outputPath('bill-detail-en.png') });
});

test('finance downloads (zh): the same screens in Chinese, and the dashboard’s billing widgets', async ({
  browser,
}, info) => {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const token = await openBackoffice(page, page.request, routeTo('finance.misc-fee'));
  // The import dialog in Chinese (the flow itself is the English test's).
  await page.getByTestId('toolbar').getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '导入' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('import-attachments')).toBeVisible();
  await expect(dialog).toContainText('凭证文件');
  await page.screenshot({ path: info.outputPath('misc-fee-import-zh.png') });
  await dialog.getByRole('button', { name: '关闭', exact: true }).click();

  // A bill of last month made through the API, with a payment written off.
  const stamp = `Z${Date.now().toString(36).toUpperCase()}`;
  const { month, day } = lastMonth();
  const customer = await freshCustomer(page.request, token, stamp);
  const fee = await okApi(page.request, token, miscFeeEndpoints.create, {
    customerId: customer.customerId,
    warehouseId: customer.warehouseId,
    feeType: 'Relabelling',
    amount: 9.5,
    happenDate: day,
  });
  await okApi(page.request, token, miscFeeEndpoints.audit, { ids: [fee.id], approve: true });
  const [bill] = await okApi(page.request, token, billEndpoints.closeMonth, {
    billMonth: month,
    customerId: customer.customerId,
  });
  await okApi(page.request, token, billEndpoints.writeOff, { billId: bill!.id, amount: 1.75 });

  const records = new ResourceListPage(page, 'write-offs', billEndpoints.getWriteOffList.path);
  await page.goto(routeTo('finance.write-off-record', { invoiceNo: bill!.invoiceNo }));
  await expect(page.getByRole('heading', { name: '核销记录' })).toBeVisible({ timeout: 30_000 });
  await expect(records.row(bill!.invoiceNo)).toContainText('1.75');

  const bills = new ResourceListPage(page, 'bills', billEndpoints.getPageList.path);
  await page.goto(routeTo('finance.billed', { invoiceNo: bill!.invoiceNo }));
  await expect(bills.row(bill!.invoiceNo)).toBeVisible({ timeout: 30_000 });
  await bills.toolbarButton('账单下载').click();
  await expect(page.getByRole('dialog')).toContainText('信用账单');
  await page.screenshot({ path: info.outputPath('bill-downloads-zh.png') });
  await page.keyboard.press('Escape');

  // Other specs charge labels meanwhile: the widget's figure is checked for its form, the data by the server test.
  await page.goto('/dashboard/index');
  await expect(page.getByTestId('widget-billingTrend')).toContainText('账单趋势', { timeout: 30_000 });
  await expect(page.getByTestId('billing-total')).toHaveText(/^-?\d+\.\d{2}$/);
  await expect(page.getByTestId('widget-billingTrend').locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('widget-pastDue')).toContainText('逾期账户');
  await page.screenshot({ path: info.outputPath('dashboard-billing-zh.png'), fullPage: true });
  await context.close();
});
