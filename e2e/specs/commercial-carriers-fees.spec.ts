import { expect, test } from '@playwright/test';
import {
  carrierAccountEndpoints,
  customerEndpoints,
  orderEditEndpoints,
  orderListEndpoints,
  orderShippingEndpoints,
  scoringEndpoints,
} from '@wms/api';
import { callApi, okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 120_000 });

const labels = {
  en: {
    add: 'Add logistics account',
    edit: 'Edit',
    editTitle: 'Edit logistics account',
    accountName: 'Account name',
    carrier: 'Carrier',
    accountNumber: 'Account number',
    password: 'Password',
    key: 'Key',
    secretSet: 'Set; leave empty to keep it',
    save: 'Save',
    cancel: 'Cancel',
    fee: 'Fee calculator',
    customer: 'Customer',
    origin: 'Origin warehouse',
    signing: 'Signing method',
    adult: 'Adult signature',
    postal: 'Postal code',
    length: 'Length',
    width: 'Width',
    height: 'Height',
    weight: 'Net weight',
    calculate: 'Calculate',
    selectCustomer: 'Please select Customer',
    enterPostal: 'Please enter your postal code',
    signFee: 'Signature fee',
    labels: 'Custom labels',
    saveNotes: 'Save labels and evaluation',
    criteria: 'Scoring criteria',
    weightSum: 'Weights add up to 100',
  },
  zh: {
    add: '新增物流账号',
    edit: '编辑',
    editTitle: '编辑物流账号',
    accountName: '账号名称',
    carrier: '承运商',
    accountNumber: '账号',
    password: '密码',
    key: '密钥',
    secretSet: '已设置；留空则保持不变',
    save: '保存',
    cancel: '取消',
    fee: '运费试算',
    customer: '客户',
    origin: '发货仓库',
    signing: '签名类型',
    adult: '成人签名',
    postal: '邮编',
    length: '长',
    width: '宽',
    height: '高',
    weight: '净重',
    calculate: '试算',
    selectCustomer: '请选择客户',
    enterPostal: '请输入邮编',
    signFee: '签名费',
    labels: '自定义标签',
    saveNotes: '保存标签和评价',
    criteria: '评分标准',
    weightSum: '权重合计 100',
  },
};

