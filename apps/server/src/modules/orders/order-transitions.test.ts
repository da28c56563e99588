import {
  type OrderAction,
  type OrderStatus,
  orderActions,
  orderListEndpoints,
  orderMoveEndpoints,
  orderStatuses,
} from '@wms/api';
import { translate } from '@wms/i18n/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { calls } from '../../testing/order-action-calls.ts';
import {
  createOrder,
  forceStatus,
  type OkBody,
  type OrderWorld,
  orderWorld,
} from '../../testing/order-kit.ts';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';

describeEachDb('every move the state machine forbids is refused through the API', (env) => {
  let w: OrderWorld;
  let user: TestUser;
  const inStatus = new Map<OrderStatus, { id: string; orderNo: string }>();
  let partner: string;
  beforeAll(async () => {
    w = await orderWorld(env());
    user = w.user;
    for (const status of orderStatuses) {
      const order = await createOrder(env(), w);
      await forceStatus(env(), user.tenantId, [order.id], status);
      inStatus.set(status, order);
    }
    partner = (await createOrder(env(), w)).id;
  });
  const statusOf = async (id: string) => {
    const [row] = await env()
      .database.db.select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.tenantId, user.tenantId), eq(orders.id, id)));
    return row?.status;
  };

  for (const [action, { endpoint, input }] of Object.entries(calls) as Array<
    [OrderAction, (typeof calls)[OrderAction]]
  >) {
    it(`${action}: refused from every status outside ${orderActions[action].from.join(', ')}`, async () => {
      for (const status of orderStatuses.filter(
        (s) => !(orderActions[action].from as readonly string[]).includes(s),
      )) {
        const order = inStatus.get(status)!;
        const body = (
          await env().call(
            endpoint,
            (input?.(order.id, partner, w.storeId) ?? { ids: [order.id] }) as never,
            user.token,
          )
        ).json() as OkBody<unknown>;
        const statusText = translate('en', `orders:status.${status}`);
        expect(body, `${action} from ${status}`).toMatchObject({
          success: false,
          code: 'ORDER_STATUS_REFUSED',
        });
        expect(body.message).toContain(order.orderNo);
        expect(body.message).toContain(statusText);
        expect(await statusOf(order.id)).toBe(status);
      }
    });
  }

  it('names the order and its status in Chinese too', async () => {
    const order = inStatus.get('shipped')!;
    const body = (
      await env().call(orderMoveEndpoints.deleteOrder, { ids: [order.id] }, user.token, 'zh-CN')
    ).json() as OkBody<unknown>;
    expect(body.message).toBe(`订单 ${order.orderNo} 为已发货状态，不能执行“删除”`);
  });

  it('moves several orders all or none', async () => {
    const a = await createOrder(env(), w);
    const body = (
      await env().call(
        orderMoveEndpoints.moveToPostponeShipped,
        { ids: [a.id, inStatus.get('cancelled')!.id] },
        user.token,
      )
    ).json() as OkBody<unknown>;
    expect(body.success).toBe(false);
    expect(await statusOf(a.id)).toBe('pending');
    const counts = (await env().call(orderListEndpoints.getAllCountNum, {}, user.token)).json() as OkBody<
      Record<string, number>
    >;
    expect(counts.data.postponed).toBe(1);
  });
});
