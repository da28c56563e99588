import { expect, type Page, test } from '@playwright/test';
import { contractEndpoints } from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 120_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const today = () => new Date().toISOString().slice(0, 10);
const nextMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const labels = {
  en: {
    add: 'Add contract',
    customer: 'Customer',
    contractNo: 'Contract number',
    validFrom: 'Valid from',
    validTo: 'Valid until',
    signer: 'Signer',
    signTime: 'Sign time',
    save: 'Save',
    quotations: 'Quotations',
    detail: 'Contract detail',
    effectiveFrom: 'Effective from',
    service: 'Logistics service code',
    zones: 'Zones (comma separated)',
    addBreak: 'Add weight break',
  },
  zh: {
    add: '新增合同',
    customer: '客户',
    contractNo: '合同编号',
    validFrom: '生效日期',
    validTo: '有效期至',
    signer: '签订人',
    signTime: '签订时间',
    save: '保存',
    quotations: '报价',
    detail: '合同详情',
    effectiveFrom: '生效日期',
    service: '物流服务代码',
    zones: '分区（英文逗号分隔）',
    addBreak: '新增重量段',
  },
};

async function addVersion(
  page: Page,
  l: (typeof labels)['en'],
  effectiveFrom: string,
  prices: [string, string],
) {
  const form = page.getByTestId('quotation-form');
  await form.getByRole('textbox', { name: l.effectiveFrom, exact: true }).fill(effectiveFrom);
  await form.getByRole('textbox', { name: l.effectiveFrom, exact: true }).press('Tab');
  await form.getByRole('combobox', { name: l.service }).click();
  await page.getByRole('option', { name: /own · / }).click();
  const zones = form.getByRole('textbox', { name: l.zones });
  await zones.fill('2,3');
  await zones.blur();
  const grid = form.getByTestId('weight-breaks');
  await grid.getByRole('textbox', { name: '1 2', exact: true }).fill(prices[0]);
  await grid.getByRole('textbox', { name: '1 3', exact: true }).fill(prices[1]);
  const saved = page.waitForResponse((r) => r.url().includes('/CRM/Quotation/Create'));
  await form.getByRole('button', { name: l.save }).click();
  expect((await (await saved).json()).success).toBe(true);
  // the form empties itself for the next version once the server has taken this one
  await expect(form.getByRole('textbox', { name: l.effectiveFrom, exact: true })).toHaveValue('');
  await expect(form.getByRole('combobox', { name: l.service })).toHaveValue('');
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'zh-CN', viewport: { width: 1440, height: 900 } });

    test(`contracts (${lang}): a contract with a PDF, a quotation, a second version dated next month`, async ({
      page,
      request,
    }, testInfo) => {
      const l = labels[lang];
      const token = await openBackoffice(page, request, '/customer/config/index');
      const list = new ResourceListPage(page, 'contracts', '/CRM/Contract/GetPageList');
      await list.toolbarButton(l.add).click();
      const dialog = page.getByRole('dialog', { name: l.add });
      await dialog.getByRole('combobox', { name: l.customer }).click();
      // GLOBEX, not ACME: the quotation prices only 1 lb parcels, and the order specs ship ACME's parcels
      // on the same server, which a quotation in force would then refuse to price.
      await page.getByRole('option', { name: /^GLOBEX/ }).click();
      const contractNo = `${lang === 'zh' ? '合同' : 'HT'}-${Date.now().toString().slice(-8)}`;
      await dialog.getByRole('textbox', { name: l.contractNo }).fill(contractNo);
      await dialog.getByRole('textbox', { name: l.validFrom, exact: true }).fill('2026-01-01');
      await dialog.getByRole('textbox', { name: l.validFrom, exact: true }).press('Tab');
      await dialog.getByRole('textbox', { name: l.validTo, exact: true }).fill('2027-12-31');
      await dialog.getByRole('textbox', { name: l.validTo, exact: true }).press('Tab');
      await dialog.getByRole('textbox', { name: l.signer }).fill('Li Lei');
      await dialog.getByRole('textbox', { name: l.signTime, exact: true }).fill('2026-01-02T10:30');
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: PDF });
      const created = page.waitForResponse((r) => r.url().includes('/CRM/Contract/Create'));
      await dialog.getByRole('button', { name: l.save }).click();
      const contract = (await (await created).json()).data as { id: string };
      await expect(list.row(contractNo)).toBeVisible();
      const stored = await okApi(request, token, contractEndpoints.get, { id: contract.id });
      expect(stored).toMatchObject({
        contractNo,
        fileName: 'signed.pdf',
        signer: 'Li Lei',
        validTo: '2027-12-31',
      });

      await list.rowAction(contractNo, l.quotations, true);
      await expect(page).toHaveURL(new RegExp(`/customer/config/contract-quote-config/${contract.id}/`));
      await addVersion(page, l, today(), ['9.99', '10.5']);
      await addVersion(page, l, nextMonth(), ['11.25', '12']);
      const versions = await okApi(request, token, contractEndpoints.getQuotationList, {
        contractId: contract.id,
      });
      expect(versions.map((v) => [v.version, v.effectiveFrom, v.effectiveTo])).toEqual([
        [2, nextMonth(), '2027-12-31'],
        [1, today(), dayBefore(nextMonth())],
      ]);
      expect(versions[1]!.logistics[0]).toMatchObject({ carrier: 'own', zones: ['2', '3'] });
      expect(versions[1]!.logistics[0]!.weightBreaks[0]!.prices).toEqual([9.99, 10.5]);
      expect(versions[0]!.logistics[0]!.weightBreaks[0]!.prices).toEqual([11.25, 12]);
      for (const v of versions)
        await expect(page.getByRole('row', { name: new RegExp(v.quotationNo) })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`contract-quote-config-${lang}.png`),
        fullPage: true,
      });

      await page.getByRole('button', { name: l.detail }).click();
      const detail = page.getByTestId('contract-detail');
      await expect(detail.getByTestId('contract-pdf')).toHaveText('signed.pdf');
      // the version's row and its quote-log row
      for (const v of versions)
        await expect(detail.getByRole('row', { name: new RegExp(v.quotationNo) })).toHaveCount(2);
      await page.screenshot({ path: testInfo.outputPath(`contract-detail-${lang}.png`) });
    });
  });
}
