import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  accountEndpoints,
  type Bill,
  billEndpoints,
  type Charge,
  chargeSourceRoute,
  contractEndpoints,
  customerEndpoints,
  downloadHistoryEndpoints,
  miscFeeEndpoints,
  orderEditEndpoints,
  orderListEndpoints,
  orderShippingEndpoints,
  productEndpoints,
  routeTo,
  shipmentEndpoints,
  syncEndpoints,
  workOrderEndpoints,
} from '@wms/api';
import { callApi, okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { apiLogin, sessionHeaders } from '../support/login.ts';
import { ownServer } from '../support/own-server.ts';
import { pdfText } from '../support/pdf-text.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';
import { xlsxText } from '../support/xlsx-text.ts';

/**
 * A month of one customer's activity closed into a bill, on a server of the spec's own whose clock starts
 * on 1 October (CLOCK_START) and is restarted on 2 November, so October can be closed and its storage
 * accrued day by day by the real daily job.
 */
const server = ownServer(Number(process.env.E2E_PORT ?? 8790) + 60);
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ baseURL: server.url, viewport: { width: 1440, height: 900 }, actionTimeout: 20_000 });

const RECIPIENT = {
  receiverName: 'Li Lei',
  state: 'CA',
  city: 'Ontario',
  postalCode: '91761',
  address1: '9 Vine',
};
const PDF = Buffer.from('%PDF-1.4\n% voucher\n%%EOF\n').toString('base64');

const adminToken = async (request: APIRequestContext) =>
  (await apiLogin(request, 'admin01', 'Admin12345')).accessToken;

const customerByCode = async (request: APIRequestContext, token: string, code: string) => {
  const page = await okApi(request, token, customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 50 });
  return page.items.find((c) => c.customerCode === code)!;
};

/** A product of the customer: 20 × 20 × 20 in, so 200 of them hold 26.2 m³. */
const billingProduct = (request: APIRequestContext, token: string, customerId: string, productNo: string) =>
  okApi(request, token, productEndpoints.create, {
    customerId,
    productNo,
    nameCn: '账单测试',
    nameEn: 'Billing-test',
    declarationAmount: 5,
    cartonRate: 1,
    length: 20,
    width: 20,
    height: 20,
    weight: 5,
    cartonLength: 21,
    cartonWidth: 21,
    cartonHeight: 21,
    cartonWeight: 6,
  } as never);

/** A packed order of one unit of `sku`, ready for its label. */
async function packedOrder(
  request: APIRequestContext,
  token: string,
  customerId: string,
  warehouseId: string,
  sku: string,
) {
  const order = await okApi(request, token, orderEditEndpoints.createOrder, {
    customerId,
    warehouseId,
    recipient: RECIPIENT,
    items: [{ sku, saleNum: 1 }],
  });
  await okApi(request, token, orderEditEndpoints.createOrUpdatePackage, {
    ids: [order.id],
    packages: [{ length: 10, width: 8, height: 6, weight: 2 }],
  });
  return order;
}

interface Month {
  acmeId: string;
  warehouseId: string;
  bill: Bill;
  otherBill: Bill;
  transportNo: string;
  workOrderNo: string;
}
let month: Month;

