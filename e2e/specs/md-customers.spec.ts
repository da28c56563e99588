import { expect, test } from '@playwright/test';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

test.use({ locale: 'en-US' });
// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 90_000 });

test('customers: edit basic info and divisors; stores refuse names with spaces and switch on and off', async ({
  page,
  request,
}) => {
  await openBackoffice(page, request, '/customer/list/index');
  const list = new ResourceListPage(page, 'customers', '/CRM/Customer/GetChannelList');
  await expect(list.row('GLOBEX')).toContainText('Credit');
  await list.rowAction('INITECH', 'Edit');

  const form = page.getByTestId('customer-edit');
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  await expect(field('Customer code')).toHaveValue('INITECH');
  await field('Email').fill('not-an-email');
  await field('Phone').click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await field('Email').fill('ops@initech.test');
  await field('UPS dimensional divisor').fill('166');
  // Basic info and configuration are two calls; the second one ends the save.
  const saved = page.waitForResponse((r) => r.url().includes('/CRM/Customer/UpdateChannelDetail'));
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await (await saved).json()).success).toBe(true);
  await page.reload();
  await expect(field('UPS dimensional divisor')).toHaveValue('166');
  await expect(field('Email')).toHaveValue('ops@initech.test');

  await page.goto('/customer/list/index');
  await list.rowAction('INITECH', 'Stores');
  const stores = page.getByTestId('stores');
  await expect(stores.getByRole('row', { name: /InitechEbay/ })).toBeVisible();
  await stores.getByRole('textbox', { name: 'Store name', exact: true }).fill('Initech Etsy');
  await stores.getByRole('textbox', { name: 'Platform', exact: true }).fill('etsy');
  await stores.getByRole('button', { name: 'Add store' }).click();
  await expect(stores.getByText('Store names may not contain spaces')).toBeVisible();
  await stores.getByRole('textbox', { name: 'Store name', exact: true }).fill('InitechEtsy');
  await stores.getByRole('button', { name: 'Add store' }).click();
  const etsy = stores.getByRole('row', { name: /InitechEtsy/ });
  await expect(etsy).toContainText('Enabled');
  await etsy.getByRole('button', { name: 'Disable' }).click();
  await expect(etsy).toContainText('Disabled');
  await etsy.getByRole('button', { name: 'Enable' }).click();
  await expect(etsy.getByText('Enabled')).toBeVisible();
});
