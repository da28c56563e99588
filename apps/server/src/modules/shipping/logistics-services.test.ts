import {
  contractEndpoints,
  feeCalculatorEndpoints,
  fuelRateEndpoints,
  logisticsServiceEndpoints,
  orderShippingEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { percentOf } from '../../platform/money.ts';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import type { Api } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser, type OrderWorld, orderWorld } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

// a Wednesday: its week began on Monday 2026-06-08
const TODAY = '2026-06-10';

type Line = { feeName: string; amount: number };
type Priced = { carrier: string; serviceCode: string; ok: boolean; zone: string | null; totalFee: Line[] };

describeEachDb(
  'logistics services, remote areas and the weekly fuel table',
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
    const price = async (postalCode: string, warehouseId = w.warehouseId) =>
      (await api.ok(feeCalculatorEndpoints.calculate, {
        customerId: w.customerId,
        warehouseId,
        country: 'US',
        postalCode,
        signTypePrint: 'none',
        length: 10,
        width: 8,
        height: 6,
        weight: 3,
        systemType: 1,
      } as never)) as unknown as Priced[];
    const own = async (postalCode: string) => (await price(postalCode)).find((r) => r.carrier === 'own')!;
    const fee = (r: Priced, name: string) => r.totalFee.find((l) => l.feeName === name)?.amount;

    it('adds and edits a service; a new service is offered, priced by a quotation over a zone partition', async () => {
      const input = {
        carrier: 'ACME',
        serviceCode: 'ACME-2DAY',
        serviceName: 'Acme 2-day',
        platformType: 'api',
      };
      const made = await api.ok(logisticsServiceEndpoints.create, input as never);
      expect(made).toMatchObject({ carrier: 'acme', countryCode: 'US', isEnabled: true, zoneRanges: 0 });
      expect((await api.raw(logisticsServiceEndpoints.create, input as never)).body).toMatchObject({
        code: 'LOGISTICS_SERVICE_EXISTS',
        message: 'Logistics service ACME-2DAY of carrier acme already exists',
      });
      const offered = await api.ok(orderShippingEndpoints.getLogisticsServiceList, {});
      expect(offered.map((s) => s.serviceCode)).toContain('ACME-2DAY');
      // priced nowhere yet: no zones of its own
      expect((await price('10001')).find((r) => r.carrier === 'acme')).toMatchObject({ ok: false });

      await runImport(env(), api, warehouseEndpoints.batchCreatePostalcode, {
        kind: 'zone',
        warehouseId: w.warehouse2Id,
        fileName: 'zone.xlsx',
        content: await workbookOf('zone', 'en', [
          { warehouseCode: w.warehouse2Key, postcodeStart: '100', postcodeEnd: '149', zone: '3' },
        ]),
      });
      const contract = await api.ok(contractEndpoints.create, {
        customerId: w.customerId,
        contractNo: `HT-${Math.random().toString(36).slice(2, 8)}`,
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        signer: 'Li Lei',
        signTime: '2026-05-30T08:00:00Z',
      } as never);
      await api.ok(contractEndpoints.createQuotation, {
        contractId: contract.id,
        effectiveFrom: TODAY,
        logistics: [
          {
            carrier: 'acme',
            serviceCode: 'ACME-2DAY',
            zones: ['3'],
            weightBreaks: [{ upToLb: 20, prices: [12.34] }],
            minimums: [0],
          },
        ],
      } as never);
      const acme = (await price('10001', w.warehouse2Id)).find((r) => r.carrier === 'acme')!;
      expect(acme).toMatchObject({ ok: true, zone: '3' });
      expect(fee(acme, 'baseFee')).toBe(12.34);

      const edited = await api.ok(logisticsServiceEndpoints.update, {
        id: made.id,
        serviceName: 'Acme two-day',
        description: 'Two business days',
        isEnabled: false,
      } as never);
      expect(edited).toMatchObject({ carrier: 'acme', serviceCode: 'ACME-2DAY', isEnabled: false });
      const after = await api.ok(orderShippingEndpoints.getLogisticsServiceList, {});
      expect(after.map((s) => s.serviceCode)).not.toContain('ACME-2DAY');
      const page = await api.ok(logisticsServiceEndpoints.getPageList, {
        pageIndex: 1,
        pageSize: 10,
        carrier: 'acme',
      } as never);
      expect(page).toMatchObject({ total: 1, items: [{ serviceName: 'Acme two-day', isEnabled: false }] });
      const customer = await loginCustomerUser(env(), w.user.tenantId, w.customerId);
      const denied = await env().call(
        logisticsServiceEndpoints.getPageList,
        { pageIndex: 1, pageSize: 10 },
        customer,
      );
      expect(denied.statusCode).toBe(403);
    });

    it("imports a carrier's remote areas, which replace its cards' area postal codes", async () => {
      // the card's own lists: 59xxx is remote, 10001 is not
      expect(fee(await own('59001'), 'remoteFee')).toBe(3.5);
      expect(fee(await own('10001'), 'remoteFee')).toBeUndefined();
      const upload = async (rows: Record<string, string>[]) =>
        runImport(env(), api, logisticsServiceEndpoints.importRemote, {
          kind: 'remote',
          fileName: 'remote.xlsx',
          content: await workbookOf('remote', 'en', rows),
        });
      const bad = await upload([
        { carrier: 'own', postcode: '100', remoteType: 'Remote' },
        { carrier: 'own', postcode: '100', remoteType: 'DAS remote' },
      ]);
      expect(bad).toMatchObject({ state: 'failed' });
      const done = await upload([
        { carrier: 'OWN', country: 'US', postcode: '100', remoteType: 'Remote' },
        { carrier: 'own', postcode: '11201', remoteType: 'dasRemote' },
      ]);
      expect(done).toMatchObject({ state: 'completed', okRows: 2 });
      expect(fee(await own('10001'), 'remoteFee')).toBe(3.5);
      expect(fee(await own('11201'), 'dasRemote')).toBe(14);
      expect(fee(await own('59001'), 'remoteFee')).toBeUndefined();
      // a new file of the carrier is its whole list
      await upload([{ carrier: 'own', postcode: '590', remoteType: 'remote' }]);
      const list = await api.ok(logisticsServiceEndpoints.getRemotePageList, {
        pageIndex: 1,
        pageSize: 10,
        carrier: 'own',
      } as never);
      expect(list.items.map((r) => [r.postcode, r.remoteType])).toEqual([['590', 'remote']]);
      expect(fee(await own('10001'), 'remoteFee')).toBeUndefined();
      expect(fee(await own('59001'), 'remoteFee')).toBe(3.5);
    });

    it('prices fuel from the weekly table, and a week in force keeps its rate', async () => {
      const before = await own('10001');
      const base = Math.round(fee(before, 'baseFee')! * 100);
      // the card's own 8 % of the base price
      expect(fee(before, 'fuelCharge')).toBe(percentOf(base, 8) / 100);
      const week = await api.ok(fuelRateEndpoints.save, {
        carrier: 'own',
        weekStart: '2026-06-08',
        percent: 15.25,
      });
      expect(fee(await own('10001'), 'fuelCharge')).toBe(percentOf(base, 15.25) / 100);
      const refusal = async (input: Record<string, unknown>) =>
        (await api.raw(fuelRateEndpoints.save, input as never)).body.code;
      expect(await refusal({ carrier: 'own', weekStart: '2026-06-08', percent: 20 })).toBe(
        'FUEL_RATE_WEEK_BEGUN',
      );
      expect(await refusal({ carrier: 'own', weekStart: '2026-06-01', percent: 20 })).toBe(
        'FUEL_RATE_WEEK_BEGUN',
      );
      expect(await refusal({ carrier: 'own', weekStart: '2026-06-16', percent: 20 })).toBe('VALIDATION');
      expect(await refusal({ carrier: 'own', weekStart: '2026-06-15', percent: 20.123 })).toBe('VALIDATION');
      const next = await api.ok(fuelRateEndpoints.save, {
        carrier: 'own',
        weekStart: '2026-06-15',
        percent: 16,
      });
      await api.ok(fuelRateEndpoints.save, { carrier: 'own', weekStart: '2026-06-15', percent: 16.5 });
      // next week's rate does not price today
      expect(fee(await own('10001'), 'fuelCharge')).toBe(percentOf(base, 15.25) / 100);
      const list = await api.ok(fuelRateEndpoints.getPageList, {
        pageIndex: 1,
        pageSize: 10,
        carrier: 'own',
      } as never);
      expect(list.items.map((r) => [r.weekStart, r.weekEnd, r.percent])).toEqual([
        ['2026-06-15', '', 16.5],
        ['2026-06-08', '2026-06-14', 15.25],
      ]);
      expect((await api.raw(fuelRateEndpoints.delete, { id: week.id })).body.code).toBe(
        'FUEL_RATE_WEEK_BEGUN',
      );
      await api.ok(fuelRateEndpoints.delete, { id: next.id });
    });
  },
  { clock: () => new Date(`${TODAY}T09:00:00Z`) },
);
