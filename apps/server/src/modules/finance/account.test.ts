import {
  accountEndpoints,
  billEndpoints,
  customerEndpoints,
  orderEditEndpoints,
  orderMoveEndpoints,
  orderShippingEndpoints,
} from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { createOrder, type OkBody, type OrderWorld, orderWorld } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('finance: prepaid and credit accounts stop a label they cannot carry', (env) => {
  let w: OrderWorld;
  beforeAll(async () => {
    w = await orderWorld(env());
  });
  const call = async <T>(endpoint: object, input: unknown, locale = 'en') =>
    (await env().call(endpoint as never, input as never, w.token, locale)).json() as OkBody<T>;
  const ok = async <T>(endpoint: object, input: unknown) => {
    const body = await call<T>(endpoint, input);
    if (!body.success) throw new Error(`${body.code} ${body.message}`);
    return body.data;
  };
  const packed = async () => {
    const order = await createOrder(env(), w);
    await ok(orderEditEndpoints.createOrUpdatePackage, {
      ids: [order.id],
      packages: [{ length: 12, width: 10, height: 8, weight: 4.2 }],
    });
    return order;
  };
  const shipped: string[] = [];
  const account = () =>
    ok<{ balance: number; outstanding: number; available: number }>(accountEndpoints.getAccount, {
      customerId: w.customerId,
    });

  it('refuses a prepaid customer’s label beyond its balance, and ships once a recharge is approved', async () => {
    const config = await ok<Record<string, unknown>>(customerEndpoints.getChannelDetail, {
      id: w.customerId,
    });
    await ok(customerEndpoints.updateChannelDetail, { ...config, accountType: 'prepaid', creditAmount: 0 });
    // Unfunded: no recharge yet, so the balance is 0.00 and the first label is refused.
    const unfunded = await packed();
    const first = await call(orderShippingEndpoints.createShipment, { ids: [unfunded.id] });
    expect(first).toMatchObject({ success: false, code: 'BALANCE_INSUFFICIENT' });
    const recharge = await ok<{ id: string; serialNo: string; auditState: string }>(
      accountEndpoints.createRecharge,
      { customerId: w.customerId, way: 'bankTransfer', amount: 5 },
    );
    expect(recharge).toMatchObject({ auditState: 'pending', serialNo: expect.stringMatching(/^RC/) });
    const order = await packed();
    const refused = await call(orderShippingEndpoints.createShipment, { ids: [order.id] });
    expect(refused).toMatchObject({ success: false, code: 'BALANCE_INSUFFICIENT' });
    expect(refused.message).toContain('11.49');
    const zh = await call(orderShippingEndpoints.createShipment, { ids: [order.id] }, 'zh-CN');
    expect(zh.message).toContain('余额 0.00 不足以支付 11.49');

    await ok(accountEndpoints.updateRecharge, {
      id: recharge.id,
      customerId: w.customerId,
      way: 'bankTransfer',
      amount: 20,
    });
    await ok(accountEndpoints.auditRecharge, { ids: [recharge.id], approve: true });
    const again = await call(accountEndpoints.auditRecharge, { ids: [recharge.id], approve: false });
    expect(again).toMatchObject({ success: false, code: 'RECHARGE_STATE_REFUSED' });
    const made = await call(orderShippingEndpoints.createShipment, { ids: [order.id] });
    expect(made.success).toBe(true);
    shipped.push(order.id);
    expect(await account()).toMatchObject({ balance: 8.51, available: 8.51 });

    const charged = await ok<{ items: { sourceKind: string; sourceNo: string; amount: number }[] }>(
      billEndpoints.getChargeList,
      { customerId: w.customerId },
    );
    expect(charged.items).toEqual([
      expect.objectContaining({ sourceKind: 'shipment', sourceNo: order.orderNo, amount: 11.49 }),
    ]);
    const moves = await ok<{ items: { kind: string; amount: number }[] }>(
      accountEndpoints.getTransactionList,
      {
        customerId: w.customerId,
      },
    );
    expect(moves.items.map((m) => [m.kind, m.amount]).sort()).toEqual([
      ['charge', -11.49],
      ['recharge', 20],
    ]);
  });

  it('refuses a credit customer’s label past its fixed credit plus temporary quota', async () => {
    const config = await ok<Record<string, unknown>>(customerEndpoints.getChannelDetail, {
      id: w.customerId,
    });
    const setCredit = (temporaryQuota: number) =>
      ok(customerEndpoints.updateChannelDetail, {
        id: w.customerId,
        accountType: 'credit',
        creditAmount: 15,
        temporaryQuota,
        paymentTermDays: 30,
        warehouseIds: config.warehouseIds,
      });
    await setCredit(0);
    const order = await packed();
    const refused = await call(orderShippingEndpoints.createShipment, { ids: [order.id] });
    expect(refused).toMatchObject({ success: false, code: 'CREDIT_EXCEEDED' });
    expect(refused.message).toContain('15.00');
    await setCredit(10);
    expect((await call(orderShippingEndpoints.createShipment, { ids: [order.id] })).success).toBe(true);
    shipped.push(order.id);
    expect(await account()).toMatchObject({ outstanding: 22.98, available: 2.02 });
  });

  it('gives a voided label’s freight back by a reversing row, once', async () => {
    await ok(orderMoveEndpoints.updateOrderCancelled, { ids: shipped });
    expect(await account()).toMatchObject({ outstanding: 0, available: 25 });
    await ok(billEndpoints.priceLedger, {});
    const rows = await ok<{
      items: { amount: number; seq: number; rule: string; reversesId: string | null }[];
    }>(billEndpoints.getChargeList, { customerId: w.customerId });
    const lines = rows.items.map((c) => [c.seq, c.amount, c.rule, c.reversesId !== null]).sort();
    expect(lines).toEqual([
      [0, 11.49, 'labelFreight', false],
      [0, 11.49, 'labelFreight', false],
      [1, -11.49, 'labelVoided', true],
      [1, -11.49, 'labelVoided', true],
    ]);
    expect(await account()).toMatchObject({ outstanding: 0, available: 25 });
  });
});
