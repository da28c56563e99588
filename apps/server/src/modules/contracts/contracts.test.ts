import {
  type ContractInput,
  contractEndpoints,
  orderEditEndpoints,
  orderShippingEndpoints,
  type QuotationInput,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orderFreights } from '../../db/schema/index.ts';
import { applyQuote, quoteFor } from '../../platform/rating/customer-quote.ts';
import { withTenant } from '../../platform/tenancy.ts';
import type { Api } from '../../testing/masterdata-fixtures.ts';
import { createOrder, loginCustomerUser, type OrderWorld, orderWorld } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { quotationsService } from './quotations.service.ts';

const TODAY = '2026-06-10';
const NEXT_MONTH = '2026-07-01';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

const contract = (customerId: string, over: Partial<ContractInput> = {}) => ({
  customerId,
  contractNo: `HT-${Math.random().toString(36).slice(2, 8)}`,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  signer: 'Li Lei',
  signTime: '2026-05-30T08:00:00Z',
  ...over,
});

/** The own-delivery ground service, quoted for zone 2 only. */
const quotation = (contractId: string, base: number, over: Partial<QuotationInput> = {}) => ({
  contractId,
  effectiveFrom: TODAY,
  logistics: [
    {
      carrier: 'own',
      serviceCode: 'OWN-GROUND',
      zones: ['2', '3'],
      weightBreaks: [
        { upToLb: 10, prices: [base, base + 1] },
        { upToLb: 150, prices: [60, 70] },
      ],
      minimums: [0, 0],
    },
  ],
  warehouseCharges: [{ type: 'storage' as const, name: 'Storage', unit: 'm³/day', price: 0.45 }],
  ...over,
});

