import { contractEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { loginCustomerUser, type OrderWorld, orderWorld } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const TODAY = '2026-06-10';
const NEXT_MONTH = '2026-07-01';

const contract = (customerId: string) => ({
  customerId,
  contractNo: `HT-${Math.random().toString(36).slice(2, 8)}`,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  signer: 'Li Lei',
  signTime: '2026-05-30T08:00:00Z',
});

const quotation = (contractId: string, effectiveFrom: string, base: number) => ({
  contractId,
  effectiveFrom,
  logistics: [
    {
      carrier: 'own',
      serviceCode: 'OWN-GROUND',
      zones: ['2'],
      weightBreaks: [{ upToLb: 10, prices: [base] }],
      minimums: [0],
    },
  ],
  warehouseCharges: [{ type: 'storage' as const, name: 'Storage', unit: 'm³/day', price: 0.45 }],
});

describeEachDb(
  'quotation lists and quote logs',
  (env) => {
    let w: OrderWorld;
    const call = async (
      endpoint: Parameters<ReturnType<typeof env>['call']>[0],
      input: unknown,
      token = w.token,
    ) => (await env().call(endpoint, input as never, token, 'en')).json();
    const ok = async (endpoint: Parameters<ReturnType<typeof env>['call']>[0], input: unknown) => {
      const body = await call(endpoint, input);
      expect(body).toMatchObject({ success: true });
      return body.data;
    };
    let contractId: string;
    let v1: string;
    let v2: string;
    beforeAll(async () => {
      w = await orderWorld(env());
      contractId = (await ok(contractEndpoints.create, contract(w.customerId))).id;
      v1 = (await ok(contractEndpoints.createQuotation, quotation(contractId, TODAY, 4))).id;
      v2 = (await ok(contractEndpoints.createQuotation, quotation(contractId, NEXT_MONTH, 5))).id;
    });

    it('lists the versions, each ending the day before the next begins or at the contract end', async () => {
      const page = await ok(contractEndpoints.getQuotationPageList, {
        contractId,
        pageIndex: 1,
        pageSize: 10,
      });
      expect(page.total).toBe(2);
      const byId = new Map(page.items.map((q: { id: string }) => [q.id, q]));
      expect(byId.get(v1)).toMatchObject({
        version: 1,
        effectiveFrom: TODAY,
        effectiveTo: '2026-06-30',
        services: ['own OWN-GROUND'],
        warehouseCharges: 1,
      });
      expect(byId.get(v2)).toMatchObject({
        version: 2,
        effectiveFrom: NEXT_MONTH,
        effectiveTo: '2026-12-31',
      });
    });

    it('names for each account the quotation in force today, and none where no pricing is set', async () => {
      const page = await ok(contractEndpoints.getQuotationAccountList, { pageIndex: 1, pageSize: 100 });
      const row = (id: string) => page.items.find((a: { customerId: string }) => a.customerId === id);
      expect(row(w.customerId)).toMatchObject({
        contractId,
        quotationId: v1,
        version: 1,
        effectiveFrom: TODAY,
      });
      expect(row(w.customer2Id)).toMatchObject({ quotationId: null, contractId: null });
    });

    it('opens one quote log with its whole detail, and hides another customer’s from a customer user', async () => {
      const logs = await ok(contractEndpoints.getQuoteLogPageList, {
        contractId,
        pageIndex: 1,
        pageSize: 10,
      });
      const created = logs.items.find((l: { action: string; detail: { version?: number } }) => {
        return l.action === 'quotationCreated' && l.detail.version === 2;
      });
      const one = await ok(contractEndpoints.getQuoteLog, { id: created.id });
      expect(one).toEqual(created);
      expect(one.detail).toMatchObject({
        version: 2,
        effectiveFrom: NEXT_MONTH,
        services: ['own OWN-GROUND'],
      });
      expect(one.customerCode).not.toBe('');

      const token = await loginCustomerUser(env(), w.user.tenantId, w.customer2Id, []);
      expect((await call(contractEndpoints.getQuoteLog, { id: created.id }, token)).code).toBe(
        'QUOTE_LOG_NOT_FOUND',
      );
      const theirs = await call(
        contractEndpoints.getQuotationPageList,
        { pageIndex: 1, pageSize: 10 },
        token,
      );
      expect(theirs.data).toEqual({ items: [], total: 0 });
      const accounts = await call(
        contractEndpoints.getQuotationAccountList,
        { pageIndex: 1, pageSize: 10 },
        token,
      );
      expect(accounts.data.items.map((a: { customerId: string }) => a.customerId)).toEqual([w.customer2Id]);
    });

    it('refuses an unknown quote log in the caller’s language', async () => {
      const missing = '00000000-0000-7000-8000-000000000000';
      const zh = (await env().call(contractEndpoints.getQuoteLog, { id: missing }, w.token, 'zh-CN')).json();
      expect(zh).toMatchObject({ success: false, code: 'QUOTE_LOG_NOT_FOUND', message: '报价日志不存在' });
    });
  },
  { clock: () => new Date(`${TODAY}T09:00:00Z`) },
);
