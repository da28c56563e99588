import { orderEditEndpoints, orderShippingEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { createOrder, type OkBody, type OrderWorld, orderWorld } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { decodeStrip, renderZpl } from '../../testing/zpl-render.ts';

describeEachDb('shipping label as ZPL', (env) => {
  let w: OrderWorld;
  beforeAll(async () => {
    w = await orderWorld(env());
  });
  const call = async <T>(endpoint: Parameters<ReturnType<typeof env>['call']>[0], input: unknown) =>
    (await env().call(endpoint, input as never, w.user.token)).json() as OkBody<T>;

  it('prints the stored label data of a shipped order; its barcode reads back the tracking number', async () => {
    const order = await createOrder(env(), w);
    const refused = await call(orderShippingEndpoints.labelZpl, { ids: [order.id] });
    expect(refused).toMatchObject({ success: false, code: 'ORDER_NO_LABEL' });
    await call(orderEditEndpoints.createOrUpdatePackage, {
      ids: [order.id],
      packages: [{ length: 12, width: 10, height: 8, weight: 4.2 }],
    });
    const shipped = await call<{ trackingNo: string }>(orderShippingEndpoints.createShipment, {
      ids: [order.id],
    });
    const body = await call<{ labels: string[]; widthMm: number; heightMm: number }>(
      orderShippingEndpoints.labelZpl,
      { ids: [order.id], dpi: 300 },
    );
    expect(body.data).toMatchObject({ widthMm: 101.6, heightMm: 152.4 });
    expect(body.data.labels).toHaveLength(1);
    const zpl = body.data.labels[0]!;
    expect(zpl).toContain(`^FDORDER: ${order.orderNo}^FS`);
    expect(zpl).toContain('(BILLED 7 LB)');
    const label = await renderZpl(zpl, 101.6, 152.4, 300);
    expect(decodeStrip(label, 76, 108)).toBe(shipped.data.trackingNo);
  });
});
