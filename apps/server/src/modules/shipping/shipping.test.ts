import { orderEditEndpoints, orderListEndpoints, orderShippingEndpoints } from '@wms/api';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import {
  createOrder,
  type OkBody,
  type OrderWorld,
  orderWorld,
  type sampleOrder,
  sampleRecipient,
} from '../../testing/order-kit.ts';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';
import { isOwnTrackingNo } from './carriers/tracking-number.ts';

interface TrialOutcome {
  carrier: string;
  ok: boolean;
  result: {
    zone: string;
    billingWeight: number;
    totalFee: number;
    feeDetails: Array<{ feeName: string; amount: number }>;
  } | null;
  reason: string | null;
}

describeEachDb('shipping: trial freight, labels, batch shipments', (env) => {
  let w: OrderWorld;
  let user: TestUser;
  beforeAll(async () => {
    w = await orderWorld(env());
    user = w.user;
  });
  const call = async <T>(
    endpoint: Parameters<ReturnType<typeof env>['call']>[0],
    input: unknown,
    locale = 'en',
  ) => (await env().call(endpoint, input as never, user.token, locale)).json() as OkBody<T>;
  const packed = async (overrides: Parameters<typeof sampleOrder>[1] = {}) => {
    const order = await createOrder(env(), w, overrides);
    await call(orderEditEndpoints.createOrUpdatePackage, {
      ids: [order.id],
      packages: [{ length: 12, width: 10, height: 8, weight: 4.2 }],
    });
    return order;
  };

  it('rates an order with the own-delivery card and keeps the result as its freight cache', async () => {
    const order = await packed();
    const trial = await call<TrialOutcome[]>(orderShippingEndpoints.trialFreightCalculationNew, {
      ids: [order.id],
    });
    expect(trial.success).toBe(true);
    const [own] = trial.data;
    // 12×10×8 / 139 = 6.91 lb dimensional > 4.2 actual → 7 lb; LA 90001 is zone 2
    expect(own).toMatchObject({ carrier: 'own', ok: true, result: { zone: '2', billingWeight: 7 } });
    // base 500 + 6 × 40 = 740; residential 350; fuel 8 % of base = 59.2 → 59
    expect(own!.result!.feeDetails).toEqual([
      { feeName: 'baseFee', amount: 7.4 },
      { feeName: 'residentialDeliveryCharge', amount: 3.5 },
      { feeName: 'fuelCharge', amount: 0.59 },
    ]);
    expect(own!.result!.totalFee).toBe(11.49);
    const cache = await call<{ totalFee: number }>(orderListEndpoints.getFreightCacheDetail, {
      id: order.id,
    });
    expect(cache.data.totalFee).toBe(11.49);
  });

  it('rates and labels an order without a package from its products, with the carrier left blank', async () => {
    // SKU-001 is 10×8×6 in, 1.5 lb; two of them stack to 10×8×12 in, 3 lb: 960/139 → 7 lb billed.
    const order = await createOrder(env(), w, { carrier: '' });
    const body = await call<TrialOutcome[]>(orderShippingEndpoints.trialFreightCalculationNew, {
      ids: [order.id],
    });
    expect(body.data[0]).toMatchObject({
      carrier: 'own',
      ok: true,
      result: { billingWeight: 7, totalFee: 11.49 },
    });
    const label = await call(orderShippingEndpoints.createShipment, { ids: [order.id] });
    expect(label).toMatchObject({ success: true, data: { carrier: 'own' } });
  });

  it('creates a label: tracking number with check digit, 4×6 in PDF behind a signed URL, order moved and logged', async () => {
    const order = await packed();
    const body = await call<{ trackingNo: string; labelUrl: string; totalFee: number }>(
      orderShippingEndpoints.createShipment,
      { ids: [order.id] },
    );
    expect(body.success).toBe(true);
    expect(isOwnTrackingNo(body.data.trackingNo)).toBe(true);
    const download = await env().app.inject({ url: body.data.labelUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(download.rawPayload);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    const detail = await call<{ status: string; trackingNo: string; pickStatus: string }>(
      orderListEndpoints.getDetail,
      { id: order.id },
    );
    expect(detail.data).toMatchObject({
      status: 'toBeDelivered',
      pickStatus: 'toBeCreated',
      trackingNo: body.data.trackingNo,
    });
    const again = await call(orderShippingEndpoints.createShipment, { ids: [order.id] });
    expect(again).toMatchObject({ success: false, code: 'ORDER_HAS_LABEL' });
    const reprint = await call<Array<{ url: string }>>(orderShippingEndpoints.rePrintLabel, {
      ids: [order.id],
    });
    expect((await env().app.inject({ url: reprint.data[0]!.url })).statusCode).toBe(200);
    const log = await call<Array<{ action: string }>>(orderListEndpoints.getOrderOperation, { id: order.id });
    expect(log.data.map((l) => l.action)).toEqual(expect.arrayContaining(['createShipment', 'reprint']));
  });

  it('refuses a carrier without an adapter and a second order in the selection', async () => {
    const order = await packed();
    const ups = await call(orderShippingEndpoints.createShipment, { ids: [order.id], carrier: 'ups' });
    expect(ups).toMatchObject({ success: false });
    const two = await call(orderShippingEndpoints.createShipment, { ids: [order.id, (await packed()).id] });
    expect(two).toMatchObject({ success: false, message: 'Only one can be selected for operation!' });
  });

  it('ships a batch as a task: good orders get labels, an address no service reaches goes to exception', async () => {
    const good = await packed();
    const bad = await packed({ recipient: { ...sampleRecipient(), postalCode: '00001' } });
    const started = await call<{ taskId: string }>(orderShippingEndpoints.bathCreateShipment, {
      ids: [good.id, bad.id],
    });
    expect(started.success).toBe(true);
    await env().app.deps.jobs.drain();
    const result = await call<{
      state: string;
      succeeded: number;
      failed: number;
      details: Array<{ orderNo: string; ok: boolean; message: string | null }>;
    }>(orderShippingEndpoints.getTaskResult, { taskId: started.data.taskId });
    expect(result.data).toMatchObject({ state: 'completed', succeeded: 1, failed: 1 });
    expect(result.data.details.find((d) => !d.ok)).toMatchObject({
      orderNo: bad.orderNo,
      message: expect.stringContaining('00001'),
    });
    const detail = await call<{ status: string; abnormalReason: string }>(orderListEndpoints.getDetail, {
      id: bad.id,
    });
    expect(detail.data.status).toBe('exception');
    expect(detail.data.abnormalReason).toContain('00001');
  });
});