describeEachDb(
  'contracts and quotations',
  (env) => {
    let w: OrderWorld;
    let api: Api;
    beforeAll(async () => {
      w = await orderWorld(env());
      api = {
        user: w.user,
        raw: async (endpoint, input, locale = 'en') => {
          const res = await env().call(endpoint, input, w.token, locale);
          return { status: res.statusCode, body: res.json() };
        },
        ok: async (endpoint, input, locale) => {
          const { body } = await api.raw(endpoint, input, locale);
          expect(body).toMatchObject({ success: true });
          return body.data as never;
        },
      };
    });
    const refusal = async (endpoint: Parameters<Api['raw']>[0], input: unknown) =>
      (await api.raw(endpoint, input as never)).body;

    it('keeps the contract rules: number 5–30, unique, a real PDF, within its validity', async () => {
      expect(
        (await refusal(contractEndpoints.create, contract(w.customerId, { contractNo: 'HT-1' }))).code,
      ).toBe('VALIDATION');
      const file = await api.ok(contractEndpoints.uploadFile, { fileName: 'signed.pdf', content: PDF });
      const made = await api.ok(
        contractEndpoints.create,
        contract(w.customerId, { contractNo: '合同-2026-001', fileId: file.id }),
      );
      expect(made).toMatchObject({ contractNo: '合同-2026-001', fileName: 'signed.pdf', quotationCount: 0 });
      expect(made.fileUrl).toMatch(/^\/files\//);
      expect(
        await refusal(contractEndpoints.create, contract(w.customerId, { contractNo: '合同-2026-001' })),
      ).toMatchObject({
        code: 'CONTRACT_NO_EXISTS',
        message: 'Contract number 合同-2026-001 already exists',
      });
      const renamed = Buffer.from('PK\x03\x04 not a pdf').toString('base64');
      expect(
        (await refusal(contractEndpoints.uploadFile, { fileName: 'x.pdf', content: renamed })).code,
      ).toBe('CONTRACT_FILE_FORMAT');
      const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
      PDF_HEAD.copy(big);
      expect(
        (
          await refusal(contractEndpoints.uploadFile, {
            fileName: 'big.pdf',
            content: big.toString('base64'),
          })
        ).code,
      ).toBe('CONTRACT_FILE_TOO_LARGE');
      const edited = await api.ok(contractEndpoints.update, {
        ...contract(w.customerId, { contractNo: '合同-2026-001' }),
        id: made.id,
        signer: 'Han Meimei',
      });
      expect(edited.signer).toBe('Han Meimei');
      const logs = await api.ok(contractEndpoints.getQuoteLogPageList, {
        contractId: made.id,
        pageIndex: 1,
        pageSize: 10,
      });
      expect(logs.items.map((l) => l.action)).toEqual(['contractUpdated', 'contractCreated']);
      expect(logs.items[0]!.detail).toMatchObject({
        changed: { signer: { before: 'Li Lei', after: 'Han Meimei' } },
      });
    });

    it('keeps the pricing rules of a quotation', async () => {
      const c = await api.ok(contractEndpoints.create, contract(w.customerId));
      const expectCode = async (input: unknown, code: string) =>
        expect((await refusal(contractEndpoints.createQuotation, input)).code).toBe(code);
      await expectCode(
        quotation(c.id, 0, {
          logistics: [
            { ...quotation(c.id, 0).logistics[0]!, weightBreaks: [{ upToLb: 10, prices: [0, 0] }] },
          ],
        }),
        'ZONE_CHARGE_NEEDS_ONE',
      );
      await expectCode(quotation(c.id, 1.005), 'VALIDATION');
      await expectCode(
        quotation(c.id, 5, { logistics: [], warehouseCharges: [] }),
        'CONFIGURE_PRICING_GROUPS',
      );
      await expectCode(
        quotation(c.id, 5, {
          warehouseCharges: [
            { type: 'pallet', name: 'Pallet', unit: 'pallet', price: 3 },
            { type: 'other', name: ' pallet', unit: '', price: 1 },
          ],
        }),
        'CHARGE_NAME_DUPLICATE',
      );
      await expectCode(quotation(c.id, 5, { effectiveFrom: '2026-06-09' }), 'QUOTATION_BACKDATED');
      await expectCode(quotation(c.id, 5, { effectiveFrom: '2027-01-01' }), 'QUOTATION_OUTSIDE_CONTRACT');
      await api.ok(contractEndpoints.createQuotation, quotation(c.id, 5));
      await expectCode(quotation(c.id, 6), 'QUOTATION_DATE_TAKEN');
    });

    it('prices through the version in force and never reprices a charge made before a new version', async () => {
      const c = await api.ok(
        contractEndpoints.create,
        contract(w.customerId, { validFrom: '2026-06-01', signTime: '2026-06-02T08:00:00Z' }),
      );
      // the customer's latest signed contract valid today is the one in force
      const v1 = await api.ok(contractEndpoints.createQuotation, quotation(c.id, 9.99));
      const order = await createOrder(env(), w);
      await api.ok(orderEditEndpoints.createOrUpdatePackage, {
        ids: [order.id],
        packages: [{ length: 12, width: 10, height: 8, weight: 4.2 }],
      });
      const trial = async () =>
        (await api.ok(orderShippingEndpoints.trialFreightCalculationNew, { ids: [order.id] })) as Array<{
          carrier: string;
          result: { feeDetails: Array<{ feeName: string; amount: number }> } | null;
        }>;
      const base = async () =>
        (await trial())
          .find((t) => t.carrier === 'own')!
          .result!.feeDetails.find((f) => f.feeName === 'baseFee')!.amount;
      expect(await base()).toBe(9.99);
      const stored = async () =>
        withTenant(env().database.db, w.user.tenantId, (tx) =>
          tx
            .select()
            .from(orderFreights)
            .where(and(eq(orderFreights.tenantId, w.user.tenantId), eq(orderFreights.orderId, order.id))),
        );
      const [before] = await stored();
      expect(before).toMatchObject({ rateVersionId: v1.id, roundingRule: 'halfUpCentPerLine' });

      const v2 = await api.ok(
        contractEndpoints.createQuotation,
        quotation(c.id, 12.34, { effectiveFrom: NEXT_MONTH }),
      );
      expect(v2).toMatchObject({ version: 2, effectiveFrom: NEXT_MONTH, effectiveTo: '2026-12-31' });
      const versions = await api.ok(contractEndpoints.getQuotationList, { contractId: c.id });
      expect(versions.map((v) => [v.version, v.effectiveFrom, v.effectiveTo])).toEqual([
        [2, NEXT_MONTH, '2026-12-31'],
        [1, TODAY, '2026-06-30'],
      ]);
      // the charge made under version 1 is untouched, and today still prices by version 1
      expect(await stored()).toEqual([before]);
      expect(await base()).toBe(9.99);
      // from its date on, version 2 prices, laid over the carrier's card by the one rating engine
      const inForce = (at: string) =>
        withTenant(env().database.db, w.user.tenantId, (tx) =>
          quotationsService.inForce(tx, w.user.tenantId, w.customerId, at),
        );
      expect((await inForce('2026-06-30'))?.versionId).toBe(v1.id);
      const july = (await inForce(NEXT_MONTH))!;
      expect(july.versionId).toBe(v2.id);
      const zoneChart = [{ from: '00500', to: '99999', zone: '2' }];
      const card = { rateCard: { zoneChart, weightBreaks: [] }, surcharges: { residential: 350 } };
      const priced = applyQuote(card, quoteFor(july.logistics, 'own', 'OWN-GROUND')!, july);
      expect(priced.rateCard.weightBreaks[0]!.prices['2']).toBe(1234);
      expect(priced.rateCard.zoneChart).toBe(zoneChart);
      expect(priced.surcharges.residential).toBe(350);
    });

    it('shows a customer user only its own contracts and quotations', async () => {
      const mine = await api.ok(contractEndpoints.create, contract(w.customer2Id));
      const theirs = await api.ok(contractEndpoints.create, contract(w.customerId));
      await api.ok(contractEndpoints.createQuotation, quotation(theirs.id, 4));
      const token = await loginCustomerUser(env(), w.user.tenantId, w.customer2Id, [
        'crm:contract:create',
        'crm:quotation:create',
      ]);
      const as = async (endpoint: Parameters<Api['raw']>[0], input: unknown) =>
        (await env().call(endpoint, input as never, token, 'en')).json();
      const list = await as(contractEndpoints.getPageList, { pageIndex: 1, pageSize: 100 });
      expect(list.data.items.map((c: { id: string }) => c.id)).toEqual([mine.id]);
      expect((await as(contractEndpoints.get, { id: theirs.id })).code).toBe('CONTRACT_NOT_FOUND');
      expect((await as(contractEndpoints.getQuotationList, { contractId: theirs.id })).code).toBe(
        'CONTRACT_NOT_FOUND',
      );
      expect((await as(contractEndpoints.createQuotation, quotation(theirs.id, 5))).code).toBe(
        'CONTRACT_NOT_FOUND',
      );
      expect((await as(contractEndpoints.create, contract(w.customerId))).success).toBe(false);
      const logs = await as(contractEndpoints.getQuoteLogPageList, { pageIndex: 1, pageSize: 100 });
      expect(new Set(logs.data.items.map((l: { contractId: string }) => l.contractId))).toEqual(
        new Set([mine.id]),
      );
    });
  },
  { clock: () => new Date(`${TODAY}T09:00:00Z`) },
);

const PDF_HEAD = Buffer.from('%PDF-1.7\n');
