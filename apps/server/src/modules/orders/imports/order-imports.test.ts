import { importEndpoints, orderImportEndpoints, orderListEndpoints, orderTaskEndpoints } from '@wms/api';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { type OkBody, ORDER_POINTS, type OrderWorld, orderWorld } from '../../../testing/order-kit.ts';
import { createStore, DROP_SHIPPING_HEADER, dropShippingRow, sheet } from '../../../testing/order-sheets.ts';
import { describeEachDb } from '../../../testing/test-env.ts';

interface ImportResult {
  state: string;
  okRows: number;
  errors: Array<{ row: number; column: string; message: string }>;
}

describeEachDb('order imports: orders, pending shipments, labels', (env) => {
  let w: OrderWorld;
  beforeAll(async () => {
    w = await orderWorld(env());
    await createStore(env(), w, 'ShopOne');
  });
  const call = async <T>(
    endpoint: Parameters<ReturnType<typeof env>['call']>[0],
    input: unknown,
    locale = 'en',
  ) => (await env().call(endpoint, input as never, w.token, locale)).json() as OkBody<T>;
  const run = async (taskId: string) => {
    await env().app.deps.jobs.drain();
    return (await call<ImportResult>(importEndpoints.getResult, { taskId })).data;
  };
  const pendingCount = async () =>
    (await call<{ pending: number }>(orderListEndpoints.getAllCountNum, {})).data.pending;

  it('asks for the upload type and the file', async () => {
    expect(await call(orderImportEndpoints.importOrderExcel, {})).toMatchObject({
      success: false,
      message: 'Please select Upload Type',
    });
    expect(
      await call(orderImportEndpoints.importOrderExcel, { uploadType: 'dropShipping' }, 'zh-CN'),
    ).toMatchObject({ success: false, message: '请选择文件' });
  });

  it('imports nothing when a row is bad and lists every bad row with its column', async () => {
    const before = await pendingCount();
    const content = await sheet(DROP_SHIPPING_HEADER, [
      dropShippingRow('ShopOne', 'R-1', w.warehouseKey, 'SKU-001', 1),
      dropShippingRow('ShopOne', 'R-2', w.warehouseKey, 'NOPE-9', 1),
      dropShippingRow('ShopOne', 'R-3', w.warehouseKey, 'SKU-002', 1, 'ZZ'),
      dropShippingRow('Nowhere', 'R-4', w.warehouseKey, 'SKU-002', 1),
    ]);
    const started = await call<{ taskId: string }>(orderImportEndpoints.importOrderExcel, {
      uploadType: 'dropShipping',
      fileName: 'orders.xlsx',
      content,
      warehouseId: w.warehouseId,
    });
    const result = await run(started.data.taskId);
    expect(result.state).toBe('failed');
    expect(result.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'sku'],
      [4, 'state'],
      [5, 'storeName'],
    ]);
    expect(result.errors[0]!.message).toBe('SKU NOPE-9 is not a product of customer Acme');
    expect(await pendingCount()).toBe(before);
    const detail = await call<{ total: number }>(orderTaskEndpoints.getDetailPageList, {
      taskId: started.data.taskId,
    });
    expect(detail.data.total).toBe(3);
  });

  it('imports a good sheet: rows of one platform order number become one order with its items', async () => {
    const content = await sheet(DROP_SHIPPING_HEADER, [
      dropShippingRow('ShopOne', 'R-10', w.warehouseKey, 'SKU-001', 1),
      dropShippingRow('ShopOne', 'R-10', w.warehouseKey, 'SKU-002', 2),
      dropShippingRow('ShopOne', 'R-11', w.warehouseKey, 'sku-003', 1),
    ]);
    const started = await call<{ taskId: string }>(orderImportEndpoints.importOrderExcel, {
      uploadType: 'dropShipping',
      fileName: 'orders.xlsx',
      content,
      warehouseId: w.warehouseId,
    });
    const done = await run(started.data.taskId);
    expect(done.errors).toEqual([]);
    expect(done.state).toBe('completed');
    const list = await call<{
      items: Array<{ recordNo: string; itemQty: number; skuSummary: string; platform: string }>;
    }>(orderListEndpoints.getPageList, { orderNos: 'R-10,R-11' });
    expect(list.data.items.map((o) => [o.recordNo, o.skuSummary, o.platform]).sort()).toEqual([
      ['R-10', 'SKU-001×1, SKU-002×2', 'amazon'],
      ['R-11', 'SKU-003×1', 'amazon'],
    ]);
    const records = await call<{ items: Array<{ state: string }> }>(
      orderImportEndpoints.getUserOrderImportRecordList,
      {},
    );
    expect(records.data.items.map((r) => r.state)).toEqual(['completed', 'failed']);
    const again = await run(
      (
        await call<{ taskId: string }>(orderImportEndpoints.importOrderExcel, {
          uploadType: 'dropShipping',
          fileName: 'again.xlsx',
          content,
          warehouseId: w.warehouseId,
        })
      ).data.taskId,
    );
    expect(again.errors[0]!.message).toContain('already an order');
  });

  it('takes tracking numbers of pending orders, then their label files, matched by name', async () => {
    const list = await call<{ items: Array<{ orderNo: string; recordNo: string }> }>(
      orderListEndpoints.getPageList,
      { orderNos: 'R-10,R-11' },
    );
    const [a, b] = [...list.data.items].sort((x, y) => x.recordNo.localeCompare(y.recordNo));
    const tracking = await sheet(
      ['orderNo', 'carrier', 'trackingNo'],
      [[a!.orderNo, 'UPS', '1Z999AA10000000001']],
    );
    const pending = await run(
      (
        await call<{ taskId: string }>(orderImportEndpoints.importPendingShipment, {
          fileName: 't.xlsx',
          content: tracking,
        })
      ).data.taskId,
    );
    expect(pending.state).toBe('completed');
    const pdf = Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: true }));
    const zip = new JSZip();
    zip.file('1Z999AA10000000001.pdf', pdf);
    zip.file(`${b!.orderNo}.pdf`, pdf);
    const zipped = (await zip.generateAsync({ type: 'nodebuffer' })).toString('base64');
    const bad = await call<{ taskId: string }>(orderImportEndpoints.importShipment, {
      files: [{ fileName: 'labels.zip', content: zipped }],
    });
    await env().app.deps.jobs.drain();
    const lines = await call<{ items: Array<{ ok: boolean; message: string }> }>(
      orderTaskEndpoints.getDetailPageList,
      { taskId: bad.data.taskId },
    );
    expect(lines.data.items).toMatchObject([
      { ok: false, message: `Order ${b!.orderNo} has no tracking number: import its pending shipment first` },
    ]);
    expect(
      (await call<{ status: string }>(orderListEndpoints.getDetail, { id: (await byNo(a!.orderNo)).id })).data
        .status,
    ).toBe('pending');
    const good = await call<{ taskId: string }>(orderImportEndpoints.importShipment, {
      files: [{ fileName: '1Z999AA10000000001.pdf', content: pdf.toString('base64') }],
    });
    await env().app.deps.jobs.drain();
    const order = await call<{ status: string; trackingNo: string; labelCreatedAt: string }>(
      orderListEndpoints.getDetail,
      { id: (await byNo(a!.orderNo)).id },
    );
    expect(order.data).toMatchObject({ status: 'toBeDelivered', trackingNo: '1Z999AA10000000001' });
    expect(order.data.labelCreatedAt).not.toBeNull();
    expect(good.success).toBe(true);
    const wrong = await call(orderImportEndpoints.importShipment, {
      files: [{ fileName: 'label.txt', content: 'aGVsbG8=' }],
    });
    expect(wrong).toMatchObject({
      success: false,
      message: 'Upload format is incorrect. Please upload again.',
    });
  });

  it('takes each row’s own warehouse when no current warehouse is given, as the order screen uploads', async () => {
    // A user who may see only the first warehouse.
    const limited = await env().login({
      tenantCode: w.user.tenantCode,
      functionPoints: ORDER_POINTS,
      dataPermission: 'warehouse',
      warehouseIds: [w.warehouseId],
    });
    const as = async <T>(endpoint: Parameters<typeof call>[0], input: unknown, locale = 'en') =>
      (await env().call(endpoint, input as never, limited.token, locale)).json() as OkBody<T>;
    const start = async (content: string) =>
      (
        await as<{ taskId: string }>(orderImportEndpoints.importOrderExcel, {
          uploadType: 'offlineOrder',
          fileName: 'own.xlsx',
          content,
        })
      ).data.taskId;
    const before = await pendingCount();
    const mixed = await start(
      await sheet(DROP_SHIPPING_HEADER, [
        dropShippingRow('ShopOne', 'W-1', w.warehouseKey.toLowerCase(), 'SKU-001', 1),
        dropShippingRow('ShopOne', 'W-2', w.warehouse2Key, 'SKU-001', 1),
        dropShippingRow('ShopOne', 'W-3', 'NO-SUCH-WH', 'SKU-002', 1),
      ]),
    );
    await env().app.deps.jobs.drain();
    const failed = (await as<ImportResult>(importEndpoints.getResult, { taskId: mixed })).data;
    expect(failed.state).toBe('failed');
    expect(failed.okRows).toBe(0);
    expect(failed.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, 'warehouseCode', `Warehouse ${w.warehouse2Key} does not exist or is not one of your warehouses`],
      [4, 'warehouseCode', 'Warehouse NO-SUCH-WH does not exist or is not one of your warehouses'],
    ]);
    const zh = (await as<ImportResult>(importEndpoints.getResult, { taskId: mixed }, 'zh-CN')).data;
    expect(zh.errors[1]!.message).toBe('仓库 NO-SUCH-WH 不存在或不在您的仓库权限内');
    expect(await pendingCount()).toBe(before);

    const good = await start(
      await sheet(DROP_SHIPPING_HEADER, [
        dropShippingRow('ShopOne', 'W-1', w.warehouseKey.toLowerCase(), 'SKU-001', 1),
        dropShippingRow('ShopOne', 'W-4', w.warehouseKey, 'SKU-002', 2),
      ]),
    );
    await env().app.deps.jobs.drain();
    const done = (await as<ImportResult>(importEndpoints.getResult, { taskId: good })).data;
    expect(done.errors).toEqual([]);
    expect(done).toMatchObject({ state: 'completed', okRows: 2 });
    const list = await call<{
      items: Array<{ recordNo: string; warehouseId: string; platform: string }>;
    }>(orderListEndpoints.getPageList, { orderNos: 'W-1,W-4' });
    expect(list.data.items.map((o) => [o.recordNo, o.warehouseId, o.platform]).sort()).toEqual([
      ['W-1', w.warehouseId, 'offline'],
      ['W-4', w.warehouseId, 'offline'],
    ]);
    expect(await pendingCount()).toBe(before + 2);
  });

  it('refuses rows of one order that name different warehouses, row by row, and imports nothing', async () => {
    const before = await pendingCount();
    const started = await call<{ taskId: string }>(orderImportEndpoints.importOrderExcel, {
      uploadType: 'dropShipping',
      fileName: 'split-warehouses.xlsx',
      content: await sheet(DROP_SHIPPING_HEADER, [
        dropShippingRow('ShopOne', 'MW-1', w.warehouseKey, 'SKU-001', 1),
        dropShippingRow('ShopOne', 'MW-1', w.warehouse2Key, 'SKU-002', 1),
        dropShippingRow('ShopOne', 'MW-1', w.warehouseKey.toLowerCase(), 'SKU-003', 1),
        dropShippingRow('ShopOne', 'MW-1', w.warehouse2Key.toLowerCase(), 'SKU-003', 2),
        dropShippingRow('ShopOne', 'MW-2', w.warehouse2Key, 'SKU-001', 1),
      ]),
    });
    const result = await run(started.data.taskId);
    expect(result.state).toBe('failed');
    expect(result.okRows).toBe(0);
    expect(result.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [
        3,
        'warehouseCode',
        `Platform order MW-1 names warehouse ${w.warehouse2Key} here but ${w.warehouseKey} on its first row: one order ships from one warehouse`,
      ],
      [
        5,
        'warehouseCode',
        `Platform order MW-1 names warehouse ${w.warehouse2Key.toLowerCase()} here but ${w.warehouseKey} on its first row: one order ships from one warehouse`,
      ],
    ]);
    const zh = (await call<ImportResult>(importEndpoints.getResult, { taskId: started.data.taskId }, 'zh-CN'))
      .data;
    expect(zh.errors[0]!.message).toBe(
      `平台订单 MW-1 此行的仓库为 ${w.warehouse2Key}，与首行的 ${w.warehouseKey} 不同：一个订单只能从一个仓库发货`,
    );
    // all or nothing: the good order MW-2 of the same file is not created either
    expect(await pendingCount()).toBe(before);
  });

  const byNo = async (orderNo: string) =>
    (await call<{ items: Array<{ id: string }> }>(orderListEndpoints.getAllPageList, { orderNos: orderNo }))
      .data.items[0]!;
});
