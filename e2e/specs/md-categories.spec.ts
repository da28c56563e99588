import { expect, test } from '@playwright/test';
import { categoryEndpoints } from '@wms/api';
import { callApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';

test.use({ locale: 'en-US' });
// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 90_000 });

test('categories: an icon over 200 KB is refused; a subcategory is added with zh and en names', async ({
  page,
  request,
}) => {
  await openBackoffice(page, request, '/product/category/index');
  // The page carries its menu name.
  await expect(page.getByRole('heading', { name: 'Categories', exact: true })).toBeVisible();
  const tree = page.getByTestId('category-tree');
  const home = tree.getByTestId('category-row').filter({ hasText: /^HomeHome/ });
  await expect(tree.getByTestId('category-row').filter({ hasText: 'Kitchen' })).toBeVisible();
  await home.getByRole('button', { name: 'Add subcategory' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(201 * 1024, 1),
  });
  await expect(dialog.getByText('The category icon may be at most 200KB').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Bath room!');
  await dialog.getByRole('textbox', { name: 'Chinese name', exact: true }).fill('浴室');
  await dialog.getByRole('textbox', { name: 'English name', exact: true }).fill('Bathroom');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(
      'Only Chinese, English letters, digits, hyphen and underscore, with single spaces between words',
    ),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Bathroom');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(tree.getByTestId('category-row').filter({ hasText: 'Bathroom' })).toBeVisible();
});

test('categories: the read-only demo account sees the tree without write buttons; the server refuses a write', async ({
  page,
  request,
}) => {
  const token = await openBackoffice(page, request, '/product/category/index', 'demo01', 'Demo12345');
  const tree = page.getByTestId('category-tree');
  await expect(tree.getByTestId('category-row').filter({ hasText: 'Kitchen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Categories', exact: true })).toBeVisible();
  for (const name of ['Add', 'Add subcategory', 'Edit', 'Delete'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  const refused = await callApi(request, token, categoryEndpoints.create, {
    parentId: null,
    name: 'ReadOnly',
    chineseName: '只读',
    englishName: 'ReadOnly',
    sort: 0,
    iconFileId: null,
    isDisabled: false,
    isShow: true,
  });
  expect(refused).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'Access Denied' });
});
