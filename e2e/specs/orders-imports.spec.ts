import { expect as baseExpect, test } from '@playwright/test';
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
