import { orderEditEndpoints, orderListEndpoints, orderMoveEndpoints, uuidv7 } from '@wms/api';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import {
  createOrder,
  ids,
  loginCustomerUser,
  type OkBody,
  ORDER_POINTS,
  sampleOrder,
} from '../../testing/order-kit.ts';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';

describeEachDb('order data permissions and the monthly order limit', (env) => {
  let staff: TestUser;
  let customerToken: string;
  const otherCustomer = uuidv7();
  beforeAll(async () => {
    staff = await env().login({ functionPoints: ORDER_POINTS });
    customerToken = await loginCustomerUser(env(), staff.tenantId, ids.customer);
  });
  const call = async <T>(
    token: string,
    endpoint: Parameters<ReturnType<typeof env>['call']>[0],
    input: unknown,
  ) => (await env().call(endpoint, input as never, token)).json() as OkBody<T>;

  it("shows a customer's user only its customer's orders, counts included", async () => {
    const mine = await createOrder(env(), staff.token);
    const theirs = await createOrder(env(), staff.token, { customerId: otherCustomer });
    const list = await call<{ items: Array<{ id: string; customerId: string }>; total: number }>(
      customerToken,
      orderListEndpoints.getAllPageList,
      { pageSize: 100 },
    );
    expect(list.data.items.map((r) => r.id)).toContain(mine.id);
    expect(list.data.items.every((r) => r.customerId === ids.customer)).toBe(true);
    const counts = await call<{ all: number }>(customerToken, orderListEndpoints.getAllCountNum, {});
    expect(counts.data.all).toBe(list.data.total);
    const staffCounts = await call<{ all: number }>(staff.token, orderListEndpoints.getAllCountNum, {});
    expect(staffCounts.data.all).toBe(counts.data.all + 1);
    const detail = await call(customerToken, orderListEndpoints.getDetail, { id: theirs.id });
    expect(detail).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
    const move = await call(customerToken, orderMoveEndpoints.updateOrderCancelled, { ids: [theirs.id] });
    expect(move).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
  });

  it("refuses a customer's user creating an order for another customer", async () => {
    const res = await env().call(
      orderEditEndpoints.createOrder,
      sampleOrder({ customerId: otherCustomer }),
      customerToken,
    );
    expect(res.statusCode).toBe(403);
    const own = await call(customerToken, orderEditEndpoints.createOrder, sampleOrder());
    expect(own.success).toBe(true);
  });

  it('enforces the monthly order limit and creates nothing past it', async () => {
    const limited = await env().login({ functionPoints: ORDER_POINTS });
    await env().database.db.update(tenants).set({ orderLimit: 2 }).where(eq(tenants.id, limited.tenantId));
    await createOrder(env(), limited.token);
    await createOrder(env(), limited.token);
    const third = await call(limited.token, orderEditEndpoints.createOrder, sampleOrder());
    expect(third).toMatchObject({ success: false, code: 'ORDER_MONTHLY_LIMIT' });
    expect(third.message).toContain('This version can not perform such action!');
    const counts = await call<{ all: number }>(limited.token, orderListEndpoints.getAllCountNum, {});
    expect(counts.data.all).toBe(2);
  });
});
