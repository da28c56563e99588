import { customerEndpoints, type ReturnRow, returnEndpoints } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import type { Api } from '../../testing/masterdata-fixtures.ts';
import { createOrder, forceStatus, type OrderWorld, orderWorld } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('returnOrder imports', (env) => {
  let w: OrderWorld;
  let api: Api;
  let customerCode: string;
  beforeAll(async () => {
    w = await orderWorld(env());
    api = {
      user: w.user,
      async raw(endpoint, input, locale = 'en') {
        const res = await env().call(endpoint, input, w.token, locale);
        return { status: res.statusCode, body: res.json() };
      },
      async ok(endpoint, input, locale = 'en') {
        const body = (await env().call(endpoint, input, w.token, locale)).json();
        if (!body.success) throw new Error(`${body.code} ${body.message}`);
        return body.data;
      },
    } as Api;
    customerCode = (await api.ok(customerEndpoints.getChannelListDetail, { id: w.customerId })).customerCode;
  });

  const shipped = async () => {
    const order = await createOrder(env(), w, { items: [{ sku: 'SKU-001', saleNum: 2 }] });
    await forceStatus(env(), w.user.tenantId, [order.id], 'shipped');
    await env()
      .database.db.update(orders)
      .set({ trackingNo: `OUT-${order.orderNo}` })
      .where(and(eq(orders.tenantId, w.user.tenantId), eq(orders.id, order.id)));
    return order;
  };
  const line = (trackingNo: string, sku: string, quantity: unknown, more: Record<string, unknown> = {}) => ({
    trackingNo,
    warehouseCode: w.warehouseKey,
    customerCode,
    sku,
    quantity,
    ...more,
  });
  const find = async (keyword: string) =>
    ((await api.ok(returnEndpoints.getPageList, { tab: 'all', keyword })) as { items: ReturnRow[] }).items;

  it('makes one return per tracking number, a product line per row, linked to a shipped order', async () => {
    const order = await shipped();
    const tag = Date.now();
    const result = await runImport(env(), api, returnEndpoints.import, {
      kind: 'returnOrder',
      fileName: 'returns.xlsx',
      content: await workbookOf('returnOrder', 'en', [
        line(`IRA${tag}`, 'SKU-001', 2, { orderNo: order.orderNo, returnRemarks: 'Too small' }),
        line(`IRA${tag}`, 'sku-002', 1),
        line(`IRB${tag}`, 'SKU-003', 4),
      ]),
    });
    expect(result).toMatchObject({ state: 'completed', totalRows: 3, okRows: 3 });
    const [a] = await find(`IRA${tag}`);
    expect(a).toMatchObject({
      status: 'pending',
      orderNo: order.orderNo,
      customerId: w.customerId,
      itemQty: 3,
      returnRemarks: 'Too small',
    });
    const detail = await api.ok(returnEndpoints.getDetail, { id: a!.id });
    expect(detail.items.map((i) => [i.productNo, i.quantity])).toEqual([
      ['SKU-001', 2],
      ['SKU-002', 1],
    ]);
    expect(detail.originalTrackingNo).toBe(`OUT-${order.orderNo}`);
    expect((await find(`IRB${tag}`))[0]).toMatchObject({ orderNo: null, itemQty: 4 });
  });

  it('imports nothing when a row is bad, naming each bad row in the caller’s language', async () => {
    const pending = await createOrder(env(), w);
    const tag = Date.now();
    const bad = await runImport(
      env(),
      api,
      returnEndpoints.import,
      {
        kind: 'returnOrder',
        fileName: 'returns.xlsx',
        content: await workbookOf('returnOrder', 'zh-CN', [
          line(`IRC${tag}`, 'SKU-001', 1),
          line(`IRC${tag}`, 'SKU-001', 2),
          line(`IRD${tag}`, 'SKU-002', 1.5),
          line(`IRE${tag}`, 'NO-SUCH-SKU', 1),
          line(`IRF${tag}`, 'SKU-003', 1, { orderNo: pending.orderNo }),
        ]),
      },
      'zh-CN',
    );
    expect(bad).toMatchObject({ state: 'failed', okRows: 0 });
    expect(bad.errors.map((e) => e.row)).toEqual([3, 4, 5, 6]);
    expect(bad.errors.map((e) => e.message)).toEqual([
      expect.stringContaining('产品重复'),
      expect.stringContaining('大于 0 的整数'),
      expect.stringContaining('NO-SUCH-SKU'),
      expect.stringContaining('尚未发货'),
    ]);
    expect(await find(`IRC${tag}`)).toEqual([]);
  });
});
