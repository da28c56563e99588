import { expect, type Page, test } from '@playwright/test';
import { productEndpoints } from '@wms/api';
import { callApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

test.use({ locale: 'en-US' });
// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 90_000 });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function saveProduct(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test('products: a §5 rule is refused, a product is created, edited with size history, printed and exported', async ({
  page,
  request,
}) => {
  const token = await openBackoffice(page, request, '/product/formal/edit');
  const form = page.getByTestId('product-form');
  await expect(form.getByRole('heading', { name: 'Add product' })).toBeVisible();

  // The SKU rule, in the form and on the server, with the same words.
  await field(page, 'SKU').fill('ab');
  await field(page, 'Chinese name').click();
  await expect(form.getByText('SKU must be 5 to 20 letters, digits or hyphens')).toBeVisible();
  await field(page, 'Pieces per carton').fill('0');
  await field(page, 'Chinese name').click();
  await expect(form.getByText('Pieces per carton must be an integer of at least 1')).toBeVisible();
  const refused = await callApi(request, token, productEndpoints.create, {
    customerId: '00000000-0000-4000-8000-000000000000',
    productNo: 'ab',
    nameCn: '杯子',
    nameEn: 'Cup',
    declarationAmount: 1,
    cartonRate: 1,
    length: 1,
    width: 1,
    height: 1,
    weight: 1,
  } as never);
  expect(refused.success).toBe(false);
  expect(refused.message).toContain('SKU must be 5 to 20 letters, digits or hyphens');

  // A valid product whose outer box is smaller than the product: the form asks first.
  const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await choose(page, 'Customer', /^ACME/);
  await field(page, 'SKU').fill(sku);
  await field(page, 'Chinese name').fill('测试杯');
  await field(page, 'English name').fill('Test-cup');
  await field(page, 'UPC').fill('UPC12345');
  await field(page, 'Declared value (USD)').fill('9.5');
  await field(page, 'Pieces per carton').fill('6');
  for (const [name, value] of [
    ['Length (in)', '10'],
    ['Width (in)', '8'],
    ['Height (in)', '6'],
    ['Weight (lb)', '1.25'],
    ['Carton length (in)', '9'],
    ['Carton width (in)', '8'],
    ['Carton height (in)', '6'],
  ] as const)
    await field(page, name).fill(value);
  await saveProduct(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The product size exceeds the outer-box size. Continue?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/product\/formal\/edit\?id=/);
  await expect(form.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await expect(field(page, 'SKU')).toHaveValue(sku);

  // Two edits of the size: the size history grows by one row each time.
  await field(page, 'Carton length (in)').fill('12');
  await field(page, 'Length (in)').fill('11');
  await saveProduct(page);
  await expect(page.getByTestId('size-history').locator('tbody tr')).toHaveCount(1);
  await field(page, 'Height (in)').fill('5.5');
  await saveProduct(page);
  await expect(page.getByTestId('size-history').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('size-history').locator('tbody tr').first()).toContainText(
    'Height (in): 5.5',
  );

  // Labels: no print helper on this machine, so the install prompt offers the server's PDF in a new window.
  const list = new ResourceListPage(page, 'formal-products', '/Base/Product/GetListByPage');
  await page.goto('/product/formal/index');
  await list.fillFilter('SKU', sku);
  await list.search();
  await expect(list.rows()).toHaveCount(1);
  await list.rowAction(sku, 'Print labels');
  const print = page.getByRole('dialog', { name: 'Print labels' });
  await print.getByRole('textbox', { name: 'Copies of each label' }).fill('2');
  await print.getByRole('combobox', { name: 'Label size' }).click();
  await page.getByRole('option', { name: '100 × 50 mm' }).click();
  const pdf = page.context().waitForEvent('response', (r) => r.url().includes('/files/'));
  const printed = page.waitForRequest((r) => r.url().endsWith('/Base/Product/PrintLabel'));
  await print.getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('print-helper-prompt').getByRole('button', { name: 'Open PDF' }).click();
  expect((await printed).postDataJSON()).toMatchObject({ copies: 2, size: '100x50' });
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The popup's viewer keeps the body; the same signed link read again is the same PDF.
  const again = await request.get(response.url());
  expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Export of the selected product, through the download center.
  await list.selectRow(sku);
  await list.toolbarButton('Export').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const center = new ResourceListPage(page, 'download-center', '/DownloadHistory/GetList');
  await expect(async () => {
    await page.goto('/download/center');
    await expect(
      center
        .rows()
        .filter({ hasText: /Completed|To download/ })
        .first(),
    ).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(center.rows().first()).toContainText('xlsx');
});
