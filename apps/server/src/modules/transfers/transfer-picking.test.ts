import {
  pdaPickEndpoints,
  pickingOrderEndpoints,
  transferEndpoints,
  transferPalletEndpoints,
  transferPickingEndpoints,
} from '@wms/api';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { stocks, transferCharges } from '../../db/schema/index.ts';
import { pdfContent } from '../../testing/pdf-content.ts';
import { expectLogsConsistent, type StockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import {
  auditedTransfer,
  moveThrough,
  pickWhole,
  TRANSFER_NOW,
  transferWorld,
} from '../../testing/transfer-kit.ts';

describeEachDb(
  'transfer orders on pick lists',
  (env) => {
    let w: StockWorld;
    beforeAll(async () => {
      // 20 of each product on hand, but only 7 of the second.
      w = await transferWorld(env(), 3, (p) => (p === 1 ? 7 : 20));
    });
    const onHand = async () =>
      (await w.run((tx) => tx.select().from(stocks).where(eq(stocks.warehouseId, w.warehouseId))))
        .map((s) => s.quantity)
        .reduce((a, b) => a + b, 0);

    it('a short line goes out of stock, the customer confirms, the pick list is made and picked, stock exact', async () => {
      const order = await auditedTransfer(w);
      expect(
        await w.api.ok(transferPickingEndpoints.getPickingCount, { warehouseId: w.warehouseId }),
      ).toEqual({
        transport: 1,
        truck: 0,
      });
      const first = await w.api.ok(transferPickingEndpoints.createPickingList, {
        warehouseId: w.warehouseId,
      });
      expect(first).toMatchObject({ pickLists: [], outOfStockTransIDs: [order.transID] });
      const short = await w.api.ok(transferEndpoints.getOutofStockDetailInfo, { id: order.id });
      expect(short.map((l) => [l.needPickQty, l.outOfStockQty])).toEqual([[11, 4]]);
      await w.api.ok(transferEndpoints.confirmOutofStock, { id: order.id, decision: 'continue' });
      const made = await w.api.ok(transferPickingEndpoints.createPickingList, { warehouseId: w.warehouseId });
      expect(made.outOfStockTransIDs).toEqual([]);
      expect(made.pickLists).toHaveLength(1);
      expect(made.pickLists[0]).toMatchObject({ kind: 'transport', totalQty: 10 + 7 + 12 });
      expect((await w.api.ok(transferEndpoints.getTransShipEditList, { id: order.id })).state).toBe(
        'picking',
      );
      const before = await onHand();
      await pickWhole(w, made.pickLists[0]!.id);
      const picked = await w.api.ok(transferEndpoints.getTransShipEditList, { id: order.id });
      expect(picked.lines.map((l) => [l.pickedQty, l.diffQty])).toEqual([
        [10, 0],
        [7, 0],
        [12, 0],
      ]);
      expect(picked.lines.every((l) => l.locationName)).toBe(true);
      expect(await onHand()).toBe(before - 29);
      const palletised = await w.api.ok(transferPalletEndpoints.savePalletInfo, {
        id: order.id,
        pallets: [
          { cartons: 4, weight: 180.5 },
          { cartons: 2, weight: 95 },
        ],
      });
      expect(palletised).toMatchObject({ state: 'fight', palletNum: 2 });
      const codes = await w.api.ok(transferPalletEndpoints.getPalletBarCodeList, { id: order.id });
      expect(codes.map((c) => [c.seq, c.cartons, c.weight])).toEqual([
        [1, 4, 180.5],
        [2, 2, 95],
      ]);
      expect(codes.every((c) => /^PL\d{8}$/.test(c.palletCode))).toBe(true);
      const pdf = await w.api.ok(transferPalletEndpoints.createBolPdf, { id: order.id });
      const res = await env().app.inject({ method: 'GET', url: pdf.url });
      expect(res.headers['content-type']).toContain('application/pdf');
      const { PDFDocument } = await import('pdf-lib');
      expect((await PDFDocument.load(res.rawPayload)).getTitle()).toBe(`Bill of lading ${order.transID}`);
      // Helvetica text is written as hex strings in deflated content streams: the sheet names each pallet code.
      const raw = pdfContent(res.rawPayload).streams.toUpperCase();
      for (const c of codes) expect(raw).toContain(Buffer.from(c.palletCode).toString('hex').toUpperCase());
      await moveThrough(w, [order.id], ['readyToDeliver']);
      await w.api.ok(transferEndpoints.standardOrderDelivery, { ids: [order.id] });
      await w.api.ok(transferEndpoints.standardOrderDelivery, { ids: [order.id] }).catch(() => undefined);
      const done = await w.api.ok(transferEndpoints.getTransShipEditList, { id: order.id });
      expect(done.lines.map((l) => l.deliveryQty)).toEqual([10, 7, 12]);
      expect(await onHand()).toBe(before - 29);
      const charges = await w.run((tx) =>
        tx.select().from(transferCharges).where(eq(transferCharges.transferId, order.id)),
      );
      expect(charges.map((c) => [c.kind, c.quantity]).sort()).toEqual([
        ['handover', 1],
        ['labels', 34],
        ['pallets', 2],
      ]);
      await expectLogsConsistent(w);
    });

    it('a transfer pick list taken back returns its order to pending; a short line puts it out of stock', async () => {
      const order = await auditedTransfer(w, {
        lines: [
          { productId: w.productIds[0]!, qty: 2, boxQuantity: 1 },
          { productId: w.productIds[2]!, qty: 3, boxQuantity: 1 },
        ],
      });
      const allocated = async () =>
        (await w.run((tx) => tx.select().from(stocks).where(eq(stocks.warehouseId, w.warehouseId))))
          .map((s) => s.allocatedQty)
          .reduce((a, b) => a + b, 0);
      const state = async () =>
        (await w.api.ok(transferEndpoints.getTransShipEditList, { id: order.id })).state;
      const make = async () =>
        (await w.api.ok(transferPickingEndpoints.createPickingList, { warehouseId: w.warehouseId }))
          .pickLists[0]!;
      const first = await make();
      expect([await state(), await allocated()]).toEqual(['picking', 5]);
      await w.api.ok(pickingOrderEndpoints.cancelPickingOrderToPeding, { ids: [first.id] });
      expect([await state(), await allocated()]).toEqual(['pending', 0]);

      const second = await make();
      const detail = await w.api.ok(pickingOrderEndpoints.getPickingOrderDetail, { id: second.id });
      const [a, b] = detail.lines;
      await w.api.ok(pdaPickEndpoints.confirmPick, {
        pickListId: detail.id,
        lineId: a!.id,
        qty: 1,
        locationId: a!.locationId,
      });
      await w.api.ok(pickingOrderEndpoints.markOutOfStock, { id: detail.id, lineIds: [b!.id] });
      expect([await state(), await allocated()]).toEqual(['outOfStock', 0]);
      const short = await w.api.ok(transferEndpoints.getOutofStockDetailInfo, { id: order.id });
      expect(short.map((l) => [l.productId, l.outOfStockQty]).sort()).toEqual(
        [
          [a!.productId, a!.qty - 1],
          [b!.productId, b!.qty],
        ].sort(),
      );
      await expectLogsConsistent(w);
    });
  },
  { clock: () => TRANSFER_NOW },
);
