import { expect, test } from '@playwright/test';
import {
  contractEndpoints,
  customerConfigEndpoints,
  customerEndpoints,
  fuelRateEndpoints,
  logisticsServiceEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The first Monday after today (UTC), the start of a week that has not begun. */
const nextMonday = () => {
  const now = new Date();
  const ahead = (8 - now.getUTCDay()) % 7 || 7;
  return day(ahead);
};
const stamp = () => Date.now().toString(36).slice(-6).toUpperCase();

test.describe('en', () => {
  test.use({ locale: 'en-US' });

  test('a logistics service and a week of fuel are added on their pages', async ({
    page,
    request,
  }, testInfo) => {
    const token = await openBackoffice(page, request, '/develop/logistics-service/index');
    const code = `E2E-${stamp()}`;
    await page.getByRole('link', { name: 'Add logistics service' }).click();
    const form = page.getByTestId('logistics-service-edit');
    await form.getByRole('textbox', { name: 'Carrier' }).fill('e2e');
    await form.getByRole('textbox', { name: 'Service code' }).fill(code);
    await form.getByRole('textbox', { name: 'Service name' }).fill('E2E ground');
    // disabled: no other spec's services list or rating sees it
    await form.getByRole('switch', { name: 'Enabled' }).uncheck();
    const created = page.waitForResponse((r) => r.url().includes('/LogisticsService/Create'));
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await (await created).json()).success).toBe(true);
    const list = new ResourceListPage(page, 'logistics-services', '/LogisticsService/GetPageList');
    await expect(list.row(code)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('logistics-services-en.png') });
    const stored = await okApi(request, token, logisticsServiceEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 10,
      serviceCode: code,
    });
    expect(stored.items[0]).toMatchObject({ carrier: 'e2e', serviceName: 'E2E ground', isEnabled: false });

    await page.goto('/system/quotation/additional-charges');
    const fuel = new ResourceListPage(page, 'fuel-rates', '/FuelRate/GetPageList');
    await fuel.toolbarButton('Add a week').click();
    const dialog = page.getByRole('dialog', { name: 'Add a week' });
    const carrier = `e2e-${stamp().toLowerCase()}`;
    await dialog.getByRole('textbox', { name: 'Carrier' }).fill(carrier);
    await dialog.getByRole('textbox', { name: 'Week from (Monday)' }).fill(nextMonday());
    await dialog.getByRole('textbox', { name: 'Week from (Monday)' }).press('Tab');
    await dialog.getByRole('textbox', { name: 'Fuel surcharge (%)' }).fill('15.25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(fuel.row(carrier)).toBeVisible();
    const weeks = await okApi(request, token, fuelRateEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 10,
      carrier,
    });
    expect(weeks.items).toMatchObject([{ weekStart: nextMonday(), percent: 15.25 }]);
    await page.screenshot({ path: testInfo.outputPath('fuel-rates-en.png') });
  });

  test("a customer's finance, contact people and peak season are configured", async ({
    page,
    request,
  }, testInfo) => {
    const token = await openBackoffice(page, request, '/dashboard/index');
    const [warehouse] = await okApi(request, token, warehouseEndpoints.getList, {});
    const customer = await okApi(request, token, customerEndpoints.createChannel, {
      customerCode: `E2E21-${stamp()}`,
      shortName: 'Peak Co',
      fullName: 'Peak Trading Co',
      warehouseIds: [warehouse!.warehouseId],
    } as never);
    const contract = await okApi(request, token, contractEndpoints.create, {
      customerId: customer.id,
      contractNo: `HT-${stamp()}`,
      validFrom: day(-30),
      validTo: day(365),
      signer: 'Li Lei',
      signTime: new Date().toISOString(),
    } as never);
    await okApi(request, token, contractEndpoints.createQuotation, {
      contractId: contract.id,
      effectiveFrom: day(0),
      warehouseCharges: [{ type: 'storage', name: 'Storage', unit: 'm³/day', price: 0.45 }],
    } as never);

    await page.goto(`/customer/config/index?customerId=${customer.id}&section=finance`);
    const finance = page.getByTestId('finance-tab');
    await finance.getByRole('combobox', { name: 'Account type' }).click();
    await page.getByRole('option', { name: 'Credit' }).click();
    await finance.getByRole('textbox', { name: 'Fixed credit amount' }).fill('2500.5');
    await finance.getByRole('textbox', { name: 'Payment term (days)' }).fill('45');
    const savedFinance = page.waitForResponse((r) => r.url().includes('/CRM/Customer/UpdateFinance'));
    await finance.getByRole('button', { name: 'Save' }).click();
    expect((await (await savedFinance).json()).success).toBe(true);
    expect(
      await okApi(request, token, customerEndpoints.getChannelDetail, { id: customer.id }),
    ).toMatchObject({
      accountType: 'credit',
      creditAmount: 2500.5,
      paymentTermDays: 45,
      warehouseIds: [warehouse!.warehouseId],
    });

    await page.getByRole('tab', { name: 'Contact people' }).click();
    const contacts = page.getByTestId('contacts-tab');
    await contacts.getByRole('button', { name: 'Add contact person' }).click();
    await contacts.getByRole('textbox', { name: 'Name 1' }).fill('Wang Fang');
    await contacts.getByRole('combobox', { name: 'Looks after 1' }).click();
    await page.getByRole('option', { name: 'Finance' }).click();
    await contacts.getByRole('textbox', { name: 'Email 1' }).fill('fang@example.com');
    const savedContacts = page.waitForResponse((r) => r.url().includes('/CustomerContact/Save'));
    await contacts.getByRole('button', { name: 'Save' }).click();
    expect((await (await savedContacts).json()).success).toBe(true);
    const people = await okApi(request, token, customerConfigEndpoints.getContactList, {
      customerId: customer.id,
    });
    expect(people.contacts).toMatchObject([
      { name: 'Wang Fang', duty: 'finance', email: 'fang@example.com' },
    ]);
    await page.screenshot({ path: testInfo.outputPath('customer-config-contacts-en.png') });

    await page.getByTestId('customer-config').getByRole('link', { name: 'Peak-season surcharge' }).click();
    const peak = page.getByTestId('peak-season-config');
    await peak.getByRole('button', { name: 'Add peak season' }).click();
    await peak.getByRole('textbox', { name: 'From 1' }).fill(day(20));
    await peak.getByRole('textbox', { name: 'From 1' }).press('Tab');
    await peak.getByRole('textbox', { name: 'To 1' }).fill(day(50));
    await peak.getByRole('textbox', { name: 'To 1' }).press('Tab');
    await peak.getByRole('textbox', { name: 'Peak-season surcharge per parcel 1' }).fill('1.75');
    await peak.getByRole('textbox', { name: 'Effective from' }).fill(day(1));
    await peak.getByRole('textbox', { name: 'Effective from' }).press('Tab');
    const savedPeak = page.waitForResponse((r) => r.url().includes('/PeakSeasonConfig/Save'));
    await peak.getByRole('button', { name: 'Save' }).click();
    expect((await (await savedPeak).json()).success).toBe(true);
    await expect(peak.getByTestId('peak-season-saved')).toContainText(
      'version 2 with 1 peak-season window(s)',
    );
    const versions = await okApi(request, token, contractEndpoints.getQuotationList, {
      contractId: contract.id,
    });
    expect(versions.map((v) => [v.version, v.effectiveFrom, v.peakSeason])).toEqual([
      [2, day(1), [{ from: day(20), to: day(50), fee: 1.75 }]],
      [1, day(0), []],
    ]);
    await page.screenshot({ path: testInfo.outputPath('peak-season-en.png') });
  });
});

