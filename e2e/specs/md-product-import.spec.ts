import { expect, test } from '@playwright/test';
import { IMPORT_COLUMNS, importEndpoints, productEndpoints } from '@wms/api';
import ExcelJS from 'exceljs';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

test.use({ locale: 'en-US' });
// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 90_000 });

const BAD = new Map<number, Record<string, unknown>>([
  [40, { productNo: 'x' }],
  [111, { cartonRate: 0 }],
  [177, { length: -3 }],
]);

test('a product import of 200 rows with 3 bad rows imports nothing and lists those 3 rows', async ({
  page,
  request,
}, testInfo) => {
  const token = await openBackoffice(page, request, '/product/formal/index');
  const list = new ResourceListPage(page, 'formal-products', '/Base/Product/GetListByPage');
  await expect(list.root).toBeVisible();

  // The real English template, filled with 200 rows.
  const template = await okApi(request, token, importEndpoints.getTemplate, {
    kind: 'product',
    locale: 'en',
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await (await request.get(template.url)).body()) as never);
  const sheet = book.worksheets[0]!;
  const prefix = `IM${Date.now().toString(36).toUpperCase().slice(-6)}`;
  for (let i = 0; i < 200; i++) {
    const row: Record<string, unknown> = {
      customerCode: 'ACME',
      productNo: `${prefix}-${String(i).padStart(3, '0')}`,
      nameCn: `导入${i}`,
      nameEn: `Import-${i}`,
      declarationAmount: 3.5,
      cartonRate: 4,
      length: 5,
      width: 4,
      height: 3,
      weight: 0.5,
      ...BAD.get(i),
    };
    sheet.addRow(IMPORT_COLUMNS.product.map((column) => row[column.key] ?? null));
  }
  const file = testInfo.outputPath('products-200.xlsx');
  await book.xlsx.writeFile(file);

  await list.toolbarButton('Import').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByTestId('import-errors')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('link', { name: 'Open the error page' }).click();

  const errorPage = page.getByTestId('import-error-page');
  await expect(errorPage.getByRole('heading', { name: 'Import errors' })).toBeVisible();
  await expect(errorPage.getByTestId('import-state')).toHaveText('Failed');
  const rows = errorPage.getByTestId('import-error-rows').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  // Excel row numbers: the header is row 1, so item i is on row i + 2.
  expect(await rows.locator('td:first-child').allTextContents()).toEqual(['42', '113', '179']);
  await expect(rows.nth(0)).toContainText('SKU must be 5 to 20 letters, digits or hyphens');
  await expect(rows.nth(1)).toContainText('Pieces per carton must be an integer of at least 1');
  await expect(rows.nth(2)).toContainText('Must be a positive number with at most two decimals');

  // All or nothing: not one of the 197 good rows was imported.
  const found = await okApi(request, token, productEndpoints.getListByPage, {
    pageIndex: 1,
    pageSize: 10,
    keyword: prefix,
  });
  expect(found.total).toBe(0);
});
