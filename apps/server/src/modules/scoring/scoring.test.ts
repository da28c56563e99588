import { scoringEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { createOrder, loginCustomerUser, type OrderWorld, orderWorld } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('customer scoring and portrait', (env) => {
  let w: OrderWorld;
  const call = async (
    endpoint: Parameters<ReturnType<typeof env>['call']>[0],
    input: unknown,
    token = w.token,
  ) => (await env().call(endpoint, input as never, token, 'en')).json();
  beforeAll(async () => {
    w = await orderWorld(env());
    for (let i = 0; i < 3; i++) await createOrder(env(), w);
  });

  it('grades a customer S to E from its real data under the editable criteria', async () => {
    const before = (await call(scoringEndpoints.getPortrait, { customerId: w.customerId })).data;
    const volume = before.indicators.find((i: { indicator: string }) => i.indicator === 'orderVolume');
    expect(volume).toMatchObject({ value: 3, target: 300, weight: 30, score: 1 });
    // 3 orders of 300 → 1; no bill due → 100; no abnormal orders → 100; no returns → 100; no units out → 0
    expect(before).toMatchObject({ score: 60.3, grade: 'C' });
    const month = new Date().toISOString().slice(0, 7);
    expect(before.charts.orders.at(-1)).toEqual({ month, value: 3 });
    expect(before.charts.orders).toHaveLength(6);

    const refused = await call(scoringEndpoints.saveCriteria, {
      criteria: [{ indicator: 'orderVolume', weight: 90, target: 3 }],
    });
    expect(refused.code).toBe('VALIDATION');
    await call(scoringEndpoints.saveCriteria, {
      criteria: [
        { indicator: 'orderVolume', weight: 50, target: 3 },
        { indicator: 'abnormalRate', weight: 50, target: 2 },
      ],
    });
    const after = (await call(scoringEndpoints.getPortrait, { customerId: w.customerId })).data;
    expect(after).toMatchObject({ score: 100, grade: 'S' });
    const other = (await call(scoringEndpoints.getPortrait, { customerId: w.customer2Id })).data;
    expect(other).toMatchObject({ score: 50, grade: 'D' });
  });

  it('keeps custom labels and an evaluation, and shows a customer user only its own portrait', async () => {
    const saved = await call(scoringEndpoints.saveNotes, {
      customerId: w.customerId,
      labels: ['VIP', 'FBA'],
      evaluation: 'Pays early',
    });
    expect(saved.data).toMatchObject({ labels: ['VIP', 'FBA'], evaluation: 'Pays early' });
    const token = await loginCustomerUser(env(), w.user.tenantId, w.customer2Id, []);
    expect((await call(scoringEndpoints.getPortrait, { customerId: w.customer2Id }, token)).success).toBe(
      true,
    );
    expect((await call(scoringEndpoints.getPortrait, { customerId: w.customerId }, token)).code).toBe(
      'RECORD_NOT_FOUND',
    );
  });
});
