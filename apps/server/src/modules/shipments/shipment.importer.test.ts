import {
  customerEndpoints,
  productEndpoints,
  type ShipmentRow,
  shipmentEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import { type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('shipment imports', (env) => {
  let w: StockWorld;
  let skus: string[];
  let warehouseKey: string;
  let customerCode: string;
  beforeAll(async () => {
    w = await stockWorld(env(), 3);
    skus = [];
    for (const id of w.productIds) skus.push((await w.api.ok(productEndpoints.get, { id })).productNo);
    warehouseKey = (await w.api.ok(warehouseEndpoints.getDetail, { id: w.warehouseId })).warehouseKey;
    customerCode = (await w.api.ok(customerEndpoints.getChannelListDetail, { id: w.customerId }))
      .customerCode;
  });

  const line = (containerNo: string, sku: string, qty: number, more: Record<string, unknown> = {}) => ({
    containerNo,
    warehouseCode: warehouseKey,
    customerCode,
    etd: '2026-03-05',
    eta: '2026-03-30',
    sku,
    cartonCount: 2,
    qty,
    cbm: 0.5,
    ...more,
  });

  const find = async (containerNo: string) =>
    (
      (await w.api.ok(shipmentEndpoints.getPageList, {
        tab: 'all',
        keyword: containerNo,
        pageIndex: 1,
        pageSize: 10,
      })) as {
        items: ShipmentRow[];
      }
    ).items;

  it('forecasts one container per container number, a line per row', async () => {
    const result = await runImport(env(), w.api, shipmentEndpoints.import, {
      kind: 'shipment',
      fileName: 's.xlsx',
      content: await workbookOf('shipment', 'en', [
        line('IMPA0000001', skus[0]!, 10, { containerType: '20GP' }),
        line('IMPA0000001', skus[1]!, 20),
        line('IMPB0000002', skus[2]!, 30),
      ]),
    });
    expect(result).toMatchObject({ state: 'completed', totalRows: 3, okRows: 3 });
    const [a] = await find('IMPA0000001');
    expect(a).toMatchObject({ status: 'forecast', containerType: '20GP', shipmentCount: 2, qtyTotal: 30 });
    expect((await find('IMPB0000002'))[0]).toMatchObject({ shipmentCount: 1, qtyTotal: 30 });
  });

  it('imports nothing when a row is bad, naming each bad row in the caller’s language', async () => {
    const bad = await runImport(
      env(),
      w.api,
      shipmentEndpoints.import,
      {
        kind: 'shipment',
        fileName: 's.xlsx',
        content: await workbookOf('shipment', 'zh-CN', [
          line('IMPC0000003', skus[0]!, 10),
          line('IMPC0000003', 'NO-SUCH-SKU', 5),
          line('IMPD0000004', skus[1]!, 10, { eta: '2026-03-01' }),
        ]),
      },
      'zh-CN',
    );
    expect(bad).toMatchObject({ state: 'failed', okRows: 0, errorRows: 2 });
    expect(bad.errors.map((e) => e.row)).toEqual([3, 4]);
    expect(bad.errors[0]!.message).toContain('NO-SUCH-SKU');
    expect(await find('IMPC0000003')).toEqual([]);
  });

  it('replaces the lines of forecast containers from a shipmentProduct file, all or none', async () => {
    await runImport(env(), w.api, shipmentEndpoints.import, {
      kind: 'shipment',
      fileName: 's.xlsx',
      content: await workbookOf('shipment', 'en', [line('IMPE0000005', skus[0]!, 10)]),
    });
    const [made] = await find('IMPE0000005');
    const row = (sku: string, qty: number, more: Record<string, unknown> = {}) => ({
      transportNo: made!.transportNo,
      sku,
      cartonCount: 2,
      qty,
      ...more,
    });
    const ok = await runImport(env(), w.api, shipmentEndpoints.importProducts, {
      kind: 'shipmentProduct',
      fileName: 'p.xlsx',
      content: await workbookOf('shipmentProduct', 'en', [
        row(skus[1]!, 40, { length: 20, width: 20, height: 20, weight: 12.5 }),
        row(skus[2]!, 60, { cbm: 1.25 }),
      ]),
    });
    expect(ok).toMatchObject({ state: 'completed', okRows: 2 });
    const detail = await w.api.ok(shipmentEndpoints.getDetail, { id: made!.id });
    expect(detail.lines.map((l) => [l.productNo, l.qty, l.cbm])).toEqual([
      [skus[1], 40, 0.26],
      [skus[2], 60, 1.25],
    ]);
    expect(detail).toMatchObject({ qtyTotal: 100, cbmProduct: 1.51, weightTotal: 12.5 });

    await w.api.ok(shipmentEndpoints.verify, { ids: [made!.id] });
    const refused = await runImport(
      env(),
      w.api,
      shipmentEndpoints.importProducts,
      {
        kind: 'shipmentProduct',
        fileName: 'p.xlsx',
        content: await workbookOf('shipmentProduct', 'zh-CN', [row(skus[0]!, 5), row('NO-SUCH-SKU', 5)]),
      },
      'zh-CN',
    );
    // The whole result in the assertion: a failure without row errors shows its reason.
    expect(refused).toMatchObject({ state: 'failed', okRows: 0, errors: [{ row: 2 }, { row: 3 }] });
    expect(refused.errors[0]!.message).toContain('待离港');
    expect((await w.api.ok(shipmentEndpoints.getDetail, { id: made!.id })).qtyTotal).toBe(100);
  });
});
