import {
  feeCalculatorEndpoints,
  orderEditEndpoints,
  orderShippingEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { toLbsIn } from '@wms/i18n/format';
import { beforeAll, expect, it } from 'vitest';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import { type Api, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { createOrder, type OrderWorld, orderWorld, sampleRecipient } from '../../testing/order-kit.ts';
import { describeEachDb, type TestEnv } from '../../testing/test-env.ts';

describeEachDb('fee calculator', (env) => {
  let w: OrderWorld;
  const call = async (e: TestEnv, input: Record<string, unknown>, locale = 'en') =>
    (await e.call(feeCalculatorEndpoints.calculate, input as never, w.token, locale)).json();
  const form = () => ({
    customerId: w.customerId,
    warehouseId: w.warehouseId,
    country: 'US',
    postalCode: '10001',
    signTypePrint: 'adult',
    // 50 × 40 × 30 cm, 6 kg, as the form sends it: lbs/in
    ...toLbsIn({ length: 50, width: 40, height: 30, weight: 6 }, 2),
    systemType: 1,
  });
  beforeAll(async () => {
    w = await orderWorld(env());
  });

  it('prices a parcel exactly as trial freight prices the same parcel of an order', async () => {
    const parcel = toLbsIn({ length: 50, width: 40, height: 30, weight: 6 }, 2);
    expect(parcel).toEqual({ length: 19.69, width: 15.75, height: 11.81, weight: 13.23 });
    const body = await call(env(), form());
    expect(body.success).toBe(true);
    const own = body.data.find((r: { carrier: string }) => r.carrier === 'own');
    expect(own).toMatchObject({ ok: true, zone: '7', billingWeight: 27 });
    expect(own.zoneItem).toContain('signFee');
    expect(own.zoneItemStr).toContain('ignature');
    const order = await createOrder(env(), w, {
      recipient: { ...sampleRecipient(), postalCode: '10001', isResidential: false },
      signType: 'adult',
    });
    await env().call(
      orderEditEndpoints.createOrUpdatePackage,
      { ids: [order.id], packages: [parcel] },
      w.token,
    );
    const trial = (
      await env().call(orderShippingEndpoints.trialFreightCalculationNew, { ids: [order.id] }, w.token)
    ).json();
    const trialOwn = trial.data.find((t: { carrier: string }) => t.carrier === 'own').result;
    expect(own.totalFee).toEqual(trialOwn.feeDetails);
    expect([own.zone, own.billingWeight, own.total]).toEqual([
      trialOwn.zone,
      trialOwn.billingWeight,
      trialOwn.totalFee,
    ]);
  });

  it('offers only the customer’s warehouses and keeps the form’s limits', async () => {
    const stranger = await env().call(warehouseEndpoints.create, warehouseInput() as never, w.token);
    const outside = await call(env(), { ...form(), warehouseId: stranger.json().data.id });
    expect(outside).toMatchObject({ success: false, code: 'RECORD_NOT_FOUND' });
    expect((await call(env(), { ...form(), postalCode: '1234567890123456' })).code).toBe('VALIDATION');
    expect((await call(env(), { ...form(), weight: 1.005 })).code).toBe('VALIDATION');
    expect((await call(env(), { ...form(), length: 100_000_000 })).code).toBe('VALIDATION');
    expect((await call(env(), { ...form(), country: 'CA' })).code).toBe('VALIDATION');
    const unknown = await call(env(), { ...form(), postalCode: 'K1A0B1' }, 'zh-CN');
    expect(unknown.data.find((r: { carrier: string }) => r.carrier === 'own')).toMatchObject({
      ok: false,
      totalFee: [],
    });
  });

  it('takes the zones of the origin warehouse’s imported partition (ZIP3 ranges)', async () => {
    const api: Api = {
      user: w.user,
      raw: async (endpoint, input, locale = 'en') => {
        const res = await env().call(endpoint, input, w.token, locale);
        return { status: res.statusCode, body: res.json() };
      },
      ok: async (endpoint, input, locale) => (await api.raw(endpoint, input, locale)).body.data as never,
    };
    const result = await runImport(env(), api, warehouseEndpoints.batchCreatePostalcode, {
      kind: 'zone',
      warehouseId: w.warehouse2Id,
      fileName: 'zone.xlsx',
      content: await workbookOf('zone', 'en', [
        { warehouseCode: w.warehouse2Key, postcodeStart: '100', postcodeEnd: '149', zone: '3' },
      ]),
    });
    expect(result).toMatchObject({ state: 'completed', okRows: 1 });
    const zoneOf = async (warehouseId: string, postalCode = '10001') =>
      (await call(env(), { ...form(), warehouseId, postalCode })).data.find(
        (r: { carrier: string }) => r.carrier === 'own',
      );
    expect((await zoneOf(w.warehouse2Id)).zone).toBe('3');
    expect((await zoneOf(w.warehouse2Id, '14999')).zone).toBe('3');
    expect(await zoneOf(w.warehouse2Id, '90001')).toMatchObject({ ok: false, zone: null });
    // the first warehouse has no partition: the card's own chart
    expect((await zoneOf(w.warehouseId)).zone).toBe('7');
  });
});