/** October, set up through the API on 1 October: labels, a container, a work-order fee, a miscellaneous fee. */
async function october(request: APIRequestContext) {
  const token = await adminToken(request);
  const stamp = Date.now().toString(36).toUpperCase();
  const acme = await customerByCode(request, token, 'ACME');
  const globex = await customerByCode(request, token, 'GLOBEX');
  const [warehouse] = await okApi(request, token, orderListEndpoints.getWareHouseInfoByCustomerId, {
    customerId: acme.id,
  });
  const warehouseId = warehouse!.warehouseId;
  const contract = await okApi(request, token, contractEndpoints.create, {
    customerId: acme.id,
    contractNo: `HT-FIN-${stamp}`,
    validFrom: '2026-10-01',
    validTo: '2027-12-31',
    signer: 'Li Lei',
    signTime: '2026-10-01T08:00:00Z',
  });
  await okApi(request, token, contractEndpoints.createQuotation, {
    contractId: contract.id,
    effectiveFrom: '2026-10-01',
    warehouseCharges: [
      { type: 'storage', name: 'Storage', unit: 'm³/day', price: 0.05 },
      { type: 'orderProcessing', name: 'Order handling', unit: 'order', price: 1.25 },
      { type: 'unloading', name: 'Unloading', unit: 'container', price: 150 },
    ],
  });

  // A container of 200 units unloaded on the handheld (the real sync push of a dock worker).
  const product = await billingProduct(request, token, acme.id, `FIN-${stamp}`);
  const container = await okApi(request, token, shipmentEndpoints.create, {
    containerNo: `FINU${String(Date.now()).slice(-7)}`,
    containerType: '20GP',
    transportType: 'sea',
    warehouseId,
    customerId: acme.id,
    etd: '2026-09-20',
    eta: '2026-09-30',
    lines: [{ productId: product.id, cartonCount: 10, qty: 200, weight: 100, cbm: 2.5, value: 500 }],
  } as never);
  await okApi(request, token, shipmentEndpoints.verify, { ids: [container.id] });
  for (const action of ['depart', 'arrive'] as const)
    await okApi(request, token, shipmentEndpoints.updateState, { ids: [container.id], action });
  const dock = await apiLogin(request, 'pda02', 'Pda12345', 'pda');
  const at = new Date().toISOString();
  const pushed = await request.post(syncEndpoints.push.path, {
    headers: sessionHeaders(dock, 'pda'),
    data: {
      deviceId: randomUUID(),
      events: [
        {
          type: 'inbound.receive',
          payload: {
            shipmentId: container.id,
            code: product.productNo,
            qty: 200,
            cartons: 10,
            damaged: false,
            unexpected: false,
          },
        },
        { type: 'inbound.finish', payload: { shipmentId: container.id, pallets: 2 } },
      ].map((e, i) => ({ ...e, eventId: randomUUID(), deviceSeq: i + 1, createdAt: at })),
    },
  });
  const results = (await pushed.json()).data.results as { status: string }[];
  expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);

  // Two orders shipped with labels.
  for (let i = 0; i < 2; i++) {
    const order = await packedOrder(request, token, acme.id, warehouseId, 'ACME-TOWEL');
    await okApi(request, token, orderShippingEndpoints.createShipment, { ids: [order.id] });
  }
  // A work-order fee.
  const ticket = await okApi(request, token, workOrderEndpoints.create, {
    customerId: acme.id,
    warehouseId,
    category: 'afterSales',
    type: 'damagedGoods',
    priority: 'urgent',
    title: 'Relabel cartons',
    description: 'Relabel the damaged cartons',
    attachments: [],
  } as never);
  await okApi(request, token, workOrderEndpoints.addFee, {
    workOrderId: ticket.id,
    lineId: randomUUID(),
    category: 'labour',
    fee: 20,
  } as never);
  // A miscellaneous fee with its voucher, approved; and one of another customer.
  const voucher = await okApi(request, token, miscFeeEndpoints.uploadVoucher, {
    fileName: 'voucher.pdf',
    content: PDF,
  });
  for (const [customerId, amount] of [
    [acme.id, 25],
    [globex.id, 10],
  ] as const) {
    const fee = await okApi(request, token, miscFeeEndpoints.create, {
      customerId,
      warehouseId,
      feeType: 'Relabelling',
      amount,
      happenDate: '2026-10-05',
      voucherFileId: voucher.id,
      remark: '',
    });
    await okApi(request, token, miscFeeEndpoints.audit, { ids: [fee.id], approve: true, remark: '' });
  }
  return {
    acmeId: acme.id,
    globexId: globex.id,
    warehouseId,
    transportNo: container.transportNo as string,
    workOrderNo: ticket.workOrderNo as string,
  };
}