test.describe('zh', () => {
  test.use({ locale: 'zh-CN' });

  test('the same pages speak Chinese', async ({ page, request }, testInfo) => {
    const token = await openBackoffice(page, request, '/develop/logistics-service/index');
    await expect(page.getByRole('heading', { name: '物流渠道' })).toBeVisible();
    await expect(page.getByRole('link', { name: '新增物流渠道' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('logistics-services-zh.png') });
    await page.goto('/develop/remote-area/index');
    await expect(page.getByRole('heading', { name: '偏远地区邮编' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '超偏远' })).toBeVisible();
    await page.goto('/system/quotation/additional-charges');
    await expect(page.getByRole('heading', { name: '附加费', exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('fuel-rates-zh.png') });
    const customers = await okApi(request, token, customerEndpoints.getChannelList, {
      pageIndex: 1,
      pageSize: 100,
    });
    const globex = customers.items.find((c) => c.customerCode === 'GLOBEX')!;
    await page.goto(`/customer/config/index?customerId=${globex.id}&section=contactPeople`);
    await expect(page.getByRole('tab', { name: '财务' })).toBeVisible();
    await expect(page.getByTestId('contacts-tab').getByRole('button', { name: '新增对接人' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('customer-config-zh.png') });
    await page.goto(`/customer/config/peak-season-config?customerId=${globex.id}`);
    await expect(page.getByRole('heading', { name: '旺季附加费' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('peak-season-zh.png') });
  });
});
