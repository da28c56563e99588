import { orderListEndpoints, returnEndpoints } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import {
  createOrder,
  forceStatus,
  type OkBody,
  type OrderWorld,
  orderWorld,
} from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('return transfer of shipped orders', (env) => {
  let w: OrderWorld;
  beforeAll(async () => {
    w = await orderWorld(env());
  });
  const call = async <T>(input: unknown) =>
    (await env().call(returnEndpoints.transferredReturnOrder, input as never, w.token)).json() as OkBody<T>;
  const shipped = async (trackingNo: string) => {
    const order = await createOrder(env(), w);
    await forceStatus(env(), w.user.tenantId, [order.id], 'shipped');
    await env()
      .database.db.update(orders)
      .set({ trackingNo })
      .where(and(eq(orders.tenantId, w.user.tenantId), eq(orders.id, order.id)));
    return order;
  };

  it('takes at most 10 orders and checks the return tracking number against the shipping one', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ id: w.storeId, returnTrackingNo: `R${i}` }));
    expect(await call({ orders: eleven })).toMatchObject({
      success: false,
      message: 'At most 10 orders can be returned at once',
    });
    const order = await shipped('OD-OUT-1');
    const same = await call({ orders: [{ id: order.id, returnTrackingNo: 'OD-OUT-1' }] });
    expect(same).toMatchObject({ success: false, code: 'ORDER_RETURN_TRACKING' });
    const sender = await call<{ returnNos: string[] }>({
      orders: [{ id: order.id, returnTrackingNo: 'OD-OUT-1' }],
      returnType: 'returnToSender',
    });
    expect(sender.data.returnNos[0]).toMatch(/^RT\d{11}$/);
    const other = await shipped('OD-OUT-2');
    expect((await call({ orders: [{ id: other.id, returnTrackingNo: 'RET-9' }] })).success).toBe(true);
    const log = (
      await env().call(orderListEndpoints.getOrderOperation, { id: other.id }, w.token)
    ).json() as OkBody<Array<{ action: string }>>;
    expect(log.data.at(-1)?.action).toBe('returned');
  });

  it('refuses an order that has not shipped', async () => {
    const order = await createOrder(env(), w);
    const res = await call({ orders: [{ id: order.id, returnTrackingNo: 'RET-1' }] });
    expect(res).toMatchObject({ success: false, code: 'ORDER_RETURN_STATUS' });
  });
});
