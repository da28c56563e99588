import { orderEditEndpoints, orderListEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import {
  createOrder,
  type OkBody,
  type OrderWorld,
  orderWorld,
  sampleOrder,
} from '../../testing/order-kit.ts';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';

describeEachDb('drop-shipping orders: create, lists, counts, edits', (env) => {
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

  it('creates an order with a number, derived totals, a normalised state and a log row', async () => {
    const body = await call<{
      orderNo: string;
      weight: number;
      itemQty: number;
      state: string;
      status: string;
    }>(
      orderEditEndpoints.createOrder,
      sampleOrder(w, { recipient: { ...sampleOrder(w).recipient, state: 'california' } }),
    );
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ weight: 3, itemQty: 2, state: 'CA', status: 'pending' });
    expect(body.data.orderNo).toMatch(/^DS\d{6}\d{5}$/);
    const log = await call<Array<{ action: string; afterStatus: string }>>(
      orderListEndpoints.getOrderOperation,
      {
        id: (body.data as unknown as { id: string }).id,
      },
    );
    expect(log.data).toMatchObject([{ action: 'create', afterStatus: 'pending' }]);
  });

  it("takes the store as the import does: an existing store of the order's customer, any case, else refused", async () => {
    const { storeId: _s, ...noId } = sampleOrder(w);
    const named = await call<{ storeId: string; storeName: string; platform: string }>(
      orderEditEndpoints.createOrder,
      { ...noId, storeName: 'main-STORE', platform: '' },
    );
    expect(named.success, named.message).toBe(true);
    expect(named.data).toMatchObject({ storeId: w.storeId, storeName: 'Main-store', platform: 'amazon' });
    const typed = await call(orderEditEndpoints.createOrder, { ...noId, storeName: 'Any shop' }, 'zh-CN');
    expect(typed).toMatchObject({ success: false, code: 'ORDER_STORE_UNKNOWN' });
    expect(typed.message).toContain('Any shop');
    // A store of another customer is not this order's store.
    const other = await call(orderEditEndpoints.createOrder, {
      ...sampleOrder(w),
      customerId: w.customer2Id,
    });
    expect(other).toMatchObject({ success: false, code: 'ORDER_STORE_UNKNOWN' });
  });

  it('refuses an invalid US address with the fields named, in both languages, and creates nothing', async () => {
    const before = await call<{ all: number }>(orderListEndpoints.getAllCountNum, {});
    const bad = sampleOrder(w, {
      recipient: { ...sampleOrder(w).recipient, state: 'XX', postalCode: '9001' },
    });
    const en = await call(orderEditEndpoints.createOrder, bad);
    expect(en).toMatchObject({ success: false, code: 'ADDRESS_INVALID' });
    expect(en.message).toContain('state, postalCode');
    const zh = await call(orderEditEndpoints.createOrder, bad, 'zh-CN');
    expect(zh.message).toContain('收货地址不正确');
    const after = await call<{ all: number }>(orderListEndpoints.getAllCountNum, {});
    expect(after.data.all).toBe(before.data.all);
  });

  it('checks an address without saving it', async () => {
    const res = await call<{ valid: boolean; issues: Array<{ field: string; reason: string }> }>(
      orderEditEndpoints.validateAddress,
      { recipient: { ...sampleOrder(w).recipient, postalCode: 'ABCDE' } },
    );
    expect(res.data).toEqual({
      valid: false,
      issues: [{ field: 'postalCode', reason: 'must be a ZIP code (12345 or 12345-6789)' }],
    });
  });

  it('lists with batch filters on English commas and counts every tab in one call', async () => {
    const a = await createOrder(env(), w, { items: [{ sku: 'SKU-002', saleNum: 1 }] });
    const b = await createOrder(env(), w, { items: [{ sku: 'SKU-003', saleNum: 1 }] });
    const page = await call<{ items: Array<{ orderNo: string }>; total: number }>(
      orderListEndpoints.getPageList,
      {
        pageSize: 50,
        orderNos: `${a.orderNo}, ${b.orderNo},`,
      },
    );
    expect(page.data.total).toBe(2);
    expect(page.data.items.map((r) => r.orderNo).sort()).toEqual([a.orderNo, b.orderNo].sort());
    const bySku = await call<{ total: number }>(orderListEndpoints.getAllPageList, { skus: 'SKU-003,NOPE' });
    expect(bySku.data.total).toBe(1);
    const counts = await call<Record<string, number>>(orderListEndpoints.getAllCountNum, {});
    expect(counts.data.pending).toBeGreaterThanOrEqual(3);
    expect(counts.data.all).toBe(counts.data.pending);
    const shipped = await call<{ total: number }>(orderListEndpoints.getShippedPageList, {});
    expect(shipped.data.total).toBe(0);
  });

  it('sorts by order time, newest first, and pages without overlap', async () => {
    const first = await call<{ items: Array<{ id: string; orderTime: string }> }>(
      orderListEndpoints.getAllPageList,
      { pageSize: 10 },
    );
    const times = first.data.items.map((r) => r.orderTime);
    expect([...times].sort().reverse()).toEqual(times);
    const p1 = await call<{ items: Array<{ id: string }> }>(orderListEndpoints.getAllPageList, {
      pageSize: 10,
      pageIndex: 1,
      sort: { field: 'orderNo', order: 'asc' },
    });
    expect(p1.data.items.length).toBeGreaterThan(0);
  });

  it('edits shipping fields, logs before → after, and refuses "Only one" where one order is meant', async () => {
    const order = await createOrder(env(), w);
    const res = await call(orderEditEndpoints.updateLogisticsAccount, {
      ids: [order.id],
      carrier: 'own',
      service: 'OWN-GROUND',
      deliverAccount: 'ACC-1',
    });
    expect(res).toMatchObject({ success: true, data: { count: 1 } });
    const log = await call<
      Array<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>
    >(orderListEndpoints.getOrderOperation, { id: order.id });
    expect(log.data.at(-1)).toMatchObject({
      action: 'edit.logisticsAccount',
      changes: { carrier: { before: null, after: 'own' } },
    });
    const other = await createOrder(env(), w);
    const two = await call(orderEditEndpoints.createOrUpdatePackage, {
      ids: [order.id, other.id],
      packages: [{ length: 10, width: 8, height: 4, weight: 2 }],
    });
    expect(two).toMatchObject({
      success: false,
      code: 'ORDER_ONLY_ONE',
      message: 'Only one can be selected for operation!',
    });
  });

  it("modifies the warehouse of one customer's orders only", async () => {
    const a = await createOrder(env(), w);
    const b = await createOrder(env(), w, { customerId: w.customer2Id });
    const mixed = await call(orderEditEndpoints.modifyWarehouse, {
      ids: [a.id, b.id],
      warehouseId: w.warehouse2Id,
    });
    expect(mixed).toMatchObject({ success: false, message: 'Please select the same customer order' });
    const ok = await call(orderEditEndpoints.modifyWarehouse, { ids: [a.id], warehouseId: w.warehouse2Id });
    expect(ok).toMatchObject({ success: true, data: { count: 1 } });
    const counts = await call<Record<string, number>>(orderListEndpoints.getAllCountNum, {
      warehouseId: w.warehouse2Id,
    });
    expect(counts.data.pending).toBe(1);
  });
});