for (const lang of ['en', 'zh'] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'zh-CN', viewport: { width: 1440, height: 900 } });

    test(`carrier account (${lang}): created with secrets that are never shown again`, async ({
      page,
      request,
    }, testInfo) => {
      const l = labels[lang];
      const token = await openBackoffice(page, request, '/system/logistics/account');
      const list = new ResourceListPage(page, 'carrier-accounts', '/System/LogisticsAccount/GetPageList');
      const name = `UPS-${lang}-${Date.now().toString().slice(-7)}`;
      const secret = `s3cret-${lang}-${Date.now()}`;
      await list.toolbarButton(l.add).click();
      const dialog = page.getByRole('dialog', { name: l.add });
      await dialog.getByRole('textbox', { name: l.accountName, exact: true }).fill(name);
      await dialog.getByRole('textbox', { name: l.carrier, exact: true }).fill('own');
      await dialog.getByRole('textbox', { name: l.accountNumber, exact: true }).fill('A1B2C3');
      await dialog.getByLabel(l.password, { exact: true }).fill(secret);
      await dialog.getByLabel(l.key, { exact: true }).fill(`${secret}-key`);
      const created = page.waitForResponse((r) => r.url().includes('/LogisticsAccount/Create'));
      await dialog.getByRole('button', { name: l.save }).click();
      const answer = await (await created).text();
      expect(answer).not.toContain(secret);
      const account = (JSON.parse(answer) as { data: { id: string } }).data;
      await expect(list.row(name)).toBeVisible();
      await expect(list.row(name)).toContainText('2/4');

      // the edit dialog starts with empty secrets and says they are set
      await list.rowAction(name, l.edit);
      const edit = page.getByRole('dialog', { name: l.editTitle });
      await expect(edit.getByLabel(l.password, { exact: true })).toHaveValue('');
      await expect(edit.getByText(l.secretSet)).toHaveCount(2);
      await page.screenshot({ path: testInfo.outputPath(`logistics-account-edit-${lang}.png`) });
      await edit.getByRole('button', { name: l.cancel }).click();
      expect(await page.content()).not.toContain(secret);

      const stored = await okApi(request, token, carrierAccountEndpoints.get, { id: account.id });
      expect(stored.secretsSet).toEqual({ key: true, password: true, privateKey: false, accessKey: false });
      const listed = await callApi(request, token, carrierAccountEndpoints.getPageList, {
        pageIndex: 1,
        pageSize: 100,
      });
      expect(JSON.stringify(listed)).not.toContain(secret);
      await page.screenshot({ path: testInfo.outputPath(`logistics-accounts-${lang}.png`) });
    });

    test(`fee calculator (${lang}): a parcel in kg/cm priced as the server's trial freight prices it`, async ({
      page,
      request,
    }, testInfo) => {
      const l = labels[lang];
      const token = await openBackoffice(page, request, '/dashboard/index');
      await page.getByRole('button', { name: l.fee }).click();
      const dialog = page.getByRole('dialog', { name: l.fee });
      await dialog.getByRole('button', { name: l.calculate }).click();
      await expect(dialog.getByText(l.selectCustomer)).toBeVisible();
      await expect(dialog.getByText(l.enterPostal)).toBeVisible();

      await dialog.getByRole('combobox', { name: l.customer }).click();
      await page.getByRole('option', { name: /^ACME/ }).click();
      await dialog.getByRole('combobox', { name: l.origin }).click();
      await page.getByRole('option').first().click();
      await dialog.getByRole('combobox', { name: l.signing }).click();
      await page.getByRole('option', { name: l.adult }).click();
      await dialog.getByRole('textbox', { name: l.postal }).fill('10001');
      await dialog.getByText('kg/cm').click();
      await dialog.getByRole('textbox', { name: l.length }).fill('50');
      await dialog.getByRole('textbox', { name: l.width }).fill('40');
      await dialog.getByRole('textbox', { name: l.height }).fill('30');
      await dialog.getByRole('textbox', { name: l.weight }).fill('6');
      // length + girth the carriers' way: 50 + 2 × (40 + 30)
      await expect(dialog.getByTestId('fee-girth')).toContainText('190 cm');
      const priced = page.waitForResponse((r) => r.url().includes('/FeeCalculation/Calculate'));
      await dialog.getByRole('button', { name: l.calculate }).click();
      const response = await priced;
      const sent = response.request().postDataJSON();
      expect(sent).toMatchObject({
        length: 19.69,
        width: 15.75,
        height: 11.81,
        weight: 13.23,
        country: 'US',
      });
      expect(sent).not.toHaveProperty('unit');
      const results = (await response.json()).data as Array<{
        carrier: string;
        serviceName: string;
        zone: string;
        billingWeight: number;
        total: number;
        totalFee: Array<{ feeName: string; amount: number }>;
      }>;
      const own = results.find((r) => r.carrier === 'own')!;
      const row = dialog.getByTestId('fee-results').getByRole('row', { name: new RegExp(own.serviceName) });
      await expect(row).toContainText(own.zone);
      await expect(row).toContainText(String(own.billingWeight));
      await expect(row).toContainText(l.signFee);
      for (const line of own.totalFee) await expect(row).toContainText(line.amount.toFixed(2));
      await page.screenshot({ path: testInfo.outputPath(`fee-calculator-${lang}.png`) });

      // the same parcel as an ACME order: trial freight gives the same zone, weight and lines
      const customers = await okApi(request, token, customerEndpoints.getChannelList, {
        pageIndex: 1,
        pageSize: 100,
      });
      const acme = customers.items.find((c) => c.customerCode === 'ACME')!;
      const warehouses = await okApi(request, token, orderListEndpoints.getWareHouseInfoByCustomerId, {
        customerId: acme.id,
      });
      const order = await okApi(request, token, orderEditEndpoints.createOrder, {
        customerId: acme.id,
        warehouseId: warehouses[0]!.warehouseId,
        signType: 'adult',
        recipient: {
          receiverName: 'Han Meimei',
          state: 'NY',
          city: 'New York',
          postalCode: '10001',
          address1: '1 Penn Plaza',
          isResidential: false,
        },
        items: [{ sku: 'ACME-TOWEL', saleNum: 1 }],
      });
      await okApi(request, token, orderEditEndpoints.createOrUpdatePackage, {
        ids: [order.id],
        packages: [{ length: 19.69, width: 15.75, height: 11.81, weight: 13.23 }],
      });
      const trial = await okApi(request, token, orderShippingEndpoints.trialFreightCalculationNew, {
        ids: [order.id],
      });
      const trialOwn = trial.find((t) => t.carrier === 'own')!.result!;
      expect([trialOwn.zone, trialOwn.billingWeight, trialOwn.totalFee]).toEqual([
        own.zone,
        own.billingWeight,
        own.total,
      ]);
      expect(trialOwn.feeDetails).toEqual(own.totalFee);
    });

    test(`customer portrait (${lang}): the grade from real data, labels and the charts`, async ({
      page,
      request,
    }, testInfo) => {
      const l = labels[lang];
      const token = await openBackoffice(page, request, '/customer/scoring/criteria');
      await expect(page.getByTestId('scoring-criteria')).toContainText(l.criteria, { timeout: 30_000 });
      await expect(page.getByTestId('weight-sum')).toHaveText(l.weightSum);
      await page.screenshot({ path: testInfo.outputPath(`scoring-criteria-${lang}.png`) });

      const customers = await okApi(request, token, customerEndpoints.getChannelList, {
        pageIndex: 1,
        pageSize: 100,
      });
      const acme = customers.items.find((c) => c.customerCode === 'ACME')!;
      await page.goto(`/customer/user/portrait?customerId=${acme.id}`);
      const portrait = await okApi(request, token, scoringEndpoints.getPortrait, { customerId: acme.id });
      expect(portrait.grade).toMatch(/^[SABCDE]$/);
      // the portrait's chunk carries the charts: on a loaded machine it takes a while the first time
      await expect(page.getByTestId('portrait-grade')).toHaveText(portrait.grade, { timeout: 45_000 });
      await expect(page.getByTestId('portrait-score')).toContainText(String(portrait.score));
      for (const chart of ['cabinets', 'orders', 'outgoing', 'output', 'payment'])
        await expect(page.getByTestId(`portrait-chart-${chart}`).locator('svg').first()).toBeVisible();
      const label = `${lang}-${Date.now().toString().slice(-5)}`;
      const tags = page.getByRole('combobox', { name: l.labels });
      await tags.fill(label);
      await tags.press('Enter');
      const saved = page.waitForResponse((r) => r.url().includes('/CustomerPortrait/SaveNotes'));
      await page.getByRole('button', { name: l.saveNotes }).click();
      expect((await (await saved).json()).success).toBe(true);
      const after = await okApi(request, token, scoringEndpoints.getPortrait, { customerId: acme.id });
      expect(after.labels).toContain(label);
      await page.screenshot({ path: testInfo.outputPath(`customer-portrait-${lang}.png`), fullPage: true });
    });
  });
}
