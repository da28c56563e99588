import { contractEndpoints, customerEndpoints, feeCalculatorEndpoints, warehouseEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { type Api, apiFor, customerInput, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const TODAY = '2026-06-10';

describeEachDb(
  'peak-season configuration',
  (env) => {
    let api: Api;
    let customerId: string;
    let customerCode: string;
    let warehouseId: string;
    beforeAll(async () => {
      api = await apiFor(env());
      warehouseId = (await api.ok(warehouseEndpoints.create, warehouseInput())).id;
      const customer = customerInput({ warehouseIds: [warehouseId] });
      customerId = (await api.ok(customerEndpoints.createChannel, customer)).id;
      customerCode = customer.customerCode;
    });
    const peakFee = async () => {
      const rows = (await api.ok(feeCalculatorEndpoints.calculate, {
        customerId,
        warehouseId,
        country: 'US',
        postalCode: '10001',
        signTypePrint: 'none',
        length: 10,
        width: 8,
        height: 6,
        weight: 3,
        systemType: 1,
      } as never)) as unknown as { carrier: string; totalFee: { feeName: string; amount: number }[] }[];
      return rows.find((r) => r.carrier === 'own')!.totalFee.find((l) => l.feeName === 'peakSeasonSurcharge')
        ?.amount;
    };

    it('lays new windows over the quotation in force as a new version, never editing the old one', async () => {
      const input = {
        customerId,
        effectiveFrom: TODAY,
        peakSeason: [{ from: '2026-06-01', to: '2026-06-30', fee: 1.5 }],
      };
      expect((await api.raw(contractEndpoints.savePeakSeasonConfig, input)).body).toMatchObject({
        code: 'CONFIGURE_PRICING_GROUPS',
        message: 'Please configure pricing groups first',
      });
      expect(await api.ok(contractEndpoints.getPeakSeasonConfig, { customerId })).toMatchObject({
        customerCode,
        quotationId: null,
        peakSeason: [],
      });
      const contract = await api.ok(contractEndpoints.create, {
        customerId,
        contractNo: `HT-${Math.random().toString(36).slice(2, 8)}`,
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        signer: 'Li Lei',
        signTime: '2026-05-30T08:00:00Z',
      } as never);
      const first = await api.ok(contractEndpoints.createQuotation, {
        contractId: contract.id,
        effectiveFrom: TODAY,
        logistics: [
          {
            carrier: 'own',
            serviceCode: 'OWN-GROUND',
            zones: ['7'],
            weightBreaks: [{ upToLb: 150, prices: [9.99] }],
            minimums: [0],
          },
        ],
        surcharges: { residential: 2 },
      } as never);
      expect(await peakFee()).toBeUndefined();
      // the version of today starts today: the windows take effect tomorrow, as version 2
      expect((await api.raw(contractEndpoints.savePeakSeasonConfig, input)).body.code).toBe(
        'QUOTATION_DATE_TAKEN',
      );
      const saved = await api.ok(contractEndpoints.savePeakSeasonConfig, {
        ...input,
        effectiveFrom: '2026-06-11',
      });
      expect(saved).toMatchObject({
        customerCode,
        contractNo: contract.contractNo,
        version: 2,
        effectiveFrom: '2026-06-11',
      });
      expect(saved.peakSeason).toEqual(input.peakSeason);
      const versions = await api.ok(contractEndpoints.getQuotationList, { contractId: contract.id });
      expect(versions.map((v) => [v.version, v.effectiveFrom, v.effectiveTo, v.peakSeason.length])).toEqual([
        [2, '2026-06-11', '2026-12-31', 1],
        [1, TODAY, '2026-06-10', 0],
      ]);
      expect(versions[0]).toMatchObject({ logistics: first.logistics, surcharges: first.surcharges });
      // today is still priced by version 1
      expect(await api.ok(contractEndpoints.getPeakSeasonConfig, { customerId })).toMatchObject({
        version: 1,
        peakSeason: [],
      });
      expect(await peakFee()).toBeUndefined();
      const logs = await api.ok(contractEndpoints.getQuoteLogPageList, {
        pageIndex: 1,
        pageSize: 10,
        contractId: contract.id,
      } as never);
      expect(logs.items.filter((l) => l.action === 'quotationCreated')).toHaveLength(2);

      const stranger = (await api.ok(customerEndpoints.createChannel, customerInput())).id;
      const token = await loginCustomerUser(env(), api.user.tenantId, stranger, ['crm:quotation:create']);
      const peek = await env().call(contractEndpoints.getPeakSeasonConfig, { customerId }, token);
      expect(peek.json()).toMatchObject({ success: false, code: 'RECORD_NOT_FOUND' });
    });
  },
  { clock: () => new Date(`${TODAY}T09:00:00Z`) },
);
