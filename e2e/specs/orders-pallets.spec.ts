import { expect as baseExpect, test } from '@playwright/test';
import { openBackoffice } from '../support/backoffice.ts';
import { pdfText } from '../support/pdf-text.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** Pallet codes: a print run is generated and its labels print in the chosen size; the list shows it in use. */
test('generates pallet codes and prints their labels', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await openBackoffice(page, request, '/picking/pallet-code/index');
  const pallets = new ResourceListPage(page, 'pallets', '/PalletCode/GetPageList');
  await expect(pallets.root).toBeVisible();

  await pallets.toolbarButton('Generate pallet codes').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Warehouse', exact: true }).click();
  await page.getByRole('option', { name: 'Los Angeles Warehouse' }).click();
  await dialog.getByRole('combobox', { name: 'Print size', exact: true }).click();
  await page.getByRole('option', { name: '4x4 in' }).click();
  await dialog.getByRole('textbox', { name: 'Pallet count', exact: true }).fill('2');
  const [generated] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/PalletCode/Generate')),
    dialog.getByRole('button', { name: 'Confirm' }).click(),
  ]);
  // no print helper on this machine: the install prompt offers the labels as PDF
  const prompt = page.getByTestId('print-helper-prompt');
  await expect(prompt).toBeVisible();
  const [printed] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/PalletCode/Print')),
    prompt.getByRole('button', { name: 'Open PDF' }).click(),
  ]);
  const codes = ((await generated.json()).data as { items: { palletCode: string }[] }).items.map(
    (p) => p.palletCode,
  );
  const { url } = (await printed.json()).data as { url: string };
  const pdf = await (await page.request.get(url)).body();
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  expect(pdfText(pdf)).toContain('4x4 IN');

  // Other specs make pallets on the same server: look at this print run only.
  await pallets.fillFilter('Pallet code', codes.join(','));
  await pallets.search();
  await expect(pallets.rows()).toHaveCount(2);
  await expect(pallets.rows().first()).toContainText('In use');
  await expect(pallets.rows().first()).toContainText('4x4');
  expect(await pallets.tabCount(/^In use/)).toBe(2);
  await context.close();
});
