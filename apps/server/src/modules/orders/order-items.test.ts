import { orderListEndpoints, orderSplitEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import {
  createOrder,
  forceStatus,
  type OkBody,
  type OrderWorld,
  orderWorld,
} from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

interface Item {
  id: string;
  sku: string;
  saleNum: number;
  buyer: string | null;
  onlineSku: string | null;
  unitWeight: number | null;
}
interface Detail {
  id: string;
  orderNo: string;
  itemQty: number;
  weight: number;
  skuSummary: string;
  items: Item[];
}

describeEachDb('the item dialog (UpdateItem)', (env) => {
  let w: OrderWorld;
  beforeAll(async () => {
    w = await orderWorld(env());
  });
  const updateItem = async (input: Record<string, unknown>, locale = 'en') =>
    (
      await env().call(orderSplitEndpoints.updateItem, input as never, w.token, locale)
    ).json() as OkBody<Detail>;
  const detail = async (id: string) =>
    ((await env().call(orderListEndpoints.getDetail, { id }, w.token)).json() as OkBody<Detail>).data;
  const twoLines = async () => {
    const order = await createOrder(env(), w, {
      items: [
        { sku: 'SKU-001', saleNum: 2 },
        { sku: 'SKU-002', saleNum: 1 },
      ],
    });
    return detail(order.id);
  };

  it('changes one line: SKU, online SKU, quantity and buyer; a new SKU brings its product weight', async () => {
    const order = await twoLines();
    const reference = await detail(
      (await createOrder(env(), w, { items: [{ sku: 'SKU-003', saleNum: 1 }] })).id,
    );
    const [first, second] = order.items;
    const res = await updateItem({
      orderId: order.id,
      itemId: second!.id,
      sku: 'sku-003',
      onlineSku: 'ONLINE-3',
      saleNum: 4,
      buyer: 'Li Lei',
    });
    expect(res.success).toBe(true);
    expect(res.data.items.map((i) => [i.sku, i.saleNum, i.buyer, i.onlineSku])).toEqual([
      ['SKU-001', 2, null, null],
      ['SKU-003', 4, 'Li Lei', 'ONLINE-3'],
    ]);
    expect(res.data.items[1]!.unitWeight).toBe(reference.items[0]!.unitWeight);
    expect(res.data.items[0]!.unitWeight).toBe(first!.unitWeight);
    expect(res.data.itemQty).toBe(6);
    expect(res.data.skuSummary).toBe('SKU-001×2, SKU-003×4');
    const expected = (first!.unitWeight! * 200 + reference.items[0]!.unitWeight! * 400) / 100;
    expect(res.data.weight).toBeCloseTo(expected, 2);
    const log = (
      (await env().call(orderListEndpoints.getOrderOperation, { id: order.id }, w.token)).json() as OkBody<
        Array<{ action: string }>
      >
    ).data;
    expect(log.at(-1)?.action).toBe('edit.items');
  });

  it('refuses a quantity that is not a positive integer, in zh and en, and changes nothing', async () => {
    const order = await twoLines();
    const line = order.items[0]!;
    for (const saleNum of [0, -1, 1.5]) {
      const en = await updateItem({ orderId: order.id, itemId: line.id, sku: line.sku, saleNum });
      expect(en.success).toBe(false);
      expect(en.message).toContain('Quantity must be an integer greater than 0');
    }
    const zh = await updateItem({ orderId: order.id, itemId: line.id, sku: line.sku, saleNum: 0 }, 'zh-CN');
    expect(zh.message).toContain('数量必须是大于 0 的整数');
    expect((await detail(order.id)).items).toEqual(order.items);
  });

  it('refuses a SKU that is not a product of the order’s customer', async () => {
    const order = await twoLines();
    const line = order.items[0]!;
    const res = await updateItem({ orderId: order.id, itemId: line.id, sku: 'NOPE-404', saleNum: 1 });
    expect(res).toMatchObject({ success: false, code: 'ORDER_SKU_UNKNOWN' });
    expect(res.message).toMatch(/^SKU NOPE-404 is not a product of customer /);
    const zh = await updateItem({ orderId: order.id, itemId: line.id, sku: 'NOPE-404', saleNum: 1 }, 'zh-CN');
    expect(zh.message).toMatch(/^SKU NOPE-404 不是客户 .+ 的产品$/);
    expect((await detail(order.id)).items).toEqual(order.items);
  });

  it('refuses a line of another order, and any edit once the order is no longer pending', async () => {
    const order = await twoLines();
    const other = await twoLines();
    const foreign = await updateItem({
      orderId: order.id,
      itemId: other.items[0]!.id,
      sku: 'SKU-001',
      saleNum: 1,
    });
    expect(foreign).toMatchObject({
      success: false,
      code: 'ORDER_ITEM_NOT_FOUND',
      message: `The item is not on order ${order.orderNo} any more: reload the order`,
    });
    await forceStatus(env(), w.user.tenantId, [order.id], 'toBeDelivered');
    const late = await updateItem({
      orderId: order.id,
      itemId: order.items[0]!.id,
      sku: 'SKU-001',
      saleNum: 1,
    });
    expect(late).toMatchObject({ success: false, code: 'ORDER_NOT_EDITABLE' });
    const zh = await updateItem(
      { orderId: order.id, itemId: order.items[0]!.id, sku: 'SKU-001', saleNum: 1 },
      'zh-CN',
    );
    expect(zh.message).toContain(order.orderNo);
    expect((await detail(order.id)).items).toEqual(order.items);
  });
});
