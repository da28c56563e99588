import { expect, test } from '@playwright/test';
import { carrierAccountEndpoints, contractEndpoints, customerEndpoints } from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

// A real server on a shared two-core machine: each flow gets room beyond the 30 s default.
test.describe.configure({ timeout: 120_000 });

const nextMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};

const labels = {
  en: {
    open: 'Detail',
    versionAdded: 'Quotation version added',
    customerCode: 'Customer code',
    setQuotation: 'Set quotation',
    logistics: 'Logistics quotation',
    unpriced: 'No quotation in force',
    warehouse: 'Warehouse',
    authorised: 'Authorised',
    editTitle: 'Edit logistics account',
    accountName: 'Account name',
    cancel: 'Cancel',
  },
  zh: {
    open: '查看详情',
    versionAdded: '新增报价版本',
    customerCode: '客户代码',
    setQuotation: '设置报价',
    logistics: '物流报价',
    unpriced: '无生效报价',
    warehouse: '仓库',
    authorised: '已授权',
    editTitle: '编辑物流账号',
    accountName: '账号名称',
    cancel: '取消',
  },
};

for (const lang of ['en', 'zh'] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'zh-CN', viewport: { width: 1440, height: 900 } });

    test(`quote logs and quotation settings (${lang}): the log detail, the accounts and a version's prices`, async ({
      page,
      request,
    }, testInfo) => {
      const l = labels[lang];
      const token = await openBackoffice(page, request, '/dashboard/index');
      const customers = await okApi(request, token, customerEndpoints.getChannelList, {
        pageIndex: 1,
        pageSize: 100,
      });
      // GLOBEX, and a contract that starts next month: nothing the order specs price changes today
      const globex = customers.items.find((c) => c.customerCode === 'GLOBEX')!;
      const contractNo = `QS-${lang}-${Date.now().toString().slice(-8)}`;
      const contract = await okApi(request, token, contractEndpoints.create, {
        customerId: globex.id,
        contractNo,
        validFrom: nextMonth(),
        validTo: '2028-12-31',
        signer: 'Li Lei',
        signTime: new Date().toISOString(),
      });
      const quotation = await okApi(request, token, contractEndpoints.createQuotation, {
        contractId: contract.id,
        effectiveFrom: nextMonth(),
        logistics: [
          {
            carrier: 'own',
            serviceCode: 'E2E-GROUND',
            zones: ['2', '5'],
            weightBreaks: [{ upToLb: 10, prices: [12.34, 56.78] }],
            minimums: [1.5, 2.5],
          },
        ],
        warehouseCharges: [{ type: 'storage', name: 'Storage', unit: 'm³/day', price: 0.45 }],
      });

      // quote logs: the customer's list, then one log's detail, the same as the server's
      const logs = new ResourceListPage(page, 'quote-logs', '/CRM/QuoteLog/GetPageList');
      await page.goto(`/customer/quote-log/index?customerId=${globex.id}`);
      const logRow = logs.row(contractNo).filter({ hasText: l.versionAdded });
      await expect(logRow).toHaveCount(1);
      await logRow.getByRole('link', { name: l.open }).click();
      await expect(page).toHaveURL(/\/customer\/quote-log\/detail\?id=/);
      const logId = new URL(page.url()).searchParams.get('id')!;
      const log = await okApi(request, token, contractEndpoints.getQuoteLog, { id: logId });
      expect(log).toMatchObject({ contractNo, action: 'quotationCreated' });
      expect(log.detail).toMatchObject({ quotationNo: quotation.quotationNo, effectiveFrom: nextMonth() });
      const changes = page.getByTestId('quote-log-changes');
      await expect(changes).toContainText(quotation.quotationNo);
      await expect(changes).toContainText('own E2E-GROUND');
      await page.screenshot({ path: testInfo.outputPath(`quote-log-detail-${lang}.png`) });

      // quotation accounts: GLOBEX's pricing today as the server reports it
      const accounts = new ResourceListPage(page, 'quotation-accounts', '/CRM/Quotation/GetAccountList');
      await page.goto('/system/quotation/account-config');
      await accounts.fillFilter(l.customerCode, 'GLOBEX');
      await accounts.search();
      const today = await okApi(request, token, contractEndpoints.getQuotationAccountList, {
        customerCode: 'GLOBEX',
        pageIndex: 1,
        pageSize: 10,
      });
      const account = today.items.find((a) => a.customerId === globex.id)!;
      const accountRow = accounts.row('GLOBEX');
      await expect(accountRow).toContainText(account.quotationNo ?? l.unpriced);
      await page.screenshot({ path: testInfo.outputPath(`quotation-accounts-${lang}.png`) });

      // set quotation opens the customer's quotation versions; one opens its zone × weight prices
      await accountRow.getByRole('link', { name: l.setQuotation }).click();
      await expect(page).toHaveURL(new RegExp(`/system/quotation/set-account\\?customerId=${globex.id}`));
      const versions = new ResourceListPage(page, 'quotations', '/CRM/Quotation/GetPageList');
      await versions.row(quotation.quotationNo).getByRole('link', { name: l.logistics }).click();
      await expect(page).toHaveURL(
        new RegExp(
          `/customer/config/logistics-quotation/${globex.id}/GLOBEX/${contract.id}/${quotation.id}$`,
        ),
      );
      const stored = await okApi(request, token, contractEndpoints.getQuotation, { id: quotation.id });
      const prices = page.getByTestId('logistics-quote-E2E-GROUND');
      for (const price of [...stored.logistics[0]!.weightBreaks[0]!.prices, ...stored.logistics[0]!.minimums])
        await expect(prices).toContainText(price.toFixed(2));
      await page.screenshot({ path: testInfo.outputPath(`logistics-quotation-${lang}.png`) });
    });

    test(`logistics accounts (${lang}): warehouse authorisation and the edit page of one account`, async ({
      page,
      request,
    }, testInfo) => {
      const l = labels[lang];
      const token = await openBackoffice(page, request, '/system/logistics/warehouse-auth');
      const name = `WA-${lang}-${Date.now().toString().slice(-7)}`;
      const created = await okApi(request, token, carrierAccountEndpoints.create, {
        accountName: name,
        carrier: 'own',
      });
      await page.reload();
      await page.getByRole('combobox', { name: l.warehouse }).click();
      await page.getByRole('option').first().click();
      await expect(page).toHaveURL(/warehouseId=/);
      const warehouseId = new URL(page.url()).searchParams.get('warehouseId')!;
      const tick = page.getByRole('checkbox', { name: `${l.authorised} ${name}` });
      await expect(tick).not.toBeChecked();
      const saved = page.waitForResponse((r) => r.url().includes('/LogisticsAccount/WarehouseAuth'));
      // the tick follows the server: it changes once the account's warehouses are saved and read back
      await tick.click();
      expect((await (await saved).json()).success).toBe(true);
      await expect(tick).toBeChecked();
      const stored = await okApi(request, token, carrierAccountEndpoints.get, { id: created.id });
      expect(stored.warehouseIds).toContain(warehouseId);
      await page.screenshot({ path: testInfo.outputPath(`warehouse-auth-${lang}.png`) });

      await page.goto(`/system/logistics/account-edit?id=${created.id}`);
      const dialog = page.getByRole('dialog', { name: l.editTitle });
      await expect(dialog.getByRole('textbox', { name: l.accountName, exact: true })).toHaveValue(name);
      await dialog.getByRole('button', { name: l.cancel }).click();
      await expect(page).toHaveURL(/\/system\/logistics\/account$/);
    });
  });
}