/** On 2 November: the daily job has accrued October's storage; the month is closed into bills. */
async function closeOctober(request: APIRequestContext, facts: Awaited<ReturnType<typeof october>>) {
  const token = await adminToken(request);
  await expect
    .poll(
      async () =>
        (
          await okApi(request, token, billEndpoints.getUnbilledList, {
            customerId: facts.acmeId,
            billMonth: '2026-10',
          })
        ).items[0]?.fees.storage ?? 0,
      { timeout: 90_000 },
    )
    .toBeGreaterThan(0);
  const bills = await okApi(request, token, billEndpoints.closeMonth, { billMonth: '2026-10' });
  const bill = bills.find((b) => b.customerId === facts.acmeId && b.warehouseId === facts.warehouseId)!;
  const otherBill = bills.find((b) => b.customerId === facts.globexId)!;
  expect(bill.fees).toMatchObject({ unloading: 150, orderProcessing: 2.5, workOrder: 20, misc: 25 });
  // 200 × 20³ in³ is 26.2 m³ held from 1 to 31 October at 0.05 a m³ a day.
  expect(bill.fees.storage).toBeCloseTo(26.2 * 31 * 0.05, 0);
  expect(bill.fees.freight).toBeGreaterThan(0);
  return { ...facts, bill, otherBill };
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(600_000);
  await server.start({ CLOCK_START: '2026-10-01T09:00:00Z' }, 240_000);
  const first = await playwright.request.newContext({ baseURL: server.url });
  const facts = await october(first);
  await first.dispose();
  await server.kill();
  await server.start({ CLOCK_START: '2026-11-02T09:00:00Z' }, 240_000);
  const second = await playwright.request.newContext({ baseURL: server.url });
  month = await closeOctober(second, facts);
  await second.dispose();
});
test.afterAll(async () => server.stop());

