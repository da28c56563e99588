import { expect, test } from '@playwright/test';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

// This spec runs in Chinese: the labels, the count preview and the list are the zh ones.
test.use({ locale: 'zh-CN' });
// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 90_000 });

test('库位：按 起始排–结束排 × 起始列–结束列 批量创建一组库位', async ({ page, request }) => {
  await openBackoffice(page, request, '/warehouse/location/index');
  const list = new ResourceListPage(page, 'locations', '/Base/Location/GetPageList');
  await expect(list.root).toBeVisible();
  await expect(page.getByRole('button', { name: '批量创建' })).toBeDisabled();

  await page.getByRole('combobox', { name: '仓库' }).click();
  await page.getByRole('option', { name: 'New Jersey Warehouse' }).click();
  await expect(page).toHaveURL(/warehouseId=/);
  await page.getByRole('button', { name: '批量创建' }).click();

  const dialog = page.getByRole('dialog');
  const prefix = `G${Date.now().toString(36).toUpperCase().slice(-4)}`;
  await dialog.getByRole('textbox', { name: '名称前缀' }).fill(prefix);
  // A range that runs backwards is refused with the field rule's words before anything is sent.
  await dialog.getByRole('textbox', { name: '起始排' }).fill('21');
  await dialog.getByRole('textbox', { name: '结束排' }).fill('20');
  await dialog.getByRole('textbox', { name: '起始列' }).click();
  await expect(dialog.getByText('结束值不能小于起始值')).toBeVisible();

  await dialog.getByRole('textbox', { name: '结束排' }).fill('23');
  await dialog.getByRole('textbox', { name: '起始列' }).fill('1');
  await dialog.getByRole('textbox', { name: '结束列' }).fill('4');
  await expect(dialog.getByTestId('bulk-count')).toContainText('将创建 12 个库位');
  await dialog.getByRole('button', { name: '批量创建' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  await list.fillFilter('库位', prefix);
  await list.search();
  await expect(list.root.getByText('第 1–10 条，共 12 条')).toBeVisible();
  await list.fillFilter('库位', `${prefix}22-`);
  await list.search();
  await expect(list.rows()).toHaveCount(4);
  for (const column of ['01', '02', '03', '04'])
    await expect(list.row(`${prefix}22-${column}-01`)).toContainText('New Jersey Warehouse');
});
