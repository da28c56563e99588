import {
  downloadHistoryEndpoints,
  ltlEndpoints,
  transferEndpoints,
  transferExportEndpoints,
  transferPalletEndpoints,
} from '@wms/api';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { pdfContent } from '../../testing/pdf-content.ts';
import type { StockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { moveThrough, pickedTransfer, TRANSFER_NOW, transferWorld } from '../../testing/transfer-kit.ts';

/** The text of a PDF's content streams, upper-cased (Helvetica text is written as hex strings). */
const pageText = (pdf: Buffer) => pdfContent(pdf).streams.toUpperCase();
const hex = (s: string) => Buffer.from(s).toString('hex').toUpperCase();

describeEachDb(
  'LTL packings, transfer exports and the transport PDF',
  (env) => {
    let w: StockWorld;
    beforeAll(async () => {
      w = await transferWorld(env(), 2, () => 100);
    });

    /** An audited freight order of 10 and 11 units on its own pick list, picked; palletised when asked. */
    async function picked(pallets: { cartons: number; weight: number }[] = []) {
      const order = await pickedTransfer(w);
      if (pallets.length) await w.api.ok(transferPalletEndpoints.savePalletInfo, { id: order.id, pallets });
      return order;
    }
    const download = async (taskId: string) => {
      await env().app.deps.jobs.drain();
      const list = await w.api.ok(downloadHistoryEndpoints.getList, {});
      const task = list.items.find((t) => t.id === taskId)!;
      expect(task).toMatchObject({ fileStatus: 2, errorMessage: null });
      return { task, body: (await env().app.inject({ url: task.path })).rawPayload };
    };
    const sheet = async (taskId: string) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await download(taskId)).body as unknown as ArrayBuffer);
      return book.worksheets[0]!.getSheetValues()
        .filter(Boolean)
        .map((r) => (r as unknown[]).slice(1));
    };

    it('loads palletised orders on one packing, refuses the wrong ones, prints its list and follows delivery', async () => {
      const a = await picked([
        { cartons: 3, weight: 150 },
        { cartons: 2, weight: 90.5 },
      ]);
      const b = await picked([{ cartons: 1, weight: 40 }]);
      const notYet = await picked();
      expect(await w.api.ok(ltlEndpoints.createPickingCount, { warehouseId: w.warehouseId })).toEqual({
        waiting: 2,
        open: 0,
        delivered: 0,
      });
      const packing = await w.api.ok(ltlEndpoints.createPacking, {
        ids: [a.id, b.id],
        carrier: 'Estes',
        truckCompany: 'Estes LTL',
      });
      expect(packing).toMatchObject({
        state: 'open',
        orderCount: 2,
        palletCount: 3,
        cartonCount: 6,
        weight: 280.5,
        carrier: 'Estes',
      });
      expect(packing.packingNo).toMatch(/^LTL\d{10}$/);
      expect((await w.api.ok(transferEndpoints.getTransShipEditList, { id: a.id })).carrier).toBe('Estes');

      const twice = await w.api.raw(ltlEndpoints.createPacking, { ids: [a.id], carrier: 'Saia' }, 'zh-CN');
      expect(twice.body).toMatchObject({ success: false, code: 'TRANSFER_ALREADY_PACKED' });
      expect(twice.body.message).toBe(`转运单 ${a.transID} 已在卡派装车单 ${packing.packingNo} 中`);
      const early = await w.api.raw(ltlEndpoints.createPacking, { ids: [notYet.id], carrier: 'Saia' });
      expect(early.body).toMatchObject({ success: false, code: 'TRANSFER_STATUS_REFUSED' });
      expect(early.body.message).toContain(notYet.transID);

      const pdf = await w.api.ok(ltlEndpoints.createPackingList, { id: packing.id });
      const res = await env().app.inject({ method: 'GET', url: pdf.url });
      const { PDFDocument } = await import('pdf-lib');
      expect((await PDFDocument.load(res.rawPayload)).getTitle()).toBe(`Packing list ${packing.packingNo}`);
      const text = pageText(res.rawPayload);
      for (const code of await w.api.ok(transferPalletEndpoints.getPalletBarCodeDetailList, {
        ids: [a.id, b.id],
      }))
        expect(text).toContain(hex(code.palletCode));

      // Withdrawn to its pick list, an order leaves the packing; the other is delivered with it.
      await w.api.ok(transferEndpoints.withdrawTransShipById, { ids: [a.id], to: 'picking' });
      await moveThrough(w, [b.id], ['readyToDeliver']);
      await w.api.ok(transferEndpoints.standardOrderDelivery, { ids: [b.id] });
      const page = await w.api.ok(ltlEndpoints.getPackingPageList, { keyword: packing.packingNo });
      expect(page.items.map((p) => [p.orderCount, p.state, p.transIDs])).toEqual([
        [1, 'delivered', b.transID],
      ]);
      expect(await w.api.ok(ltlEndpoints.getPackingPageList, { state: 'delivered' })).toMatchObject({
        total: 1,
      });

      const batch = await w.api.ok(ltlEndpoints.createPackingBatch, {
        ids: [
          (await picked([{ cartons: 1, weight: 10 }])).id,
          (await picked([{ cartons: 2, weight: 20 }])).id,
        ],
        carrier: 'Saia',
      });
      expect(batch.map((p) => [p.orderCount, p.palletCount])).toEqual([
        [1, 1],
        [1, 1],
      ]);
      const progress = await w.api.ok(
        transferExportEndpoints.exportLtlProgress,
        { keyword: packing.packingNo },
        'zh-CN',
      );
      const rows = await sheet(progress.taskId);
      expect(rows[0]).toContain('卡派装车单号');
      expect(rows.slice(1).map((r) => r[2])).toEqual([b.transID]);
    });

    it('exports orders and their progress, and makes the transport PDF in the download center', async () => {
      const order = await picked([{ cartons: 2, weight: 75 }]);
      const orders = await w.api.ok(transferExportEndpoints.exportTransShip, { ids: [order.id] });
      const rows = await sheet(orders.taskId);
      expect(rows[0]).toContain('Transfer order no.');
      expect(rows[1]).toContain(order.transID);
      const progress = await w.api.ok(transferExportEndpoints.exportTransShipProgress, { ids: [order.id] });
      const lines = await sheet(progress.taskId);
      expect(
        lines
          .slice(1)
          .map((r) => [r[0], r[4], r[5]])
          .sort((x, y) => Number(x[1]) - Number(y[1])),
      ).toEqual([
        [order.transID, 10, 10],
        [order.transID, 11, 11],
      ]);
      const few = await w.api.raw(transferExportEndpoints.exportTransShip, {
        ids: [order.id],
        fields: ['transID', 'po'],
      } as never);
      expect(few.status).toBe(400);

      const { taskId } = await w.api.ok(transferExportEndpoints.createTransportPdf, { ids: [order.id] });
      const { task, body } = await download(taskId);
      expect(task.filename).toContain(order.transID);
      const { PDFDocument } = await import('pdf-lib');
      expect((await PDFDocument.load(body)).getTitle()).toBe(`Transport ${order.transID}`);
      const [pallet] = await w.api.ok(transferPalletEndpoints.getPalletBarCodeList, { id: order.id });
      expect(pageText(Buffer.from(body))).toContain(hex(pallet!.palletCode));
    });
  },
  { clock: () => TRANSFER_NOW },
);
