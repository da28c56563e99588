import { orderEditEndpoints, orderListEndpoints, orderMoveEndpoints } from '@wms/api';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import {
  createOrder,
  loginCustomerUser,
  type OkBody,
  type OrderWorld,
  orderWorld,
  sampleOrder,
} from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('order data permissions and the monthly order limit', (env) => {
  let w: OrderWorld;
  let customerToken: string;
  beforeAll(async () => {
    w = await orderWorld(env());
    customerToken = await loginCustomerUser(env(), w.user.tenantId, w.customerId);
  });
  const call = async <T>(
    token: string,
    endpoint: Parameters<ReturnType<typeof env>['call']>[0],
    input: unknown,
  ) => (await env().call(endpoint, input as never, token)).json() as OkBody<T>;

  it("shows a customer's user only its customer's orders, counts included", async () => {
    const mine = await createOrder(env(), w);
    const theirs = await createOrder(env(), w, { customerId: w.customer2Id });
    const list = await call<{
      items: Array<{ id: string; customerId: string; customerName: string }>;
      total: number;
    }>(customerToken, orderListEndpoints.getAllPageList, { pageSize: 100 });
    expect(list.data.items.map((r) => r.id)).toContain(mine.id);
    expect(list.data.items.every((r) => r.customerId === w.customerId)).toBe(true);
    expect(list.data.items[0]!.customerName).toBe('Acme');
    const counts = await call<{ all: number }>(customerToken, orderListEndpoints.getAllCountNum, {});
    expect(counts.data.all).toBe(list.data.total);
    const staffCounts = await call<{ all: number }>(w.token, orderListEndpoints.getAllCountNum, {});
    expect(staffCounts.data.all).toBe(counts.data.all + 1);
    const detail = await call(customerToken, orderListEndpoints.getDetail, { id: theirs.id });
    expect(detail).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
    const move = await call(customerToken, orderMoveEndpoints.updateOrderCancelled, { ids: [theirs.id] });
    expect(move).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
  });

  it("refuses a customer's user creating an order for another customer", async () => {
    const res = await env().call(
      orderEditEndpoints.createOrder,
      sampleOrder(w, { customerId: w.customer2Id }),
      customerToken,
    );
    expect(res.statusCode).toBe(403);
    const own = await call(customerToken, orderEditEndpoints.createOrder, sampleOrder(w));
    expect(own.success).toBe(true);
  });

  it('refuses an SKU that is not a product of the customer', async () => {
    const res = await call(
      w.token,
      orderEditEndpoints.createOrder,
      sampleOrder(w, { items: [{ sku: 'NOPE-1', saleNum: 1 }] }),
    );
    expect(res).toMatchObject({
      success: false,
      code: 'ORDER_SKU_UNKNOWN',
      message: 'SKU NOPE-1 is not a product of customer Acme',
    });
  });

  it('enforces the monthly order limit and creates nothing past it', async () => {
    const limited = await orderWorld(env());
    await env()
      .database.db.update(tenants)
      .set({ orderLimit: 2 })
      .where(eq(tenants.id, limited.user.tenantId));
    await createOrder(env(), limited);
    await createOrder(env(), limited);
    const third = await call(limited.token, orderEditEndpoints.createOrder, sampleOrder(limited));
    expect(third).toMatchObject({ success: false, code: 'ORDER_MONTHLY_LIMIT' });
    expect(third.message).toContain('This version can not perform such action!');
    const counts = await call<{ all: number }>(limited.token, orderListEndpoints.getAllCountNum, {});
    expect(counts.data.all).toBe(2);
  });
});
