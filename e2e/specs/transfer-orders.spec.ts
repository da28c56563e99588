import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  authEndpoints,
  customerEndpoints,
  type Endpoint,
  type EndpointInput,
  locationEndpoints,
  pdaPickEndpoints,
  pickingOrderEndpoints,
  productEndpoints,
  returnEndpoints,
  stockEndpoints,
  transferEndpoints,
  transferPalletEndpoints,
  transferPickingEndpoints,
  userEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { apiLogin } from '../support/login.ts';
import { pdfText } from '../support/pdf-text.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 180_000, mode: 'serial' });
test.use({ actionTimeout: 20_000 });

const WORDS = {
  'en-US': {
    customer: 'Customer',
    warehouse: 'Origin warehouse',
    etd: 'ETD',
    product: 'SKU',
    qty: 'Quantity to pick',
    cartons: 'Cartons',
    addProduct: 'Add product',
    submit: 'Submit',
    verify: 'Verify',
    confirmShort: 'Confirm out of stock',
    deliver: 'Complete delivery',
    toBeDelivered: 'To be delivered',
    pendingTab: /^Pending\s*\d*$/,
    completed: 'Completed',
    bol: 'BOL',
  },
  'zh-CN': {
    customer: '客户',
    warehouse: '发货仓库',
    etd: 'ETD',
    product: 'SKU',
    qty: '需拣数量',
    cartons: '箱数',
    addProduct: '添加产品',
    submit: '提交',
    verify: '审核',
    confirmShort: '确认缺货',
    deliver: '完成发货',
    toBeDelivered: '待发货',
    pendingTab: /^待处理\s*\d*$/,
    completed: '已完成',
    bol: 'BOL',
  },
} as const;
type Locale = keyof typeof WORDS;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ADMIN = ['admin01', 'Admin12345'] as const;

async function as(browser: Browser, locale: Locale, account: string, password: string, path: string) {
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const token = await openBackoffice(page, context.request, path, account, password);
  return { page, token, context };
}

/**
 * The spec's own warehouse, customer (with its own user), three products and their stock (20, 3 and 20
 * units, put away through a return), so the shared demo data stays as it was.
 */
