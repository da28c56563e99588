import {
  orderEditEndpoints,
  orderListEndpoints,
  orderShippingEndpoints,
  type PickListPreview,
  pdaPickEndpoints,
  pickingOrderEndpoints,
  unshippedOrderEndpoints,
} from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import type { LiveEvent } from '../../../platform/events.ts';
import {
  createOrder,
  loginPicker,
  type OkBody,
  type OrderWorld,
  orderWorld,
  putStock,
  stockOf,
} from '../../../testing/order-kit.ts';
import { describeEachDb, type TestUser } from '../../../testing/test-env.ts';

interface Detail {
  id: string;
  pickListNo: string;
  state: string;
  walkDistance: number;
  sShapeDistance: number;
  lines: Array<{
    id: string;
    orderNo: string;
    locationId: string;
    locationName: string;
    qty: number;
    pickedQty: number;
    seq: number;
    aisle: number | null;
    depth: number | null;
  }>;
  layout: { aisleCount: number; aisleLength: number; aisleSpacing: number };
}

describeEachDb('pick lists: from order to shipped parcel', (env) => {
  let w: OrderWorld;
  let picker: TestUser;
  beforeAll(async () => {
    w = await orderWorld(env());
    picker = await loginPicker(env(), w);
    await putStock(env(), w, 'SKU-001', 0, 2);
    await putStock(env(), w, 'SKU-001', 7, 5);
  });
  const call = async <T>(
    endpoint: Parameters<ReturnType<typeof env>['call']>[0],
    input: unknown,
    token = w.token,
  ) => (await env().call(endpoint, input as never, token)).json() as OkBody<T>;

  it('creates, picks, labels and ships: stock drops by exactly the picked quantity', async () => {
    const badges: LiveEvent[] = [];
    const stop = env().app.deps.events.subscribe((e) => e.type === 'badge' && badges.push(e));
    const a = await createOrder(env(), w, { items: [{ sku: 'SKU-001', saleNum: 3 }] });
    const b = await createOrder(env(), w, { items: [{ sku: 'SKU-001', saleNum: 1 }] });
    const before = await stockOf(env(), w, 'SKU-001');
    const created = await call<{ pickLists: Array<{ id: string; orderCount: number }> }>(
      pickingOrderEndpoints.createPickingOrder,
      {
        warehouseId: w.warehouseId,
        pickingOrderType: 1,
        includePending: true,
        orderIds: [a.id, b.id],
      },
    );
    expect(created.data.pickLists).toMatchObject([{ orderCount: 2 }]);
    expect(await stockOf(env(), w, 'SKU-001')).toEqual({ quantity: before.quantity, allocated: 4 });
    const listId = created.data.pickLists[0]!.id;
    expect(
      (await call(pickingOrderEndpoints.distributePicker, { ids: [listId], pickerId: picker.userId }))
        .success,
    ).toBe(true);
    const detail = (await call<Detail>(pickingOrderEndpoints.getPickingOrderDetail, { id: listId })).data;
    expect(detail.walkDistance).toBeGreaterThan(0);
    expect(detail.sShapeDistance).toBeGreaterThanOrEqual(detail.walkDistance);
    expect(detail.lines.reduce((s, l) => s + l.qty, 0)).toBe(4);
    expect(detail.layout.aisleCount).toBeGreaterThanOrEqual(1);
    for (const line of detail.lines) {
      expect(line.aisle).toBeGreaterThanOrEqual(1);
      expect(line.aisle).toBeLessThanOrEqual(detail.layout.aisleCount);
      expect(line.depth).toBeGreaterThan(0);
      expect(line.depth).toBeLessThanOrEqual(detail.layout.aisleLength);
    }
    const [first] = detail.lines;
    const wrong = await call(
      pdaPickEndpoints.confirmPick,
      { pickListId: listId, lineId: first!.id, qty: 1, locationId: w.locationIds[3] },
      picker.token,
    );
    expect(wrong).toMatchObject({ success: false, code: 'PICK_WRONG_LOCATION' });
    const over = await call(
      pdaPickEndpoints.confirmPick,
      { pickListId: listId, lineId: first!.id, qty: first!.qty + 1, locationId: first!.locationId },
      picker.token,
    );
    expect(over).toMatchObject({ success: false, code: 'PICK_OVER' });
    for (const line of detail.lines) {
      const res = await call<{ orderPicked: boolean }>(
        pdaPickEndpoints.confirmPick,
        { pickListId: listId, lineId: line.id, qty: line.qty, locationId: line.locationId },
        picker.token,
      );
      expect(res.success).toBe(true);
    }
    const again = await call(
      pdaPickEndpoints.confirmPick,
      { pickListId: listId, lineId: first!.id, qty: 1, locationId: first!.locationId },
      picker.token,
    );
    expect(again).toMatchObject({ success: false, code: 'PICK_LIST_STATE' });
    expect(await stockOf(env(), w, 'SKU-001')).toEqual({ quantity: before.quantity - 4, allocated: 0 });
    const order = await call<{ status: string; pickStatus: string }>(orderListEndpoints.getDetail, {
      id: a.id,
    });
    expect(order.data).toMatchObject({ status: 'toBeDelivered', pickStatus: 'toBeScanned' });
    expect((await call<{ count: number }>(orderListEndpoints.getPendingCount, {})).data.count).toBe(2);

    await call(orderEditEndpoints.createOrUpdatePackage, {
      ids: [a.id],
      packages: [{ length: 10, width: 8, height: 6, weight: 4 }],
    });
    const shipment = await call<{ trackingNo: string; labelUrl: string }>(
      orderShippingEndpoints.createShipment,
      { ids: [a.id] },
    );
    expect(shipment.success).toBe(true);
    const pdf = await env().app.inject({ url: shipment.data.labelUrl });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 4).toString()]).toEqual([200, '%PDF']);
    expect((await call(unshippedOrderEndpoints.outbound, { ids: [a.id] })).success).toBe(true);
    expect((await call<{ status: string }>(orderListEndpoints.getDetail, { id: a.id })).data.status).toBe(
      'shipped',
    );
    expect(await stockOf(env(), w, 'SKU-001')).toEqual({ quantity: before.quantity - 4, allocated: 0 });
    stop();
    expect(badges.at(-1)?.data).toMatchObject({ pendingDelivery: 1 });
  });

  it('cancels a list back to to be delivered and withdraws one to pending, releasing the stock', async () => {
    const a = await createOrder(env(), w, { items: [{ sku: 'SKU-001', saleNum: 1 }] });
    const make = () =>
      call<{ pickLists: Array<{ id: string }> }>(pickingOrderEndpoints.createPickingOrder, {
        warehouseId: w.warehouseId,
        pickingOrderType: 1,
        includePending: true,
        orderIds: [a.id],
      });
    const first = (await make()).data.pickLists[0]!.id;
    expect((await stockOf(env(), w, 'SKU-001')).allocated).toBe(1);
    expect((await call(pickingOrderEndpoints.cancelPickingOrder, { ids: [first] })).success).toBe(true);
    expect((await stockOf(env(), w, 'SKU-001')).allocated).toBe(0);
    expect(
      (await call<{ status: string; pickStatus: string }>(orderListEndpoints.getDetail, { id: a.id })).data,
    ).toMatchObject({ status: 'toBeDelivered', pickStatus: 'toBeCreated' });
    expect(
      (await call<{ count: number }>(pickingOrderEndpoints.getPickOrderCount, { pickingOrderType: 1 })).data
        .count,
    ).toBeGreaterThanOrEqual(1);
    const second = (await make()).data.pickLists[0]!.id;
    expect((await call(pickingOrderEndpoints.cancelPickingOrderToPeding, { ids: [second] })).success).toBe(
      true,
    );
    expect((await call<{ status: string }>(orderListEndpoints.getDetail, { id: a.id })).data.status).toBe(
      'pending',
    );
    expect((await stockOf(env(), w, 'SKU-001')).allocated).toBe(0);
  });

  it('counts the waiting orders as a generation would take them: pending ones when asked, per warehouse', async () => {
    const count = async (input: Record<string, unknown>) =>
      (
        await call<{ count: number }>(pickingOrderEndpoints.getPickOrderCount, {
          pickingOrderType: 1,
          ...input,
        })
      ).data.count;
    const before = await count({ warehouseId: w.warehouseId, includePending: true });
    const pendingBefore = await count({ warehouseId: w.warehouseId });
    await createOrder(env(), w, { items: [{ sku: 'SKU-002', saleNum: 1 }] });
    expect(await count({ warehouseId: w.warehouseId, includePending: true })).toBe(before + 1);
    expect(await count({ warehouseId: w.warehouseId })).toBe(pendingBefore);
    expect(await count({ warehouseId: w.warehouse2Id, includePending: true })).toBe(0);
  });

  it('previews what a generation would take (count, limit per list, the orders) and makes lists of the chosen ones only', async () => {
    const choices = { warehouseId: w.warehouseId, pickingOrderType: 1, includePending: true } as const;
    const preview = async (input: Record<string, unknown> = {}) =>
      (await call<PickListPreview>(pickingOrderEndpoints.getPickOrderPreview, { ...choices, ...input })).data;
    await putStock(env(), w, 'SKU-001', 3, 2);
    const a = await createOrder(env(), w, { items: [{ sku: 'SKU-001', saleNum: 1 }] });
    const b = await createOrder(env(), w, { items: [{ sku: 'SKU-001', saleNum: 1 }] });
    const c = await createOrder(env(), w, { items: [{ sku: 'SKU-001', saleNum: 1 }] });
    const seen = await preview();
    const counted = await call<{ count: number }>(pickingOrderEndpoints.getPickOrderCount, choices);
    expect(seen.count).toBe(counted.data.count);
    expect(seen.count).toBeGreaterThanOrEqual(3);
    expect(seen.orderLimit).toBe(3);
    expect(seen.orders.map((o) => o.orderNo)).toEqual(
      expect.arrayContaining([a.orderNo, b.orderNo, c.orderNo]),
    );
    expect((await preview({ customerId: w.customer2Id })).count).toBe(0);
    const made = await call<{ pickLists: Array<{ id: string; orderCount: number }> }>(
      pickingOrderEndpoints.createPickingOrder,
      {
        ...choices,
        orderIds: [a.id, c.id],
      },
    );
    expect(made.data.pickLists.map((l) => l.orderCount)).toEqual([2]);
    const after = await preview();
    expect(after.count).toBe(seen.count - 2);
    expect(after.orders.map((o) => o.orderNo)).toContain(b.orderNo);
    expect(after.orders.map((o) => o.orderNo)).not.toContain(a.orderNo);
    const ids = made.data.pickLists.map((l) => l.id);
    expect((await call(pickingOrderEndpoints.cancelPickingOrder, { ids })).success).toBe(true);
  });

  it('moves an order the stock cannot cover to out of stock, and a short line too', async () => {
    const big = await createOrder(env(), w, { items: [{ sku: 'SKU-001', saleNum: 99 }] });
    const ok = await createOrder(env(), w, { items: [{ sku: 'SKU-001', saleNum: 1 }] });
    const res = await call<{ pickLists: Array<{ id: string }>; outOfStockOrderNos: string[] }>(
      pickingOrderEndpoints.createPickingOrder,
      {
        warehouseId: w.warehouseId,
        pickingOrderType: 1,
        includePending: true,
        orderIds: [big.id, ok.id],
      },
    );
    expect(res.data.outOfStockOrderNos).toEqual([big.orderNo]);
    expect((await call<{ status: string }>(orderListEndpoints.getDetail, { id: big.id })).data.status).toBe(
      'outOfStock',
    );
    const list = (
      await call<Detail>(pickingOrderEndpoints.getPickingOrderDetail, { id: res.data.pickLists[0]!.id })
    ).data;
    const short = await call(
      pdaPickEndpoints.updateOutOfStock,
      { pickListId: list.id, lineId: list.lines[0]!.id },
      picker.token,
    );
    expect(short.success).toBe(true);
    expect((await call<{ status: string }>(orderListEndpoints.getDetail, { id: ok.id })).data.status).toBe(
      'outOfStock',
    );
    expect((await stockOf(env(), w, 'SKU-001')).allocated).toBe(0);
    expect(
      (await call<Detail>(pickingOrderEndpoints.getPickingOrderDetail, { id: list.id })).data.state,
    ).toBe('picked');
  });
});
