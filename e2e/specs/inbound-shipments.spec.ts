import { type Browser, expect, type Page, test } from '@playwright/test';
import { shipmentEndpoints } from '@wms/api';
import { callApi, okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 150_000, mode: 'serial' });
test.use({ actionTimeout: 20_000 });

const WORDS = {
  'en-US': {
    customer: 'Customer',
    warehouse: 'Receiving warehouse',
    containerNo: 'Container number',
    etd: 'ETD',
    eta: 'ETA',
    product: 'Product',
    cartons: 'Cartons',
    qty: 'Quantity',
    weight: 'Weight',
    cbm: 'Volume (m³)',
    value: 'Value',
    addLine: 'Add line',
    save: 'Save',
    verify: 'Verify',
    arrive: 'Arrived',
    arrivalTab: 'Arrival',
    forecast: 'Forecast',
    arrived: 'Arrived',
  },
  'zh-CN': {
    customer: '客户',
    warehouse: '收货仓库',
    containerNo: '货柜号',
    etd: 'ETD',
    eta: 'ETA',
    product: '产品',
    cartons: '箱数',
    qty: '数量',
    weight: '重量',
    cbm: '体积（m³）',
    value: '货值',
    addLine: '添加一行',
    save: '保存',
    verify: '审核',
    arrive: '已到港',
    arrivalTab: '到港',
    forecast: '预报',
    arrived: '已到港',
  },
} as const;
type Locale = keyof typeof WORDS;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function pick(page: Page, field: ReturnType<Page['getByRole']>, option?: string) {
  await field.click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

async function as(browser: Browser, locale: Locale, account: string, password: string, path: string) {
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const token = await openBackoffice(page, context.request, path, account, password);
  return { page, token, context };
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  const w = WORDS[locale];
  const tag = locale === 'en-US' ? 'en' : 'zh';

  test(`inbound (${tag}): a customer forecasts 3 SKUs, the operator verifies it and it arrives`, async ({
    browser,
  }, info) => {
    const customer = await as(browser, locale, 'customer01', 'Customer12345', '/shipment/list/add');
    const { page } = customer;
    const form = page.getByTestId('shipment-form');
    await pick(page, form.getByRole('combobox', { name: w.customer, exact: true }));
    await pick(page, form.getByRole('combobox', { name: w.warehouse, exact: true }));
    const containerNo = `TGHU${String(Date.now()).slice(-7)}`;
    await form.getByRole('textbox', { name: w.containerNo, exact: true }).fill(containerNo);
    await form.getByRole('textbox', { name: w.etd, exact: true }).fill(day(3));
    await form.getByRole('textbox', { name: w.etd, exact: true }).press('Tab');
    await form.getByRole('textbox', { name: w.eta, exact: true }).fill(day(30));
    await form.getByRole('textbox', { name: w.eta, exact: true }).press('Tab');
    for (let i = 0; i < 3; i++) {
      if (i > 0) await form.getByRole('button', { name: w.addLine }).click();
      const row = form.getByTestId('shipment-lines').locator('tbody tr').nth(i);
      await row.getByRole('combobox', { name: w.product }).click();
      await page.getByRole('option').nth(i).click();
      await row.getByRole('textbox', { name: w.cartons }).fill(String(10 * (i + 1)));
      await row.getByRole('textbox', { name: w.qty }).fill(String(100 * (i + 1)));
      await row.getByRole('textbox', { name: w.weight }).fill('50.5');
      await row.getByRole('textbox', { name: w.cbm }).fill('1.5');
      await row.getByRole('textbox', { name: w.value }).fill('200');
    }
    await expect(form.getByTestId('shipment-totals')).toContainText('600');
    await page.screenshot({ path: info.outputPath(`shipment-add-${tag}.png`) });
    await form.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByTestId('shipment-detail')).toBeVisible();
    const id = new URL(page.url()).searchParams.get('id')!;

    const forecast = await okApi(customer.context.request, customer.token, shipmentEndpoints.getDetail, {
      id,
    });
    expect(forecast).toMatchObject({
      containerNo,
      status: 'forecast',
      shipmentCount: 3,
      cartonCountSend: 60,
      qtyTotal: 600,
      cbmProduct: 4.5,
    });
    expect(forecast.transportNo).toMatch(/^IB\d{10}$/);
    await page.screenshot({ path: info.outputPath(`shipment-detail-${tag}.png`), fullPage: true });
    const refused = await callApi(customer.context.request, customer.token, shipmentEndpoints.verify, {
      ids: [id],
    });
    expect(refused.success).toBe(false);
    await customer.context.close();

    const operator = await as(browser, locale, 'admin01', 'Admin12345', `/shipment/list/verify?id=${id}`);
    const op = operator.page;
    await op.getByTestId('shipment-verify').getByRole('button', { name: w.verify, exact: true }).click();
    await expect(op.getByTestId('shipment-status')).not.toHaveText(w.forecast);
    const api = (e: typeof shipmentEndpoints.getDetail) =>
      okApi(operator.context.request, operator.token, e, { id });
    expect((await api(shipmentEndpoints.getDetail)).status).toBe('awaitingDeparture');
    await okApi(operator.context.request, operator.token, shipmentEndpoints.updateState, {
      ids: [id],
      action: 'depart',
    });

    await op.goto('/shipment/list/index');
    const list = new ResourceListPage(op, 'shipments', '/WMS/Shipment/GetPageList');
    await list.rowAction(containerNo, w.arrive);
    await list.confirm();
    await expect(list.row(containerNo)).toContainText(w.arrived);
    expect((await api(shipmentEndpoints.getDetail)).status).toBe('arrived');
    await list.selectTab(w.arrivalTab);
    await expect(list.row(containerNo)).toBeVisible();
    const counts = await okApi(operator.context.request, operator.token, shipmentEndpoints.getTabCounts, {});
    expect(await list.tabCount(w.arrivalTab)).toBe(counts.arrival);
    await op.screenshot({ path: info.outputPath(`shipment-list-${tag}.png`) });
    await op.goto('/shipment/overview/index');
    const overview = await okApi(operator.context.request, operator.token, shipmentEndpoints.getOverview, {});
    expect(overview.arrived).toBeGreaterThan(0);
    await expect(op.locator('[data-tile="arrived"]')).toContainText(String(overview.arrived));
    await op.screenshot({ path: info.outputPath(`shipment-overview-${tag}.png`) });
    await op.goto('/dashboard/index');
    const widget = op.getByTestId('widget-shipments');
    // The dashboard loads many widgets (and the charts) at once: room for a busy machine.
    await expect(widget.locator('[data-tile="arrived"]')).toContainText(String(overview.arrived), {
      timeout: 20_000,
    });
    await expect(op.getByTestId('widget-shipmentAudit')).toContainText(String(overview.forecasting));
    await operator.context.close();
  });
}
