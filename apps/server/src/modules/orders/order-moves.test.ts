import {
  type OrderAction,
  orderActions,
  orderEditEndpoints,
  orderListEndpoints,
  unshippedOrderEndpoints,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/index.ts';
import { calls } from '../../testing/order-action-calls.ts';
import {
  createOrder,
  forceStatus,
  type OkBody,
  type OrderWorld,
  orderWorld,
} from '../../testing/order-kit.ts';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';

describeEachDb('every move the state machine allows goes through the API', (env) => {
  let w: OrderWorld;
  let user: TestUser;
  beforeAll(async () => {
    w = await orderWorld(env());
    user = w.user;
  });
  const db = () => env().database.db;
  const row = async (id: string) =>
    (
      await db()
        .select()
        .from(orders)
        .where(and(eq(orders.tenantId, user.tenantId), eq(orders.id, id)))
    )[0]!;

  /** What an order needs besides its status for the action to go through. */
  async function prepare(action: OrderAction, id: string) {
    if (action === 'createShipment')
      await env().call(
        orderEditEndpoints.createOrUpdatePackage,
        { ids: [id], packages: [{ length: 10, width: 8, height: 6, weight: 3 }] },
        user.token,
      );
    if (action === 'outbound')
      await db()
        .update(orders)
        .set({ trackingNo: 'OD-TEST', pickStatus: 'toBeScanned' })
        .where(and(eq(orders.tenantId, user.tenantId), eq(orders.id, id)));
  }

  for (const [action, rule] of Object.entries(orderActions) as Array<
    [OrderAction, (typeof orderActions)[OrderAction]]
  >) {
    it(`${action}: ${rule.from.join(', ')} → ${rule.to}`, async () => {
      for (const status of rule.from) {
        const order = await createOrder(env(), w);
        const partner = await createOrder(env(), w);
        await prepare(action, order.id);
        await forceStatus(env(), user.tenantId, [order.id], status);
        if (action === 'outbound') await prepare(action, order.id);
        const [item] = await db()
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.tenantId, user.tenantId), eq(orderItems.orderId, order.id)));
        const { endpoint, input } = calls[action];
        const payload = input?.(order.id, partner.id, w.storeId) ?? { ids: [order.id] };
        if (action === 'split')
          payload.parcels = [
            { items: [{ itemId: item!.id, qty: 1 }] },
            { items: [{ itemId: item!.id, qty: 1 }] },
          ];
        const body = (await env().call(endpoint, payload as never, user.token)).json() as OkBody<unknown>;
        expect(body, `${action} from ${status}`).toMatchObject({ success: true });
        // a merge keeps the order with the lowest number (created first) and removes the partner
        expect((await row(order.id)).status, `${action} from ${status}`).toBe(rule.to);
      }
    });
  }

  it('stamps the ship time on outbound and refuses an unpicked or unlabelled order', async () => {
    const order = await createOrder(env(), w);
    await forceStatus(env(), user.tenantId, [order.id], 'toBeDelivered');
    const refused = (
      await env().call(unshippedOrderEndpoints.outbound, { ids: [order.id] }, user.token)
    ).json() as OkBody<unknown>;
    expect(refused).toMatchObject({ success: false, code: 'ORDER_NO_LABEL' });
    await db()
      .update(orders)
      .set({ trackingNo: 'OD1' })
      .where(and(eq(orders.tenantId, user.tenantId), eq(orders.id, order.id)));
    const notPicked = (
      await env().call(unshippedOrderEndpoints.outbound, { ids: [order.id] }, user.token)
    ).json() as OkBody<unknown>;
    expect(notPicked).toMatchObject({ success: false, code: 'ORDER_NOT_PICKED' });
    await db()
      .update(orders)
      .set({ pickStatus: 'toBeScanned' })
      .where(and(eq(orders.tenantId, user.tenantId), eq(orders.id, order.id)));
    await env().call(unshippedOrderEndpoints.outbound, { ids: [order.id] }, user.token);
    const shipped = await row(order.id);
    expect(shipped.status).toBe('shipped');
    expect(shipped.shippedAt).toBeInstanceOf(Date);
    const log = (
      await env().call(orderListEndpoints.getOrderOperation, { id: order.id }, user.token)
    ).json() as OkBody<Array<{ action: string; beforeStatus: string; afterStatus: string }>>;
    expect(log.data.at(-1)).toMatchObject({
      action: 'outbound',
      beforeStatus: 'toBeDelivered',
      afterStatus: 'shipped',
    });
  });
});
