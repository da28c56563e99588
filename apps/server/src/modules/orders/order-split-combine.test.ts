import {
  customerStoreEndpoints,
  orderEditEndpoints,
  orderListEndpoints,
  orderSplitEndpoints,
  uuidv7,
} from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import {
  createOrder,
  type OkBody,
  type OrderWorld,
  orderWorld,
  sampleOrder,
} from '../../testing/order-kit.ts';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';

interface Detail {
  id: string;
  orderNo: string;
  status: string;
  itemQty: number;
  storeId: string;
  storeName: string;
  platform: string;
  items: Array<{ id: string; sku: string; saleNum: number }>;
}

describeEachDb('manual split and combine', (env) => {
  let w: OrderWorld;
  let user: TestUser;
  beforeAll(async () => {
    w = await orderWorld(env());
    user = w.user;
  });
  const call = async <T>(endpoint: Parameters<ReturnType<typeof env>['call']>[0], input: unknown) =>
    (await env().call(endpoint, input as never, user.token)).json() as OkBody<T>;

  it('splits one order into parcels that take every unit exactly once', async () => {
    const order = await createOrder(env(), w, {
      items: [
        { sku: 'SKU-001', saleNum: 3, unitWeight: 1 },
        { sku: 'SKU-002', saleNum: 1 },
      ],
    });
    const list = await call<{ canSplit: boolean; items: Detail['items'] }>(orderSplitEndpoints.getSplitList, {
      ids: [order.id],
    });
    expect(list.data.canSplit).toBe(true);
    const [a, b] = list.data.items;
    const short = await call(orderSplitEndpoints.updateOrder, {
      ids: [order.id],
      parcels: [{ items: [{ itemId: a!.id, qty: 1 }] }, { items: [{ itemId: b!.id, qty: 1 }] }],
    });
    expect(short).toMatchObject({ success: false, code: 'ORDER_SPLIT_MISMATCH' });
    const done = await call<Detail[]>(orderSplitEndpoints.updateOrder, {
      ids: [order.id],
      parcels: [
        { items: [{ itemId: a!.id, qty: 2 }] },
        {
          items: [
            { itemId: a!.id, qty: 1 },
            { itemId: b!.id, qty: 1 },
          ],
        },
      ],
    });
    expect(done.success).toBe(true);
    expect(done.data.map((d) => [d.status, d.itemQty])).toEqual([
      ['pending', 2],
      ['pending', 2],
    ]);
    expect(done.data[0]!.id).toBe(order.id);
    expect(done.data[1]!.items.map((i) => `${i.sku}×${i.saleNum}`)).toEqual(['SKU-001×1', 'SKU-002×1']);
  });

  it('refuses to split an order whose quantity and weight are 1 or less', async () => {
    const order = await createOrder(env(), w, {
      items: [{ sku: 'SKU-003', saleNum: 1, unitWeight: 0.5 }],
    });
    const list = await call<{ canSplit: boolean }>(orderSplitEndpoints.getSplitList, { ids: [order.id] });
    expect(list.data.canSplit).toBe(false);
    const item = (await call<Detail>(orderListEndpoints.getDetail, { id: order.id })).data.items[0]!;
    const res = await call(orderSplitEndpoints.updateOrder, {
      ids: [order.id],
      parcels: [{ items: [{ itemId: item.id, qty: 1 }] }, { items: [{ itemId: item.id, qty: 1 }] }],
    });
    expect(res).toMatchObject({ success: false, code: 'ORDER_SPLIT_NOT_ALLOWED' });
  });

  it('combines orders with the same addresses under the chosen store and removes the others', async () => {
    const newStore = async (customerId: string, name: string, platform: string) =>
      (await call<{ id: string }>(customerStoreEndpoints.create, { customerId, name, platform })).data.id;
    const store = await newStore(w.customerId, 'CombineShop', 'walmart');
    const foreign = await newStore(w.customer2Id, 'OtherShop', 'ebay');
    const a = await createOrder(env(), w, { items: [{ sku: 'SKU-001', saleNum: 1 }] });
    const b = await createOrder(env(), w, { items: [{ sku: 'SKU-002', saleNum: 2 }] });
    const elsewhere = await createOrder(env(), w, {
      recipient: { ...sampleOrder(w).recipient, address1: '9 Other Rd' },
    });
    const refused = await call(orderEditEndpoints.combinationOrder, {
      ids: [a.id, elsewhere.id],
      storeId: store,
    });
    expect(refused).toMatchObject({ success: false, code: 'ORDER_COMBINE_ADDRESS' });
    const one = await call(orderEditEndpoints.combinationOrder, { ids: [a.id], storeId: store });
    expect(one).toMatchObject({ success: false, code: 'ORDER_COMBINE_TOO_FEW' });
    // a platform store must be chosen in the combine tree: one of the orders' customer
    const zh = async (input: unknown) =>
      (
        await env().call(orderEditEndpoints.combinationOrder, input as never, user.token, 'zh-CN')
      ).json() as OkBody<unknown>;
    expect(JSON.stringify(await zh({ ids: [a.id, b.id] }))).toContain(
      '请在合并树中选择这些订单所属客户的平台店铺',
    );
    for (const storeId of [foreign, uuidv7()])
      expect(await call(orderEditEndpoints.combinationOrder, { ids: [a.id, b.id], storeId })).toMatchObject({
        success: false,
        code: 'ORDER_COMBINE_STORE',
        message: 'Please choose a platform store of the orders’ customer in the combine tree',
      });
    expect((await call<Detail>(orderListEndpoints.getDetail, { id: b.id })).data.status).toBe('pending');
    const merged = await call<Detail>(orderEditEndpoints.combinationOrder, {
      ids: [b.id, a.id],
      storeId: store,
    });
    expect(merged.data).toMatchObject({
      id: a.id,
      itemQty: 3,
      storeId: store,
      storeName: 'CombineShop',
      platform: 'walmart',
      status: 'pending',
    });
    expect(merged.data.items.map((i) => i.sku)).toEqual(['SKU-001', 'SKU-002']);
    const removed = await call<Detail>(orderListEndpoints.getDetail, { id: b.id });
    expect(removed.data.status).toBe('removed');
    const log = await call<Array<{ action: string; remark: string }>>(orderListEndpoints.getOrderOperation, {
      id: b.id,
    });
    expect(log.data.at(-1)).toMatchObject({ action: 'delete', remark: a.orderNo });
  });
});
