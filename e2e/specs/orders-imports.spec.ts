import { expect as baseExpect, test } from '@playwright/test';
import { IMPORT_COLUMNS } from '@wms/api';
import ExcelJS from 'exceljs';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** Label import: a file whose name matches no order comes back in the error list; nothing is lost. */
test('lists the label files that match no pending order', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await openBackoffice(page, request, '/order/drop-shipping/index?status=pending');
  const orders = new ResourceListPage(page, 'orders', '/OMS/Order/GetAllPageList');
  await orders.toolbarButton('Import').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Upload Type' }).click();
  await page.getByRole('option', { name: 'Label import' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'NO-SUCH-ORDER.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByTestId('import-errors')).toContainText(
    'The file NO-SUCH-ORDER.pdf matches no pending order number or tracking number',
    { timeout: 20_000 },
  );
  await context.close();
});

/** An order workbook with a header of column keys (the reader takes keys as well as either language's labels). */
async function orderWorkbook(rows: Array<Record<string, string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  const keys = IMPORT_COLUMNS.dropShipping.map((column) => column.key);
  sheet.addRow(keys);
  for (const row of rows) sheet.addRow(keys.map((key) => row[key] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const orderRow = (recordNo: string, warehouseCode: string) => ({
  storeName: 'AcmeAmazonUS',
  recordNo,
  warehouseCode,
  recipient: 'Jane Doe',
  phone: '213-555-0100',
  country: 'US',
  state: 'CA',
  city: 'Los Angeles',
  postcode: '90001',
  address1: '1 Main St',
  sku: 'ACME-CUP',
  saleNum: 2,
});

/** The order screen has no current warehouse: each row names its own, and a wrong one is that row's error. */
test('imports an order workbook from the order screen, each row in its own warehouse', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await openBackoffice(page, request, '/order/drop-shipping/index?status=pending');
  const orders = new ResourceListPage(page, 'orders', '/OMS/Order/GetAllPageList');
  const recordNo = `IMP-${Date.now().toString(36).toUpperCase()}`;
  await orders.toolbarButton('Import').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Upload Type' }).click();
  await page.getByRole('option', { name: 'Order import', exact: true }).click();
  const upload = async (buffer: Buffer) => {
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'orders.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  };
  // A row naming a warehouse that does not exist: nothing is imported, the row is listed.
  await upload(await orderWorkbook([orderRow(recordNo, 'LAX1'), orderRow(`${recordNo}-X`, 'NOWHERE')]));
  await expect(dialog.getByTestId('import-errors')).toContainText(
    'Warehouse NOWHERE does not exist or is not one of your warehouses',
    { timeout: 30_000 },
  );
  // The good workbook: the dialog closes and the new order is in the list.
  await upload(await orderWorkbook([orderRow(recordNo, 'LAX1')]));
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await orders.fillFilter('Order number', recordNo);
  await orders.search();
  // The order number filter also matches the platform order number (recordNo), which the list does not show.
  await expect(orders.rows()).toHaveCount(1);
  await expect(orders.rows().first()).toContainText('Los Angeles Warehouse');
  await expect(orders.rows().first()).toContainText('ACME-CUP×2');
  await expect(orders.rows().first()).toContainText('Pending');
  await context.close();
});
