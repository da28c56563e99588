import { expect, test } from '@playwright/test';
import { stockEndpoints } from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

test.use({ locale: 'en-US' });
// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 90_000 });

test('inventory: lock and unlock a quantity; goods already shipped cannot be unlocked', async ({
  page,
  request,
}) => {
  const token = await openBackoffice(page, request, '/inventory/location/index');
  const list = new ResourceListPage(page, 'location-inventory', '/WMS/Stock/GetLocationStockPageList');
  await expect(list.root).toBeVisible();

  // The demo seed shipped the 4 units of lock DEMO-LOCK-1 from one ACME-CUP row.
  const seeded = await okApi(request, token, stockEndpoints.getStockLogPageList, {
    pageIndex: 1,
    pageSize: 10,
    sourceNo: 'DEMO-LOCK-1',
  });
  const stockId = seeded.items[0]!.stockId;
  const stock = await okApi(request, token, stockEndpoints.getLocationStockPageList, {
    pageIndex: 1,
    pageSize: 50,
    productNos: 'ACME-CUP',
    hideEmpty: true,
  });
  const shippedRow = stock.items.find((row) => row.id === stockId)!;
  expect(shippedRow).toBeDefined();

  // Like a person: choose the warehouse and type straight on. The list reloading for the warehouse (which
  // rewrites the URL) keeps what is typed, and the search goes out with the warehouse.
  await page.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: shippedRow.warehouseName }).click();
  await list.fillFilter('SKU', 'ACME-CUP');
  await list.fillFilter('Location', shippedRow.locationName);
  await list.search();
  await expect(page).toHaveURL(/warehouseId=.*productNos=ACME-CUP|productNos=ACME-CUP.*warehouseId=/);
  await expect(list.filter('SKU')).toHaveValue('ACME-CUP');
  await expect(list.rows()).toHaveCount(1);
  const row = list.row(shippedRow.locationName);

  // The shipped lock: shown in the occupation list, and its unlock is refused with the spec's words.
  await list.rowAction(shippedRow.locationName, 'Occupation list');
  const occupations = page.getByTestId('occupations');
  const shipped = occupations.locator('tbody tr').filter({ hasText: 'DEMO-LOCK-1' });
  await expect(shipped).toContainText('Shipped');
  await shipped.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Goods already taken out of the warehouse cannot be unlocked')).toBeVisible();
  await expect(shipped).toContainText('Shipped');
  await page.keyboard.press('Escape');
  await expect(occupations).toBeHidden();

  // A fresh lock of 3, then its unlock: the row's locked quantity follows.
  await list.rowAction(shippedRow.locationName, 'Lock');
  const lockDialog = page.getByRole('dialog', { name: 'Lock' });
  await lockDialog.getByRole('textbox', { name: 'Quantity to lock' }).fill('0');
  await lockDialog.getByRole('textbox', { name: 'Remark' }).click();
  await expect(lockDialog.getByText('Quantity must be an integer greater than 0')).toBeVisible();
  await lockDialog.getByRole('textbox', { name: 'Quantity to lock' }).fill('3');
  await lockDialog.getByRole('button', { name: 'Lock' }).click();
  await expect(lockDialog).toBeHidden();
  const numbers = (locked: number, available: number) =>
    `${shippedRow.quantity}${locked}${shippedRow.allocatedQty}${available}`;
  await expect(row).toContainText(numbers(shippedRow.lockedQty + 3, shippedRow.availableQty - 3));

  await list.rowAction(shippedRow.locationName, 'Occupation list');
  const active = occupations
    .locator('tbody tr')
    .filter({ hasText: 'Active' })
    .filter({ has: page.getByRole('cell', { name: 'Lock', exact: true }) });
  await expect(active).toHaveCount(1);
  await active.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(
    occupations
      .locator('tbody tr')
      .filter({ hasText: 'Released' })
      .filter({ has: page.getByRole('cell', { name: 'Lock', exact: true }) }),
  ).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(row).toContainText(numbers(shippedRow.lockedQty, shippedRow.availableQty));

  // The log tells the same story: lock then unlock, before/change/after of the quantity.
  const log = new ResourceListPage(page, 'inventory-log', '/WMS/Stock/GetStockLogPageList');
  await page.goto('/inventory/log/index?productNos=ACME-CUP');
  await expect(
    log.rows().filter({ hasText: 'Unlocked' }).filter({ hasText: shippedRow.locationName }),
  ).toHaveCount(1);
  await expect(log.rows().filter({ hasText: 'Picked out' }).first()).toContainText(/\d+-4\d+/);
});
