import { expect, test } from '@playwright/test';
import {
  LIMITS,
  locationEndpoints,
  materialEndpoints,
  productEndpoints,
  saleProductEndpoints,
  stockEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { callApi, okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 90_000 });

async function chooseWarehouse(page: import('@playwright/test').Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/warehouseId=/);
}

/** No badge of the list is cut off: its label shows whole (a squeezed column used to clip them). */
async function expectBadgesWhole(list: ResourceListPage) {
  const labels = list.root.locator('tbody .mantine-Badge-label');
  await expect(labels.first()).toBeVisible();
  const clipped = await labels.evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
  );
  expect(clipped).toEqual([]);
}

test.describe('en', () => {
  test.use({ locale: 'en-US' });

  test('occupation list page: a lock shows with its source number and module, and unlocks there', async ({
    page,
    request,
  }) => {
    const token = await openBackoffice(page, request, '/inventory/occupation/index');
    const stock = await okApi(request, token, stockEndpoints.getLocationStockPageList, {
      pageIndex: 1,
      pageSize: 50,
      productNos: 'ACME-CUP',
      hideEmpty: true,
    });
    const row = stock.items.find((r) => r.availableQty > 0)!;
    const lock = await okApi(request, token, stockEndpoints.lock, { stockId: row.id, quantity: 1 });
    const list = new ResourceListPage(page, 'occupation', '/WMS/Stock/GetOccupationPageList');
    await list.fillFilter('Source number', lock.sourceNo);
    // The module is chosen and shown by name, not by its code ('manual').
    await list.chooseFilter('Source module', 'Manual lock');
    const body = await list.nextListRequest(() => list.search());
    expect(body.sourceModule).toBe(lock.sourceModule);
    await expect(list.rows()).toHaveCount(1);
    const line = list.row(lock.sourceNo);
    await expect(line).toContainText('Manual lock');
    await expect(line).toContainText(row.locationName);
    await expect(line).toContainText('Active');
    await list.rowAction(lock.sourceNo, 'Unlock');
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(line).toContainText('Released');
    await expectBadgesWhole(list);
    const after = await okApi(request, token, stockEndpoints.getOccupationPageList, {
      pageIndex: 1,
      pageSize: 10,
      sourceNo: lock.sourceNo,
    });
    expect(after.items.map((o) => o.state)).toEqual(['released']);
  });

  test('supplies: create a supply, use some of it; the log has the use line', async ({ page, request }) => {
    const token = await openBackoffice(page, request, '/inventory/supplies/index');
    const list = new ResourceListPage(page, 'supplies', '/WMS/Material/GetPageList');
    // New Jersey: md-supplies counts the Los Angeles supplies.
    await chooseWarehouse(page, 'Warehouse', 'New Jersey Warehouse');
    const code = `BOX-${Date.now().toString().slice(-6)}`;
    await list.toolbarButton('Add supply').click();
    const form = page.getByRole('dialog', { name: 'Add supply' });
    await form.getByRole('textbox', { name: 'Supply code' }).fill('A!');
    await form.getByRole('textbox', { name: 'Supply name' }).fill('Small box');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: 'Supply code' }).fill(code);
    await form.getByRole('textbox', { name: 'Unit price' }).fill('0.35');
    await form.getByRole('textbox', { name: 'Quantity', exact: true }).fill('40');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    await list.fillFilter('Code or name', code);
    await list.search();
    await expect(list.rows()).toHaveCount(1);

    await list.rowAction(code, 'Use');
    const use = page.getByRole('dialog', { name: 'Use' });
    await use.getByRole('textbox', { name: 'Quantity', exact: true }).fill('41');
    await use.getByRole('button', { name: 'Save' }).click();
    await expect(use).toBeVisible();
    await use.getByRole('textbox', { name: 'Quantity', exact: true }).fill('15');
    await use.getByRole('textbox', { name: 'Remark', exact: true }).fill('packing');
    await use.getByRole('button', { name: 'Save' }).click();
    await expect(use).toBeHidden({ timeout: 20_000 });
    const saved = await okApi(request, token, materialEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 10,
      keyword: code,
    });
    expect(saved.items[0]).toMatchObject({ materialCode: code, quantity: 25, unitPrice: 0.35 });
    const log = await okApi(request, token, materialEndpoints.getLogPageList, {
      pageIndex: 1,
      pageSize: 10,
      materialId: saved.items[0]!.id,
    } as never);
    expect(log.items.map((l) => [l.eventType, l.change])).toContainEqual(['use', -15]);
  });

  test('supplies: edit code refuses a malformed code and one the warehouse has, then saves', async ({
    page,
    request,
  }) => {
    const token = await openBackoffice(page, request, '/inventory/supplies/index');
    const list = new ResourceListPage(page, 'supplies', '/WMS/Material/GetPageList');
    const warehouses = await okApi(request, token, warehouseEndpoints.getList, {});
    const warehouseId = warehouses.find((w) => w.warehouseName === 'New Jersey Warehouse')!.warehouseId;
    const tag = Date.now().toString().slice(-6);
    const [code, taken, renamed] = [`EC-${tag}`, `ECT-${tag}`, `ECN-${tag}`];
    for (const materialCode of [code, taken])
      await okApi(request, token, materialEndpoints.create, {
        warehouseId,
        materialCode,
        materialName: 'Tape roll',
        materialType: 'tape',
        unitPrice: 1.2,
      } as never);
    await chooseWarehouse(page, 'Warehouse', 'New Jersey Warehouse');
    await list.fillFilter('Code or name', code);
    await list.search();
    await expect(list.rows()).toHaveCount(1);

    await list.rowAction(code, 'Edit code');
    const dialog = page.getByRole('dialog', { name: 'Edit code' });
    const field = dialog.getByRole('textbox', { name: 'Supply code' });
    await expect(field).toHaveValue(code);
    await field.fill('A!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Must be 5 to 15 letters, digits or hyphens')).toBeVisible();
    await field.fill(taken);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`The supply code ${taken} already exists in this warehouse`)).toBeVisible();
    await expect(dialog).toBeVisible();
    await field.fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });

    await list.fillFilter('Code or name', renamed);
    await list.search();
    await expect(list.row(renamed)).toContainText('Tape roll');
    const saved = await okApi(request, token, materialEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 10,
      keyword: tag,
    });
    expect(saved.items.map((m) => m.materialCode).sort()).toEqual([renamed, taken]);
  });

  test('product detail page shows the product with its category in English', async ({ page, request }) => {
    const token = await openBackoffice(page, request, '/product/formal/index');
    const [product] = (
      await okApi(request, token, productEndpoints.getListByPage, {
        pageIndex: 1,
        pageSize: 10,
        productNos: 'ACME-CUP',
      })
    ).items;
    await page.goto(`/product/formal/detail?id=${product!.id}`);
    const detail = page.getByTestId('product-detail');
    await expect(detail.locator('[data-field="productNo"]')).toHaveText('ACME-CUP');
    await expect(detail.locator('[data-field="nameEn"]')).toHaveText(product!.nameEn);
    if (product!.categoryNameEn)
      await expect(detail.locator('[data-field="categoryName"]')).toHaveText(product!.categoryNameEn);
  });

  test('stock selection: a product and a location list their stock; the server refuses 51 and duplicates', async ({
    page,
    request,
  }) => {
    const token = await openBackoffice(page, request, '/inventory/location/index');
    await chooseWarehouse(page, 'Warehouse', 'Los Angeles Warehouse');
    await page.getByRole('button', { name: 'Stock selection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stock selection' });
    await expect(dialog.getByText('Please select a product or location')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Products (at most 50)' }).click();
    await page.getByRole('option', { name: 'ACME-CUP', exact: true }).click();
    await expect(dialog.getByTestId('stock-selection').locator('tbody tr').first()).toContainText('ACME-CUP');

    const warehouseId = new URL(page.url()).searchParams.get('warehouseId')!;
    const locations = await okApi(request, token, locationEndpoints.getList, { warehouseId });
    const id = locations[0]!.id;
    const tooMany = Array.from(
      { length: LIMITS.stockSelectMax + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const over = await callApi(request, token, stockEndpoints.getStockSelect, {
      warehouseId,
      productIds: [],
      locationIds: tooMany,
    });
    expect(over.success).toBe(false);
    const duplicate = await callApi(request, token, stockEndpoints.getStockSelect, {
      warehouseId,
      productIds: [],
      locationIds: [id, id],
    });
    expect(duplicate.success).toBe(false);
    const none = await callApi(request, token, stockEndpoints.getStockSelect, {
      warehouseId,
      productIds: [],
      locationIds: [],
    });
    expect(none.success).toBe(false);
  });
});

test.describe('zh', () => {
  test.use({ locale: 'zh-CN' });

  test('占用列表：锁定显示来源单号与模块，徽标完整显示', async ({ page, request }) => {
    const token = await openBackoffice(page, request, '/inventory/occupation/index');
    const stock = await okApi(request, token, stockEndpoints.getLocationStockPageList, {
      pageIndex: 1,
      pageSize: 50,
      productNos: 'ACME-CUP',
      hideEmpty: true,
    });
    const row = stock.items.find((r) => r.availableQty > 0)!;
    const lock = await okApi(request, token, stockEndpoints.lock, { stockId: row.id, quantity: 1 });
    const list = new ResourceListPage(page, 'occupation', '/WMS/Stock/GetOccupationPageList');
    await list.fillFilter('来源单号', lock.sourceNo);
    await list.search();
    const line = list.row(lock.sourceNo);
    await expect(line).toContainText('占用中');
    await expect(line).toContainText('锁定');
    await expectBadgesWhole(list);
    await okApi(request, token, stockEndpoints.unlock, { occupationId: lock.id });
  });

  test('库位：新增单个库位并编辑，服务器保存坐标', async ({ page, request }) => {
    const token = await openBackoffice(page, request, '/warehouse/location/index');
    const list = new ResourceListPage(page, 'locations', '/Base/Location/GetPageList');
    await chooseWarehouse(page, '仓库', 'New Jersey Warehouse');
    const name = `S${Date.now().toString().slice(-6)}`;
    await list.toolbarButton('新增库位').click();
    const form = page.getByRole('dialog', { name: '新增库位' });
    await form.getByRole('textbox', { name: '库位', exact: true }).fill(name);
    await form.getByRole('textbox', { name: '排', exact: true }).fill('7');
    await form.getByRole('textbox', { name: '列', exact: true }).fill('3');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    await list.fillFilter('库位', name);
    await list.search();
    await expect(list.rows()).toHaveCount(1);
    await list.rowAction(name, '编辑');
    const edit = page.getByRole('dialog', { name: '编辑库位' });
    await edit.getByRole('textbox', { name: '层', exact: true }).fill('2');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(edit).toBeHidden({ timeout: 20_000 });
    const saved = await okApi(request, token, locationEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 10,
      locationName: name,
    });
    expect(saved.items[0]).toMatchObject({ locationName: name, row: 7, column: 3, high: 2 });
  });

  test('分区与邮编：列表与服务器一致', async ({ page, request }) => {
    const token = await openBackoffice(page, request, '/warehouse/postal-code/index');
    const postal = await okApi(request, token, warehouseEndpoints.getPostalcodePageList, {
      pageIndex: 1,
      pageSize: 10,
    });
    const postalList = new ResourceListPage(page, 'postal-codes', '/Base/Warehouse/GetPostalcodePageList');
    await expect(postalList.root).toBeVisible();
    await expect(postalList.rows()).toHaveCount(Math.min(postal.total, 10) || 1);
    if (postal.items[0]) await expect(postalList.row(postal.items[0].postcode)).toBeVisible();

    await page.goto('/warehouse/zone/index');
    await expect(page.getByText('请先选择仓库')).toBeVisible();
    await chooseWarehouse(page, '仓库', 'Los Angeles Warehouse');
    const warehouseId = new URL(page.url()).searchParams.get('warehouseId')!;
    const zones = await okApi(request, token, warehouseEndpoints.getZonePageList, {
      pageIndex: 1,
      pageSize: 10,
      warehouseId,
    });
    const zoneList = new ResourceListPage(page, 'zones', '/Base/Warehouse/GetZonePageList');
    await expect(zoneList.root).toBeVisible();
    if (zones.items[0]) await expect(zoneList.row(zones.items[0].postcodeStart)).toBeVisible();
    else await expect(zoneList.root.getByText('暂无数据')).toBeVisible();
  });

  test('销售产品：编辑在线 SKU 并关联正式产品', async ({ page, request }) => {
    const token = await openBackoffice(page, request, '/product/sale/index');
    const [product] = (
      await okApi(request, token, productEndpoints.getListByPage, {
        pageIndex: 1,
        pageSize: 10,
        productNos: 'ACME-CUP',
      })
    ).items;
    const sku = `SALE-${Date.now().toString().slice(-6)}`;
    const sale = await okApi(request, token, saleProductEndpoints.create, {
      customerId: product!.customerId,
      onlineSku: sku,
    });
    const list = new ResourceListPage(page, 'sale-products', '/Base/SaleProduct/GetPageList');
    await list.fillFilter('线上 SKU', sku);
    await list.search();
    await expect(list.rows()).toHaveCount(1);
    await list.rowAction(sku, '编辑');
    const edit = page.getByRole('dialog', { name: '编辑销售产品' });
    await edit.getByRole('textbox', { name: '线上 SKU' }).fill(`${sku} X`);
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(edit).toBeVisible();
    await edit.getByRole('textbox', { name: '线上 SKU' }).fill(`${sku}-B`);
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(edit).toBeHidden({ timeout: 20_000 });

    await list.fillFilter('线上 SKU', `${sku}-B`);
    await list.search();
    await list.rowAction(`${sku}-B`, '关联正式产品');
    const relate = page.getByRole('dialog', { name: '关联正式产品' });
    await relate.getByRole('button', { name: '添加组成产品' }).click();
    await relate.getByRole('combobox', { name: '组成产品' }).click();
    await page.getByRole('option', { name: /^ACME-CUP / }).click();
    await relate.getByRole('textbox', { name: '数量' }).fill('2');
    await relate.getByRole('button', { name: '保存' }).click();
    await expect(relate).toBeHidden({ timeout: 20_000 });
    const saved = await okApi(request, token, saleProductEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 10,
      keyword: `${sku}-B`,
    });
    expect(saved.items[0]).toMatchObject({ id: sale.id, onlineSku: `${sku}-B` });
    expect(saved.items[0]!.relations).toEqual([
      expect.objectContaining({ productNo: 'ACME-CUP', quantity: 2 }),
    ]);
  });
});