/** The download-center file of the task the last click queued, once it is ready. */
async function downloaded(request: APIRequestContext, token: string, name: RegExp) {
  let path = '';
  await expect
    .poll(
      async () => {
        const list = await okApi(request, token, downloadHistoryEndpoints.getList, {});
        const task = list.items.find((t) => name.test(t.filename ?? ''));
        path = task?.fileStatus === 2 ? (task.path ?? '') : '';
        return path;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return Buffer.from(await (await request.get(path)).body());
}

const WORDS = {
  'en-US': {
    approve: 'Approve',
    refusal: /balance/i,
    audit: 'Audit',
    edit: 'Edit recharge',
    reason: 'The amount differs from the bank slip',
  },
  'zh-CN': {
    approve: '审核通过',
    refusal: /余额/,
    audit: '审核',
    edit: '编辑充值',
    reason: '金额与银行回单不符',
  },
} as const;

for (const locale of ['en-US', 'zh-CN'] as const) {
  const tag = locale === 'en-US' ? 'en' : 'zh';
  const w = WORDS[locale];

  test.describe(`finance (${tag})`, () => {
    test.use({ locale });

    test(`finance (${tag}): the month's bill opens every line's source; its Excel and PDF carry the screen's total`, async ({
      page,
      browser,
    }, info) => {
      const { bill } = month;
      const token = await openBackoffice(page, page.request, routeTo('finance.bill-detail', { id: bill.id }));
      const total = bill.billMoney.toFixed(2);
      // The first screen of a fresh browser loads the shell, then the finance chunk: room for a loaded machine.
      await expect(page.getByTestId('bill-total')).toHaveText(total, { timeout: 60_000 });
      for (const [type, amount] of Object.entries(bill.fees).filter(([, v]) => v !== 0))
        await expect(page.locator(`[data-fee="${type}"]`)).toHaveText(amount.toFixed(2));
      const lines = (
        await okApi(page.request, token, billEndpoints.getChargeList, { billId: bill.id, pageSize: 100 })
      ).items as Charge[];
      const links = page.getByTestId('bill-lines').getByTestId('charge-source');
      await expect(links).toHaveCount(lines.length);
      expect((await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort()).toEqual(
        lines.map((c) => chargeSourceRoute(c)).sort(),
      );
      await page.screenshot({ path: info.outputPath(`finance-bill-detail-${tag}.png`), fullPage: true });

      // Each kind of source opens the page that shows the fact behind it.
      const opens: Array<[Charge['sourceKind'], string]> = [
        ['unloading', month.transportNo],
        ['workOrderLine', month.workOrderNo],
        ['miscFee', lines.find((c) => c.sourceKind === 'miscFee')!.sourceNo],
        ['shipment', lines.find((c) => c.sourceKind === 'shipment')!.sourceNo],
      ];
      for (const [kind, shown] of opens) {
        const line = lines.find((c) => c.sourceKind === kind)!;
        await page.goto(routeTo('finance.bill-detail', { id: bill.id }));
        await page
          .getByTestId('bill-lines')
          .locator(`a[href="${chargeSourceRoute(line)}"]`)
          .first()
          .click();
        await expect(page).toHaveURL((url) => chargeSourceRoute(line).startsWith(url.pathname));
        await expect(page.getByText(shown).first()).toBeVisible({ timeout: 60_000 });
      }

      // The month bill downloads: Excel and PDF, each with the screen's total.
      await page.goto(routeTo('finance.bill-detail', { id: bill.id }));
      await page.getByTestId('download-excel').click();
      expect(xlsxText(await downloaded(page.request, token, /xlsx$/))).toContain(`>${bill.billMoney}<`);
      await page.getByTestId('download-pdf').click();
      expect(pdfText(await downloaded(page.request, token, /pdf$/))).toContain(total);

      // The customer's user sees its bill and nothing of another customer.
      const customer = await browser.newContext({
        locale,
        baseURL: server.url,
        viewport: { width: 1440, height: 900 },
      });
      const own = await customer.newPage();
      const customerToken = await openBackoffice(
        own,
        customer.request,
        routeTo('finance.billed'),
        'customer01',
        'Customer12345',
      );
      const seen = await okApi(customer.request, customerToken, billEndpoints.getPageList, {
        billMonth: '2026-10',
      });
      expect(seen.items.map((b) => b.customerId)).toEqual([month.acmeId]);
      const other = await callApi(customer.request, customerToken, billEndpoints.getDetail, {
        id: month.otherBill.id,
      });
      expect(other.success).toBe(false);
      const list = new ResourceListPage(own, 'bills', billEndpoints.getPageList.path);
      // A fresh browser loads its menus first; on a loaded machine that takes a while.
      await expect(list.root).toBeVisible({ timeout: 60_000 });
      await expect(list.row(bill.invoiceNo)).toBeVisible({ timeout: 30_000 });
      // Each fee column shows its own component (storage and unloading differ from freight).
      for (const type of ['storage', 'unloading'] as const)
        await expect(list.row(bill.invoiceNo)).toContainText(bill.fees[type].toFixed(2));
      await expect(list.row(month.otherBill.invoiceNo)).toHaveCount(0);
      await own.screenshot({ path: info.outputPath(`finance-customer-bills-${tag}.png`), fullPage: true });
      await customer.close();
    });

    test(`finance (${tag}): an unfunded prepaid customer's label is refused; once a recharge is approved it goes through`, async ({
      page,
    }, info) => {
      const token = await openBackoffice(page, page.request, routeTo('finance.recharge'));
      const stamp = `${tag.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
      const customer = await okApi(page.request, token, customerEndpoints.createChannel, {
        customerCode: `PP${stamp}`,
        shortName: 'Prepaid',
        fullName: 'Prepaid Goods LLC',
        accountType: 'prepaid',
        warehouseIds: [month.warehouseId],
      } as never);
      const product = await billingProduct(page.request, token, customer.id, `PP-${stamp}`);
      const order = await packedOrder(page.request, token, customer.id, month.warehouseId, product.productNo);
      const language = locale === 'zh-CN' ? 'zh-CN' : 'en';
      const refused = await callApi(
        page.request,
        token,
        orderShippingEndpoints.createShipment,
        { ids: [order.id] },
        language,
      );
      expect(refused).toMatchObject({ success: false, code: 'BALANCE_INSUFFICIENT' });
      expect(refused.message).toMatch(w.refusal);
      expect(refused.message).toContain(`PP${stamp}`);

      const recharge = await okApi(page.request, token, accountEndpoints.createRecharge, {
        customerId: customer.id,
        way: 'bankTransfer',
        amount: 500,
      } as never);
      const recharges = new ResourceListPage(page, 'recharges', accountEndpoints.getRechargeList.path);
      await recharges.goto(routeTo('finance.recharge'));
      await recharges.rowAction(recharge.serialNo, w.approve);
      const confirm = page.getByRole('dialog');
      if (await confirm.isVisible().catch(() => false)) await recharges.confirm();
      await expect
        .poll(async () => {
          const found = await okApi(page.request, token, accountEndpoints.getRechargeList, {
            serialNo: recharge.serialNo,
          } as never);
          return found.items[0]?.auditState;
        })
        .toBe('approved');
      await page.screenshot({ path: info.outputPath(`finance-recharges-${tag}.png`), fullPage: true });
      const shipped = await okApi(page.request, token, orderShippingEndpoints.createShipment, {
        ids: [order.id],
      });
      expect(shipped.trackingNo).toBeTruthy();
      const account = await okApi(page.request, token, accountEndpoints.getAccount, {
        customerId: customer.id,
      });
      expect(account.balance).toBeLessThan(500);
      expect(account.balance).toBeGreaterThan(0);
    });

    test(`finance (${tag}): a recharge is rejected on its audit page with a reason, edited, then approved`, async ({
      page,
    }, info) => {
      const token = await openBackoffice(page, page.request, routeTo('finance.recharge'));
      const voucher = await okApi(page.request, token, accountEndpoints.uploadVoucher, {
        fileName: `slip-${tag}.pdf`,
        content: PDF,
      });
      const recharge = await okApi(page.request, token, accountEndpoints.createRecharge, {
        customerId: month.acmeId,
        way: 'bankTransfer',
        amount: 10,
        voucherFileId: voucher.id,
      } as never);
      const state = async () => okApi(page.request, token, accountEndpoints.getRecharge, { id: recharge.id });
      const recharges = new ResourceListPage(page, 'recharges', accountEndpoints.getRechargeList.path);
      await recharges.goto(routeTo('finance.recharge'));
      await recharges.rowAction(recharge.serialNo, w.audit, true);
      await expect(page.getByTestId('audited-voucher')).toHaveText(`slip-${tag}.pdf`);
      // Reject stays closed until the reason is given; the server refuses a bare rejection the same way.
      await expect(page.getByTestId('audit-reject')).toBeDisabled();
      await page.getByTestId('audit-remark').fill(w.reason);
      await page.screenshot({ path: info.outputPath(`finance-recharge-audit-${tag}.png`), fullPage: true });
      await page.getByTestId('audit-reject').click();
      await expect.poll(async () => (await state()).auditState).toBe('rejected');
      expect((await state()).auditRemark).toBe(w.reason);

      await recharges.goto(routeTo('finance.recharge'));
      await recharges.rowAction(recharge.serialNo, w.edit);
      const amount = page.getByTestId('recharge-amount');
      await amount.fill('12');
      await page.screenshot({ path: info.outputPath(`finance-recharge-edit-${tag}.png`), fullPage: true });
      await page.getByTestId('audited-save').click();
      await expect.poll(async () => (await state()).auditState).toBe('pending');
      expect((await state()).amount).toBe(12);

      await page.goto(routeTo('finance.recharge-audit', { id: recharge.id }));
      await page.getByTestId('audit-approve').click();
      await expect.poll(async () => (await state()).auditState).toBe('approved');
      await page.goto(routeTo('finance.recharge-edit', { id: recharge.id }));
      await expect(page.getByTestId('audited-edit')).toBeVisible();
      await expect(page.getByTestId('audited-save')).toHaveCount(0);
    });
  });
}