async function world(request: APIRequestContext, tag: string) {
  const token = (await apiLogin(request, ...ADMIN)).accessToken;
  const call = <E extends Endpoint>(e: E, input: EndpointInput<E>) => okApi(request, token, e, input);
  const stamp = `${tag}${Date.now() % 1_000_000}`;
  const warehouse = await call(warehouseEndpoints.create, {
    name: `Transfer WH ${stamp}`,
    shortName: 'TWH',
    warehouseKey: `TW${stamp}`,
    territory: 'west',
    warningQuantity: 1000,
  } as never);
  await call(locationEndpoints.batchCreate, {
    warehouseId: warehouse.id,
    prefix: 'T',
    startRow: 1,
    endRow: 1,
    startColumn: 1,
    endColumn: 3,
  } as never);
  const locations = await call(locationEndpoints.getList, { warehouseId: warehouse.id });
  const customer = await call(customerEndpoints.createChannel, {
    customerCode: `TC${stamp}`,
    shortName: `Transfer ${stamp}`,
    fullName: 'Transfer Trading LLC',
    warehouseIds: [warehouse.id],
  } as never);
  const products = [];
  for (const [i, stock] of [20, 3, 20].entries()) {
    const product = await call(productEndpoints.create, {
      customerId: customer.id,
      productNo: `TR-${stamp}-${i + 1}`,
      nameCn: '转运测试产品',
      nameEn: 'Transfer-item',
      declarationAmount: 12.5,
      cartonRate: 12,
      length: 10,
      width: 8,
      height: 6,
      weight: 1.25,
      cartonLength: 24,
      cartonWidth: 18,
      cartonHeight: 14,
      cartonWeight: 16,
    } as never);
    const put = await call(returnEndpoints.create, {
      warehouseId: warehouse.id,
      customerId: customer.id,
      trackingNo: `STOCK-${stamp}-${i}`,
      items: [{ productId: product.id, quantity: stock }],
    });
    await call(returnEndpoints.receive, {
      id: put.id,
      items: [{ productId: product.id, goodQty: stock, damagedQty: 0 }],
    });
    await call(returnEndpoints.handle, { id: put.id, good: 'putAway', locationId: locations[i]!.id });
    products.push({ ...product, stock });
  }
  const groups = await (
    await request.get(authEndpoints.getUserGroups.path, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const role = groups.data.find((g: { code: string }) => g.code === 'customer');
  const account = `tcu${stamp}`;
  await call(userEndpoints.createNew, {
    account,
    kind: 'customer',
    displayName: `Transfer customer ${tag}`,
    roleId: role.id,
    customerId: customer.id,
    password: 'Transfer12345',
    confirmPassword: 'Transfer12345',
    needChangePwd: false,
  } as never);
  return { token, warehouse, customer, products, account, stamp };
}

async function onHand(request: APIRequestContext, token: string, warehouseId: string, productNos: string) {
  const rows = await okApi(request, token, stockEndpoints.getOverviewPageList, {
    warehouseId,
    productNos,
    pageIndex: 1,
    pageSize: 10,
  } as never);
  return rows.items.map((r) => [r.productNo, r.quantity] as const);
}

async function choose(page: Page, field: ReturnType<Page['getByRole']>, option: string) {
  await field.click();
  await page.getByRole('option').filter({ hasText: option }).first().click();
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  const w = WORDS[locale];
  const tag = locale === 'en-US' ? 'en' : 'zh';

  test(`transfer (${tag}): a customer's freight order is audited, picked short, confirmed, palletised and delivered`, async ({
    browser,
    request,
  }, info) => {
    const s = await world(request, tag);
    const admin = <E extends Endpoint>(e: E, input: EndpointInput<E>) => okApi(request, s.token, e, input);

    // The customer's user creates a freight order of 3 products with a BOL file.
    const customer = await as(browser, locale, s.account, 'Transfer12345', '/order/freight-trucking/add');
    const { page } = customer;
    const form = page.getByTestId('transfer-form');
    await choose(
      page,
      form.getByRole('combobox', { name: w.customer, exact: true }),
      s.customer.customerCode,
    );
    await choose(page, form.getByRole('combobox', { name: w.warehouse, exact: true }), s.warehouse.name);
    await form.getByRole('textbox', { name: w.etd, exact: true }).fill(day(3));
    await form.getByRole('textbox', { name: w.etd, exact: true }).press('Tab');
    const chooser = page.waitForEvent('filechooser');
    await form.getByTestId('transfer-bol').click();
    await (await chooser).setFiles({
      name: 'bol.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% customer BOL\n%%EOF\n'),
    });
    await expect(form.getByTestId('transfer-bol-name')).toHaveText('bol.pdf');
    for (const [i, qty] of [10, 5, 12].entries()) {
      if (i > 0) await form.getByTestId('transfer-add-line').click();
      const row = form.getByTestId('transfer-lines').locator('tbody tr').nth(i);
      await choose(page, row.getByRole('combobox', { name: w.product }), s.products[i]!.productNo);
      await row.getByRole('textbox', { name: w.qty }).fill(String(qty));
      await row.getByRole('textbox', { name: w.cartons }).fill('1');
    }
    await expect(form.getByTestId('transfer-totals')).toContainText('27');
    await page.screenshot({ path: info.outputPath(`transfer-add-${tag}.png`) });
    await form.getByTestId('transfer-submit').click();
    await expect(page).toHaveURL(/freight-trucking\/index/);
    const mine = await okApi(customer.context.request, customer.token, transferEndpoints.getTransShipList, {
      pageIndex: 1,
      pageSize: 10,
    } as never);
    expect(mine.total).toBe(1);
    const id = mine.items[0]!.id;
    const transID = mine.items[0]!.transID;
    expect(mine.items[0]).toMatchObject({
      state: 'forecast',
      lineCount: 3,
      qtyTotal: 27,
      bol: { name: 'bol.pdf' },
    });

    // The operator audits it on the audit page; a pick list is generated: one line is short.
    const operator = await as(browser, locale, ...ADMIN, `/order/freight-trucking/freight-audit?id=${id}`);
    await operator.page.getByTestId('transfer-verify').click();
    await expect(operator.page).toHaveURL(/freight-trucking\/index/);
    expect((await admin(transferEndpoints.getTransShipEditList, { id })).state).toBe('pending');
    const first = await admin(transferPickingEndpoints.createPickingList, {
      warehouseId: s.warehouse.id,
      ids: [id],
    });
    expect(first).toMatchObject({ pickLists: [], outOfStockTransIDs: [transID] });

    // The customer confirms the shortage in the list's dialog, and the work goes on.
    await page.reload();
    const list = new ResourceListPage(page, 'transfers', '/WMS/TransShip/GetTransShipList');
    await list.selectTab(w.pendingTab);
    await list.rowAction(transID, w.confirmShort);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Confirm|确定|确认)$/ })
      .click();
    await expect
      .poll(async () => (await admin(transferEndpoints.getTransShipEditList, { id })).state)
      .toBe('pending');
    const made = await admin(transferPickingEndpoints.createPickingList, {
      warehouseId: s.warehouse.id,
      ids: [id],
    });
    expect(made.pickLists).toHaveLength(1);
    expect(made.pickLists[0]).toMatchObject({ kind: 'transport', totalQty: 10 + 3 + 12 });

    // The handheld picks every line and builds 2 pallets.
    const detail = await admin(pickingOrderEndpoints.getPickingOrderDetail, { id: made.pickLists[0]!.id });
    for (const line of detail.lines)
      await admin(pdaPickEndpoints.confirmPick, {
        pickListId: detail.id,
        lineId: line.id,
        qty: line.qty,
        locationId: line.locationId,
      });
    const palletised = await admin(transferPalletEndpoints.savePalletInfo, {
      id,
      pallets: [
        { cartons: 2, weight: 120.5 },
        { cartons: 1, weight: 64 },
      ],
    });
    expect(palletised).toMatchObject({ state: 'fight', palletNum: 2 });
    const pallets = await admin(transferPalletEndpoints.getPalletBarCodeList, { id });

    // The bill of lading downloads and names the pallets.
    const bol = await okApi(customer.context.request, customer.token, transferPalletEndpoints.createBolPdf, {
      id,
    });
    const pdf = await customer.context.request.get(bol.url);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const text = pdfText(await pdf.body());
    for (const p of pallets) expect(text).toContain(p.palletCode);

    // Delivered from the list; stock is exact.
    await admin(transferEndpoints.updateState, { ids: [id], action: 'readyToDeliver' });
    const op = operator.page;
    await op.goto('/order/freight-trucking/index');
    const opList = new ResourceListPage(op, 'transfers', '/WMS/TransShip/GetTransShipList');
    // The to-be-delivered tab asks the server afresh (the list tab kept alive since the audit may be stale).
    await opList.selectTab(w.toBeDelivered);
    await opList.rowAction(transID, w.deliver);
    await opList.confirm();
    await expect
      .poll(async () => (await admin(transferEndpoints.getTransShipEditList, { id })).state)
      .toBe('completed');
    const done = await admin(transferEndpoints.getTransShipEditList, { id });
    expect(done.lines.map((l) => l.deliveryQty)).toEqual([10, 3, 12]);
    const nos = s.products.map((p) => p.productNo).join(',');
    // A product with nothing left on hand leaves the overview.
    const left = new Map(await onHand(request, s.token, s.warehouse.id, nos));
    expect(s.products.map((p) => left.get(p.productNo) ?? 0)).toEqual([20 - 10, 3 - 3, 20 - 12]);
    await op.screenshot({ path: info.outputPath(`transfer-list-${tag}.png`) });
    await operator.context.close();
    await customer.context.close();
  });
}
