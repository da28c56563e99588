import { customerEndpoints, downloadHistoryEndpoints, stockEndpoints, warehouseEndpoints } from '@wms/api';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import { expectLogsConsistent, keyFor, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { stockService } from './stock.service.ts';

describeEachDb('inventory import and export', (env) => {
  it('sets counted quantities per location through the stock service, all rows or none', async () => {
    const w = await stockWorld(env());
    const [warehouse, customer] = await Promise.all([
      w.api.ok(warehouseEndpoints.getDetail, { id: w.warehouseId }),
      w.api.ok(customerEndpoints.getChannelListDetail, { id: w.customerId }),
    ]);
    const [row] = await w.run((tx) =>
      stockService.receive(tx, w.principal, [{ ...keyFor(w, 0, 0), quantity: 10 }], new Date()),
    );
    await w.api.ok(stockEndpoints.lock, { stockId: row!.id, quantity: 4 });
    const page = await w.api.ok(stockEndpoints.getLocationStockPageList, {
      warehouseId: w.warehouseId,
      hideEmpty: false,
    });
    const [first] = page.items;
    const base = {
      warehouseCode: warehouse.warehouseKey,
      customerCode: customer.customerCode,
      productNo: first!.productNo,
    };
    const locations = ['A01-01-01', 'A01-02-01', 'A01-03-01'];
    const bad = await runImport(env(), w.api, stockEndpoints.import, {
      warehouseId: w.warehouseId,
      fileName: 'inv.xlsx',
      content: await workbookOf('inventory', 'en', [
        { ...base, locationName: locations[0], quantity: 3 },
        { ...base, locationName: 'NOWHERE', quantity: 1 },
        { ...base, locationName: locations[1], quantity: 7 },
      ]),
    });
    expect(bad.errors.map((e) => [e.row, e.message])).toEqual([
      [2, 'Less than the locked and allocated quantity (4)'],
      [3, 'NOWHERE does not exist'],
    ]);
    const ok = await runImport(env(), w.api, stockEndpoints.import, {
      warehouseId: w.warehouseId,
      fileName: 'inv.xlsx',
      content: await workbookOf('inventory', 'zh-CN', [
        { ...base, locationName: locations[0], quantity: 6 },
        { ...base, locationName: locations[2], quantity: 7 },
      ]),
    });
    expect(ok).toMatchObject({ state: 'completed', okRows: 2 });
    const after = await w.api.ok(stockEndpoints.getLocationStockPageList, { productId: first!.productId });
    expect(after.items.map((r) => [r.locationName, r.quantity, r.lockedQty])).toEqual([
      [locations[0], 6, 4],
      [locations[2], 7, 0],
    ]);
    const log = await w.api.ok(stockEndpoints.getStockLogPageList, { eventType: 'import' });
    expect(log.items.map((l) => [l.before, l.change, l.after]).sort()).toEqual([
      [0, 7, 7],
      [10, -4, 6],
    ]);
    await expectLogsConsistent(w);
  });

  it('exports location inventory and SKU inventory with the chosen fields', async () => {
    const w = await stockWorld(env());
    await w.run((tx) =>
      stockService.receive(
        tx,
        w.principal,
        [
          { ...keyFor(w, 0, 0), quantity: 5 },
          { ...keyFor(w, 0, 1), quantity: 6 },
          { ...keyFor(w, 1, 1), quantity: 1 },
        ],
        new Date(),
      ),
    );
    const location = await w.api.ok(
      stockEndpoints.exportLocationStock,
      { fields: ['warehouseCode', 'productNo', 'locationName', 'quantity', 'availableQty'] },
      'en',
    );
    const sku = await w.api.ok(
      stockEndpoints.exportSku,
      { fields: ['customerCode', 'productNo', 'quantity', 'availableQty', 'locationCount'] },
      'zh-CN',
    );
    await env().app.deps.jobs.drain();
    const tasks = await w.api.ok(downloadHistoryEndpoints.getList, { kind: 'export' });
    const read = async (taskId: string) => {
      const task = tasks.items.find((t) => t.id === taskId)!;
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await env().app.inject({ url: task.path })).rawPayload as unknown as ArrayBuffer);
      return book.worksheets[0]!.getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1));
    };
    const locRows = await read(location.taskId);
    expect(locRows[0]).toEqual(['Warehouse code', 'SKU', 'Location', 'Quantity', 'Available']);
    expect(
      locRows
        .slice(1)
        .map((r) => r[3])
        .sort(),
    ).toEqual([1, 5, 6]);
    const skuRows = await read(sku.taskId);
    expect(skuRows[0]).toEqual(['客户代码', 'SKU', '数量', '可用数量', '库位数']);
    expect(
      skuRows
        .slice(1)
        .map((r) => [r[2], r[4]])
        .sort(),
    ).toEqual([
      [1, 1],
      [11, 2],
    ]);
  });
});
