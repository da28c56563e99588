import { expect, test } from '@playwright/test';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

test.use({ locale: 'en-US' });
// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 90_000 });

test('warehouses: configure the picking route, capacity warning and allocation rules', async ({
  page,
  request,
}) => {
  await openBackoffice(page, request, '/warehouse/list/index');
  const list = new ResourceListPage(page, 'warehouses', '/Base/Warehouse/GetPageList');
  await expect(list.row('NJ1')).toContainText('New Jersey Warehouse');
  await expect(page.getByTestId('warehouse-permissions')).toContainText('LAX1');

  await list.rowAction('NJ1', 'Warehouse configuration');
  const config = page.getByTestId('warehouse-config');
  await expect(config.getByRole('textbox', { name: 'Warehouse key', exact: true })).toHaveValue('NJ1');

  const warning = config.getByRole('textbox', { name: 'Capacity warning', exact: true });
  await warning.fill('-5');
  await config.getByRole('textbox', { name: 'City', exact: true }).click();
  await expect(config.getByText('Must be a positive integer')).toBeVisible();
  await warning.fill('42000');
  await config.getByRole('textbox', { name: 'Orders per pick list', exact: true }).fill('30');
  await config.getByRole('combobox', { name: 'Picking route', exact: true }).click();
  await page.getByRole('option', { name: 'Z-shaped' }).click();
  await config.getByRole('combobox', { name: 'Location priority', exact: true }).click();
  await page.getByRole('option', { name: 'By column' }).click();
  await config.getByRole('combobox', { name: 'Shielded locations', exact: true }).click();
  await page.getByRole('option', { name: 'A01-01-01' }).click();
  await page.keyboard.press('Escape');
  await config.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved/).first()).toBeVisible();

  await page.reload();
  await expect(config.getByRole('textbox', { name: 'Capacity warning', exact: true })).toHaveValue('42000');
  await expect(config.getByRole('combobox', { name: 'Picking route', exact: true })).toHaveValue('Z-shaped');
  await expect(config.getByRole('combobox', { name: 'Location priority', exact: true })).toHaveValue(
    'By column',
  );
  await expect(config.getByText('A01-01-01')).toBeVisible();
  await page.goto('/warehouse/list/index');
  await expect(list.row('NJ1')).toContainText('42000');
});
