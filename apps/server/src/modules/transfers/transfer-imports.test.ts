import {
  customerEndpoints,
  importEndpoints,
  productEndpoints,
  type TransferRow,
  transferEndpoints,
  transferImportEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import { customerInput, productInput, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { BOL_PDF, moveThrough, TRANSFER_NOW, transferInput, uploadBol } from '../../testing/transfer-kit.ts';

describeEachDb(
  'transfer imports',
  (env) => {
    let w: StockWorld;
    let skus: string[];
    let codes: { customerCode: string; warehouseCode: string };
    beforeAll(async () => {
      w = await stockWorld(env(), 3);
      skus = [];
      for (const id of w.productIds) skus.push((await w.api.ok(productEndpoints.get, { id })).productNo);
      codes = {
        warehouseCode: (await w.api.ok(warehouseEndpoints.getDetail, { id: w.warehouseId })).warehouseKey,
        customerCode: (await w.api.ok(customerEndpoints.getChannelListDetail, { id: w.customerId }))
          .customerCode,
      };
    });

    const row = (sku: string, qty: number, more: Record<string, unknown> = {}) => ({
      ...codes,
      toWarehouseName: 'ONT8 Moreno Valley',
      platform: 'Amazon',
      po: 'PO-IMP-1',
      etd: '2026-03-05',
      eta: '2026-03-09',
      bol: 'bol-1',
      sku,
      qty,
      boxQuantity: 2,
      ...more,
    });
    const documents = [{ fileName: 'BOL-1.pdf', content: BOL_PDF }];
    const orders = async (keyword?: string) =>
      (
        (await w.api.ok(transferEndpoints.getTransShipList, {
          tab: 'all',
          ...(keyword ? { keyword } : {}),
          pageIndex: 1,
          pageSize: 50,
        })) as { items: TransferRow[] }
      ).items;
    const byPo = async (po: string) => (await orders(po)).filter((o) => o.po === po);

    it('makes one order per customer, warehouse, destination, platform and PO, with its document', async () => {
      const result = await runImport(env(), w.api, transferImportEndpoints.import, {
        kind: 'freight',
        fileName: 'freight.xlsx',
        content: await workbookOf('freight', 'en', [
          row(skus[0]!, 10),
          row(skus[1]!, 20, { boxQuantity: 4 }),
          row(skus[2]!, 30, { po: 'PO-IMP-2', bol: undefined, filePath: 'BOL-1.pdf', remark: 'fragile' }),
        ]),
        documents,
      });
      expect(result).toMatchObject({ state: 'completed', totalRows: 3, okRows: 3 });
      const [first] = await byPo('PO-IMP-1');
      expect(first).toMatchObject({
        kind: 'freight',
        state: 'forecast',
        lineCount: 2,
        qtyTotal: 30,
        boxTotalQty: 6,
        etd: '2026-03-05',
        eta: '2026-03-09',
        bol: { name: 'BOL-1.pdf' },
        filePath: null,
      });
      const [second] = await byPo('PO-IMP-2');
      expect(second).toMatchObject({ qtyTotal: 30, remark: 'fragile', filePath: { name: 'BOL-1.pdf' } });
      const files = await w.api.ok(transferEndpoints.getFilesInfo, { id: first!.id });
      expect(files.map((f) => [f.field, f.name])).toEqual([['bol', 'BOL-1.pdf']]);
    });

    it('makes trucking orders whose suggested pallets are their rows’ pallets', async () => {
      const result = await runImport(env(), w.api, transferImportEndpoints.import, {
        kind: 'trucking',
        fileName: 'trucking.xlsx',
        content: await workbookOf('trucking', 'zh-CN', [
          row(skus[0]!, 5, { toWarehouseName: 'TRUCK-DEST-1', palletNum: 2 }),
          row(skus[1]!, 6, { toWarehouseName: 'TRUCK-DEST-1', palletNum: 1 }),
        ]),
        documents,
      });
      expect(result).toMatchObject({ state: 'completed', okRows: 2 });
      const made = (await orders()).filter((o) => o.toWarehouseName === 'TRUCK-DEST-1');
      expect(made.map((o) => [o.kind, o.suggestPalletNum, o.qtyTotal, o.po])).toEqual([
        ['trucking', 3, 11, null],
      ]);
    });

    it('imports nothing when a row is bad, naming each bad row in the caller’s language', async () => {
      const bad = await runImport(
        env(),
        w.api,
        transferImportEndpoints.import,
        {
          kind: 'freight',
          fileName: 'freight.xlsx',
          content: await workbookOf('freight', 'zh-CN', [
            row(skus[0]!, 10, { po: 'PO-BAD-1' }),
            row('NO-SUCH-SKU', 5, { po: 'PO-BAD-1' }),
            row(skus[0]!, 7, { po: 'PO-BAD-1' }),
            row(skus[1]!, 10, { po: 'PO-BAD-2', bol: 'missing-bol' }),
            row(skus[1]!, 10, { po: 'PO-BAD-3', etd: '2026-03-20', eta: undefined }),
            row(skus[2]!, 0, { po: 'PO-BAD-4' }),
          ]),
          documents,
        },
        'zh-CN',
      );
      expect(bad).toMatchObject({ state: 'failed', okRows: 0 });
      expect(bad.errors.map((e) => [e.row, e.column])).toEqual([
        [3, 'sku'],
        [4, 'sku'],
        [5, 'bol'],
        [5, 'filePath'],
        [6, 'etd'],
        [7, 'qty'],
      ]);
      expect(bad.errors[0]!.message).toContain('NO-SUCH-SKU');
      expect(bad.errors[2]!.message).toContain('missing-bol');
      expect(bad.errors[4]!.message).toContain('两周');
      for (const po of ['PO-BAD-1', 'PO-BAD-2', 'PO-BAD-3', 'PO-BAD-4']) expect(await byPo(po)).toEqual([]);
      const en = await w.api.ok(importEndpoints.getResult, { taskId: bad.taskId }, 'en');
      expect(en.errors[2]!.message).toBe('No document named missing-bol was uploaded with the sheet');
    });

    it('refuses rows of a warehouse the customer does not use or the user does not have; skips other warehouses', async () => {
      const other = await w.api.ok(warehouseEndpoints.create, warehouseInput());
      const wrong = await runImport(env(), w.api, transferImportEndpoints.import, {
        kind: 'freight',
        fileName: 'freight.xlsx',
        content: await workbookOf('freight', 'en', [
          row(skus[0]!, 10, { po: 'PO-WH-1' }),
          row(skus[1]!, 10, { po: 'PO-WH-2', warehouseCode: other.warehouseKey }),
          row(skus[2]!, 10, { po: 'PO-WH-3', warehouseCode: 'NO-SUCH-WH' }),
        ]),
        documents,
      });
      expect(wrong.errors.map((e) => [e.row, e.column])).toEqual([
        [3, 'warehouseCode'],
        [4, 'warehouseCode'],
      ]);
      expect(wrong.errors[0]!.message).toBe(`The customer does not use warehouse ${other.warehouseKey}`);
      expect(await byPo('PO-WH-1')).toEqual([]);

      // With a current warehouse, another warehouse's rows are skipped and the rest imported.
      const skipped = await runImport(env(), w.api, transferImportEndpoints.import, {
        kind: 'freight',
        fileName: 'freight.xlsx',
        warehouseId: w.warehouseId,
        content: await workbookOf('freight', 'en', [
          row(skus[0]!, 10, { po: 'PO-WH-4' }),
          row(skus[1]!, 10, { po: 'PO-WH-5', warehouseCode: other.warehouseKey }),
        ]),
        documents,
      });
      expect(skipped).toMatchObject({ state: 'completed', okRows: 1, skipped: [{ row: 3 }] });
      expect((await byPo('PO-WH-4')).map((o) => o.fromWarehouse)).toHaveLength(1);
      expect(await byPo('PO-WH-5')).toEqual([]);
    });

    it('replaces the lines of open orders from a transportProduct file, all or none', async () => {
      const bol = (await uploadBol(w)).id;
      const made = await w.api.ok(
        transferEndpoints.createTransShip,
        transferInput(w, bol, { po: 'PO-TP-1' }),
      );
      const picked = await w.api.ok(
        transferEndpoints.createTransShip,
        transferInput(w, bol, { po: 'PO-TP-2' }),
      );
      await moveThrough(w, [picked.id], ['verify', 'pick']);
      const line = (transID: string, sku: string, qty: number, more: Record<string, unknown> = {}) => ({
        transID,
        sku,
        boxQuantity: 3,
        qty,
        ...more,
      });
      const ok = await runImport(env(), w.api, transferImportEndpoints.importProducts, {
        kind: 'transportProduct',
        fileName: 'p.xlsx',
        content: await workbookOf('transportProduct', 'en', [
          line(made.transID.toLowerCase(), skus[2]!, 40, { outLabelingQty: 2, productLabelingQty: 40 }),
          line(made.transID, skus[0]!, 8, { productLabelingQty: 8, remark: 'relabel' }),
        ]),
      });
      expect(ok).toMatchObject({ state: 'completed', okRows: 2 });
      const detail = await w.api.ok(transferEndpoints.getTransShipEditList, { id: made.id });
      expect(detail.lines.map((l) => [l.productNo, l.needPickQty, l.boxQuantity])).toEqual([
        [skus[2], 40, 3],
        [skus[0], 8, 3],
      ]);
      expect(detail).toMatchObject({
        qtyTotal: 48,
        outLabelingQty: 2,
        productLabelingQty: 48,
        remark: 'relabel',
        bol: { id: bol },
        etd: made.etd,
      });

      const refused = await runImport(
        env(),
        w.api,
        transferImportEndpoints.importProducts,
        {
          kind: 'transportProduct',
          fileName: 'p.xlsx',
          content: await workbookOf('transportProduct', 'zh-CN', [
            line(made.transID, skus[1]!, 5),
            line(made.transID, skus[1]!, 6),
            line(picked.transID, skus[0]!, 5),
            line('TS000000', skus[0]!, 5),
          ]),
        },
        'zh-CN',
      );
      expect(refused).toMatchObject({ state: 'failed', okRows: 0 });
      expect(refused.errors.map((e) => [e.row, e.column])).toEqual([
        [3, 'sku'],
        [4, 'transID'],
        [5, 'transID'],
      ]);
      expect(refused.errors[1]!.message).toContain('拣货中');
      expect((await w.api.ok(transferEndpoints.getTransShipEditList, { id: made.id })).qtyTotal).toBe(48);
    });

    it('lets a customer’s user change only its own customer’s orders', async () => {
      const bol = (await uploadBol(w)).id;
      const made = await w.api.ok(
        transferEndpoints.createTransShip,
        transferInput(w, bol, { po: 'PO-TP-3' }),
      );
      const them = await w.api.ok(
        customerEndpoints.createChannel,
        customerInput({ warehouseIds: [w.warehouseId] }),
      );
      const theirSku = (await w.api.ok(productEndpoints.create, productInput(them.id))).productNo;
      const token = await loginCustomerUser(env(), w.api.user.tenantId, them.id, [
        'transship:order:update',
        'transship:order:create',
      ]);
      const call = async (endpoint: Parameters<ReturnType<typeof env>['call']>[0], input: object) =>
        (await env().call(endpoint, input, token)).json().data;
      const { taskId } = await call(transferImportEndpoints.importProducts, {
        kind: 'transportProduct',
        fileName: 'p.xlsx',
        content: await workbookOf('transportProduct', 'en', [
          { transID: made.transID, sku: theirSku, boxQuantity: 1, qty: 1 },
        ]),
      });
      await env().app.deps.jobs.drain();
      const result = await call(importEndpoints.getResult, { taskId });
      expect(result).toMatchObject({ state: 'failed', errors: [{ row: 2, column: 'transID' }] });
      expect(result.errors[0].message).toBe(`${made.transID} does not exist`);

      // Nor can it import orders for a customer other than its own.
      const order = await call(transferImportEndpoints.import, {
        kind: 'freight',
        fileName: 'f.xlsx',
        content: await workbookOf('freight', 'en', [row(skus[0]!, 1, { po: 'PO-TP-4' })]),
        documents,
      });
      await env().app.deps.jobs.drain();
      const refused = await call(importEndpoints.getResult, { taskId: order.taskId });
      // Its customer code names a customer it cannot see (and the warehouse may be out of its sight too).
      expect(refused).toMatchObject({ state: 'failed', errors: [{ row: 2 }] });
      expect(await byPo('PO-TP-4')).toEqual([]);
    });
  },
  { clock: () => TRANSFER_NOW },
);
