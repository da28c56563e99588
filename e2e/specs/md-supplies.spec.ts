import { expect, test } from '@playwright/test';
import { materialEndpoints, restockEndpoints, stockEndpoints } from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

test.use({ locale: 'en-US' });
// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 90_000 });

test('supplies: low-stock alert, warning ratio 1–100, damage report in the log; restock count', async ({
  page,
  request,
}) => {
  const token = await openBackoffice(page, request, '/inventory/supplies/index');
  const list = new ResourceListPage(page, 'supplies', '/WMS/Material/GetPageList');
  await expect(page.getByTestId('low-stock-alert')).toContainText(
    'Supplies running out, please replenish in time',
    { timeout: 15_000 },
  );
  // What runs low is the server's list (other specs use supplies too); once it spans several warehouses, the
  // alert names each one instead of repeating a code.
  const low = (await okApi(request, token, materialEndpoints.getWarningList, {})).items;
  const several = new Set(low.map((m) => m.warehouseName)).size > 1;
  for (const m of low)
    await expect(page.getByTestId('low-stock-alert')).toContainText(
      several ? `${m.materialCode} @ ${m.warehouseName}` : m.materialCode,
    );
  await page.getByRole('combobox', { name: 'Warehouse', exact: true }).click();
  const body = await list.nextListRequest(() =>
    page.getByRole('option', { name: 'Los Angeles Warehouse' }).click(),
  );
  expect(body.warehouseId).toBeTruthy();
  const inLa = await okApi(request, token, materialEndpoints.getPageList, {
    pageIndex: 1,
    pageSize: 10,
    warehouseId: body.warehouseId as string,
  });
  await expect(list.rows()).toHaveCount(Math.min(inLa.total, 10));
  const lowInLa = (
    await okApi(request, token, materialEndpoints.getWarningList, { warehouseId: body.warehouseId as string })
  ).items.map((m) => m.materialCode);
  expect(lowInLa).toContain('TAPE-48');
  await expect(page.getByTestId('low-stock-alert')).toHaveText(
    `Supplies running out, please replenish in time (${lowInLa.join(', ')})`,
  );
  const tape = list.row('TAPE-48');
  await expect(tape).toContainText('Running low');

  await list.rowAction('TAPE-48', 'Warning');
  const warning = page.getByRole('dialog', { name: 'Warning' });
  const ratio = warning.getByRole('textbox', { name: 'Warning ratio (%)', exact: true });
  await ratio.fill('101');
  await ratio.blur();
  await expect(warning.getByText('The warning value must be an integer from 1 to 100')).toBeVisible();
  await ratio.fill('10');
  await warning.getByRole('button', { name: 'Save' }).click();
  await expect(warning).toBeHidden();
  await expect(tape).toContainText('Enough');

  await list.rowAction('TAPE-48', 'Damage report');
  const damage = page.getByRole('dialog', { name: 'Damage report' });
  await damage.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2');
  await damage.getByRole('textbox', { name: 'Remark', exact: true }).fill('crushed');
  await damage.getByRole('button', { name: 'Save' }).click();
  await expect(damage).toBeHidden();

  await page.goto('/inventory/supplies/log');
  const log = new ResourceListPage(page, 'supplies-log', '/WMS/Material/GetLogPageList');
  await log.selectTab('Damaged');
  await expect(log.rows().filter({ hasText: 'crushed' })).toContainText(/12\s*-2\s*10/);

  await page.goto('/inventory/restock/index');
  const waiting = (await okApi(request, token, restockEndpoints.getToBeShelfNum, {})).num;
  await expect(page.getByTestId('to-be-shelved')).toHaveText(`To be shelved: ${waiting}`);
  const restock = new ResourceListPage(page, 'restock', '/WMS/Restock/GetPageList');
  await expect(restock.rows().first()).toBeVisible();
});

// Runs after the counts above: shelving drops the to-be-shelved count.
test('restock: shelving a line onto a location drops the to-be-shelved count and logs the receipt', async ({
  page,
  request,
}) => {
  const token = await openBackoffice(page, request, '/inventory/restock/index');
  const before = (await okApi(request, token, restockEndpoints.getToBeShelfNum, {})).num;
  const restock = new ResourceListPage(page, 'restock', '/WMS/Restock/GetPageList');
  await restock.selectTab('To be shelved');
  // A line of the seed's (a container's put-away lines from other specs shelve through their container).
  const line = (
    await okApi(request, token, restockEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 100,
      state: 'toBeShelved',
    })
  ).items.find((r) => r.sourceModule !== 'inbound');
  const restockNo = line!.restockNo;
  await restock.rowAction(restockNo, 'Shelve');
  const dialog = page.getByRole('dialog', { name: 'Shelve' });
  await dialog.getByRole('combobox', { name: 'Location', exact: true }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('to-be-shelved')).toHaveText(`To be shelved: ${before - 1}`);
  expect((await okApi(request, token, restockEndpoints.getToBeShelfNum, {})).num).toBe(before - 1);
  const log = await okApi(request, token, stockEndpoints.getStockLogPageList, {
    pageIndex: 1,
    pageSize: 10,
    sourceNo: restockNo,
  });
  expect(log.items.length).toBeGreaterThanOrEqual(1);
  for (const item of log.items) expect(item.after - item.before).toBe(item.change);
});
