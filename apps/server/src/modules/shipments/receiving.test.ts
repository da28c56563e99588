import {
  customerEndpoints,
  downloadHistoryEndpoints,
  messageEndpoints,
  productEndpoints,
  receivingEndpoints,
  restockEndpoints,
  type ShipmentDetail,
  type SyncEvent,
  shipmentEndpoints,
  shipmentLabelEndpoints,
  uuidv7,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { inboundUnloadings, locations, stocks } from '../../db/schema/index.ts';
import { customerInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { push, statuses } from '../../testing/pda-kit.ts';
import { forecastInput } from '../../testing/shipment-kit.ts';
import { expectLogsConsistent, type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const now = new Date('2026-03-31T08:00:00Z');

/** A device's outbox: fresh event ids, a gap-free sequence. */
function outbox() {
  let seq = 0;
  const deviceId = uuidv7();
  return {
    deviceId,
    event(type: string, payload: Record<string, unknown>): SyncEvent {
      seq += 1;
      return { eventId: uuidv7(), deviceSeq: seq, type, payload, createdAt: now.toISOString() };
    },
  };
}

describeEachDb(
  'receiving and put-away',
  (env) => {
    let w: StockWorld;
    let stray: { id: string; productNo: string };
    beforeAll(async () => {
      w = await stockWorld(env(), 4);
      stray = await w.api.ok(productEndpoints.get, { id: w.productIds[3]! });
    });

    /** A container of the world's first three products (120, 121, 122 pieces), arrived. */
    async function arrived(): Promise<ShipmentDetail> {
      const input = forecastInput(w);
      const made: ShipmentDetail = await w.api.ok(shipmentEndpoints.create, {
        ...input,
        lines: input.lines.slice(0, 3),
      });
      await w.api.ok(shipmentEndpoints.verify, { ids: [made.id] });
      for (const action of ['depart', 'arrive'] as const)
        await w.api.ok(shipmentEndpoints.updateState, { ids: [made.id], action });
      return made;
    }

    const scan = (id: string, code: string, qty: number, extra: Record<string, unknown> = {}) => ({
      shipmentId: id,
      code,
      qty,
      cartons: 0,
      damaged: false,
      unexpected: false,
      ...extra,
    });

    const stockOn = (locationId: string, productId: string) =>
      w.run(async (tx) => {
        const [row] = await tx
          .select({ q: stocks.quantity })
          .from(stocks)
          .where(and(eq(stocks.locationId, locationId), eq(stocks.productId, productId)));
        return row?.q ?? 0;
      });

    it('counts scans exactly once: the same batch twice, and a batch resent after a lost acknowledgement', async () => {
      const made = await arrived();
      const [a, b, c] = made.lines;
      const dev = outbox();
      const first = [
        dev.event('inbound.receive', scan(made.id, a!.productNo, 100, { cartons: 10 })),
        dev.event('inbound.receive', scan(made.id, a!.productNo.toLowerCase(), 20, { cartons: 2 })),
        dev.event('inbound.receive', scan(made.id, b!.productNo, 100)),
        dev.event('inbound.receive', scan(made.id, stray.productNo, 5)),
        dev.event('inbound.receive', scan(made.id, 'NO-SUCH-CODE', 1, { unexpected: true })),
      ];
      const out = await push(env(), w.api.user, dev.deviceId, first);
      expect(statuses(out)).toEqual(['applied', 'applied', 'applied', 'rejected', 'rejected']);
      expect(out.results[3]).toMatchObject({ code: 'RECEIVE_NOT_ON_SHIPMENT' });
      expect(out.results[4]).toMatchObject({ code: 'RECEIVE_UNKNOWN_CODE' });
      const again = await push(env(), w.api.user, dev.deviceId, first);
      expect(statuses(again)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);

      // The acknowledgement of the next batch is lost: the device sends it again with one more scan.
      const lost = [
        dev.event('inbound.receive', scan(made.id, c!.productNo, 118, { damaged: false })),
        dev.event('inbound.receive', scan(made.id, c!.productNo, 4, { damaged: true })),
      ];
      await push(env(), w.api.user, dev.deviceId, lost);
      const more = dev.event('inbound.receive', scan(made.id, stray.productNo, 5, { unexpected: true }));
      const resent = await push(env(), w.api.user, dev.deviceId, [...lost, more]);
      expect(statuses(resent)).toEqual(['duplicate', 'duplicate', 'applied']);

      const detail: ShipmentDetail = await w.api.ok(shipmentEndpoints.getDetail, { id: made.id });
      expect(detail).toMatchObject({ status: 'delivered', receiptState: 'partlyReceived', countCarton: 12 });
      expect(detail.lines.map((l) => [l.receivedQty, l.damagedQty, l.unexpected])).toEqual([
        [120, 0, false],
        [100, 0, false],
        [122, 4, false],
        [5, 0, true],
      ]);
    });

    it('closes the unloading: stock in the receiving area, the discrepancy reported, the unloading recorded once', async () => {
      const made = await arrived();
      const [a, b, c] = made.lines;
      const customerToken = await loginCustomerUser(env(), w.api.user.tenantId, w.customerId, []);
      const dev = outbox();
      const out = await push(env(), w.api.user, dev.deviceId, [
        dev.event('inbound.receive', scan(made.id, a!.productNo, 120)),
        dev.event('inbound.receive', scan(made.id, b!.productNo, 110)),
        dev.event('inbound.receive', scan(made.id, c!.productNo, 112)),
        dev.event('inbound.receive', scan(made.id, c!.productNo, 10, { damaged: true })),
        dev.event('inbound.finish', { shipmentId: made.id, pallets: 3 }),
        dev.event('inbound.finish', { shipmentId: made.id, pallets: 3 }),
      ]);
      expect(statuses(out)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied', 'rejected']);
      const detail: ShipmentDetail = await w.api.ok(shipmentEndpoints.getDetail, { id: made.id });
      expect(detail).toMatchObject({ status: 'emptyContainer', receiptState: 'received' });

      const tab = await w.api.ok(shipmentEndpoints.getPageList, {
        tab: 'abnormalDifferent',
        keyword: made.transportNo,
        pageIndex: 1,
        pageSize: 10,
      });
      expect((tab as { total: number }).total).toBe(1);
      const report = await w.api.ok(receivingEndpoints.getDiscrepancy, { id: made.id });
      expect(report).toMatchObject({
        differs: true,
        lines: [
          { productNo: b!.productNo, forecastQty: 121, receivedQty: 110, short: 11, over: 0, damaged: 0 },
          { productNo: c!.productNo, forecastQty: 122, receivedQty: 122, short: 0, damaged: 10 },
        ],
        unloading: { containerType: '40HQ', pallets: 3, cbm: 3.75, unloadedByName: expect.any(String) },
      });

      const [area] = await w.run((tx) =>
        tx
          .select()
          .from(locations)
          .where(and(eq(locations.warehouseId, w.warehouseId), eq(locations.locationType, 'receiving'))),
      );
      expect(await stockOn(area!.id, a!.productId)).toBe(120);
      expect(await stockOn(area!.id, c!.productId)).toBe(112);
      const unloadings = await w.run((tx) =>
        tx.select().from(inboundUnloadings).where(eq(inboundUnloadings.shipmentId, made.id)),
      );
      expect(unloadings).toHaveLength(1);
      expect(unloadings[0]).toMatchObject({
        pieces: 352,
        pallets: 3,
        containerType: '40HQ',
        cbmHundredths: 375,
      });

      const restocks = await w.api.ok(restockEndpoints.getPageList, {
        sourceNo: made.transportNo,
        pageIndex: 1,
        pageSize: 10,
      });
      expect(
        (restocks as { items: { quantity: number; state: string }[] }).items.map((r) => r.quantity).sort(),
      ).toEqual([110, 112, 120]);

      // The customer reads the report and finds the notice in the information center.
      const theirs = await env().call(
        receivingEndpoints.getDiscrepancy,
        { id: made.id },
        customerToken,
        'zh-CN',
      );
      expect(theirs.json().data.lines).toHaveLength(2);
      const inbox = await env().call(
        messageEndpoints.getList,
        { pageIndex: 1, pageSize: 20 },
        customerToken,
        'zh-CN',
      );
      const notice = inbox
        .json()
        .data.items.find((m: { title: string }) => m.title.includes(made.containerNo));
      expect(notice.content).toContain('短少 11 件');
      expect(notice.content).toContain('破损 10 件');

      // The 3 pallets built on the dock have receipt pallet codes, printed after the unloading label.
      const codes = await w.api.ok(shipmentLabelEndpoints.getPallets, { id: made.id });
      expect(codes).toHaveLength(3);
      // The device's copy names them, so put-away can start from a pallet.
      const { inboundPullSource } = await import('./inbound-pull.ts');
      const pulled = await w.run((tx) =>
        inboundPullSource.rows(tx, w.principal, { after: null, live: true, limit: 500, now }),
      );
      const copy = pulled.items.find((i) => i.id === made.id);
      expect(copy?.palletCodes).toEqual(codes.map((p) => p.palletCode));
      expect(codes.every((p) => p.status === 'inUse' && /^PL\d+$/.test(p.palletCode))).toBe(true);
      const labels = await w.api.ok(shipmentLabelEndpoints.printLabels, { id: made.id });
      expect(labels.fileName).toBe(`unloading-${made.transportNo}.pdf`);
      const pdf = await env().app.inject({ url: labels.url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { PDFDocument } = await import('pdf-lib');
      expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(4);
      const { taskId } = await w.api.ok(shipmentLabelEndpoints.unloadListPdf, { id: made.id });
      await env().app.deps.jobs.drain();
      const tasks = await w.api.ok(downloadHistoryEndpoints.getList, {});
      const task = tasks.items.find((t) => t.id === taskId)!;
      expect(task).toMatchObject({ fileStatus: 2, errorMessage: null });
      expect(task.filename).toContain(made.transportNo);
      const list = await PDFDocument.load((await env().app.inject({ url: task.path })).rawPayload);
      expect(list.getTitle()).toBe(`Unload list ${made.transportNo}`);
      await expectLogsConsistent(w);
    });

    it('puts away onto two locations, refuses more than was received, and shelves the container with its last unit', async () => {
      const made = await arrived();
      const [a, b, c] = made.lines;
      const dev = outbox();
      await push(env(), w.api.user, dev.deviceId, [
        dev.event('inbound.receive', scan(made.id, a!.productNo, 120)),
        dev.event('inbound.receive', scan(made.id, b!.productNo, 121)),
        dev.event('inbound.receive', scan(made.id, c!.productNo, 2, { damaged: true })),
        dev.event('inbound.finish', { shipmentId: made.id, pallets: 1 }),
      ]);
      const [l1, l2] = [w.locationIds[0]!, w.locationIds[1]!];
      const put = (lineId: string, locationId: string, qty: number) =>
        dev.event('inbound.putAway', { shipmentId: made.id, lineId, locationId, qty });
      const out = await push(env(), w.api.user, dev.deviceId, [
        put(a!.id, l1, 100),
        put(a!.id, l2, 21),
        put(a!.id, l2, 20),
        put(c!.id, l1, 1),
      ]);
      expect(statuses(out)).toEqual(['applied', 'rejected', 'applied', 'rejected']);
      expect(out.results[1]).toMatchObject({
        code: 'PUT_AWAY_OVER_RECEIVED',
        message: 'Only 20 left to put away on this line, not 21',
      });
      const over = await w.api.raw(
        receivingEndpoints.putAway,
        { shipmentId: made.id, lineId: b!.id, locationId: l1, qty: 122 },
        'zh-CN',
      );
      expect(over.body).toMatchObject({
        code: 'PUT_AWAY_OVER_RECEIVED',
        message: '该行只剩 121 件待上架，不能上架 122 件',
      });
      expect((await w.api.ok(shipmentEndpoints.getDetail, { id: made.id })).status).toBe('emptyContainer');
      await w.api.ok(receivingEndpoints.putAway, {
        shipmentId: made.id,
        lineId: b!.id,
        locationId: l2,
        qty: 121,
      });
      const detail: ShipmentDetail = await w.api.ok(shipmentEndpoints.getDetail, { id: made.id });
      expect(detail.status).toBe('shelved');
      expect(await stockOn(l1, a!.productId)).toBe(100);
      expect(await stockOn(l2, a!.productId)).toBe(20);
      expect(await stockOn(l2, b!.productId)).toBe(121);
      const logs = await w.api.ok(shipmentEndpoints.getOperationLogList, { id: made.id });
      expect((logs as { action: string }[]).map((l) => l.action).slice(-4)).toEqual([
        'deliver',
        'receive',
        'empty',
        'shelve',
      ]);
      await expectLogsConsistent(w);
    });

    it('finishing from the back office, then shelving from the restock page is the same put-away: the line counts and the last unit shelves the container', async () => {
      const made = await arrived();
      const [a, b, c] = made.lines;
      const dev = outbox();
      await push(env(), w.api.user, dev.deviceId, [
        dev.event('inbound.receive', scan(made.id, a!.productNo, 120)),
        dev.event('inbound.receive', scan(made.id, b!.productNo, 121)),
        dev.event('inbound.receive', scan(made.id, c!.productNo, 122)),
      ]);
      // The operator finishes the receipt from the back office instead of the PDA.
      const finished = await w.api.ok(receivingEndpoints.finishUnloading, {
        shipmentId: made.id,
        pallets: 2,
      });
      expect(finished).toMatchObject({ status: 'emptyContainer', receiptState: 'received' });
      const again = await w.api.raw(receivingEndpoints.finishUnloading, { shipmentId: made.id, pallets: 2 });
      expect(again.body).toMatchObject({ success: false, code: 'SHIPMENT_STATUS_REFUSED' });
      const page = await w.api.ok(restockEndpoints.getPageList, {
        sourceNo: made.transportNo,
        pageIndex: 1,
        pageSize: 10,
      });
      const rows = (page as { items: { id: string; productId: string; quantity: number }[] }).items;
      const l1 = w.locationIds[2]!;
      const over = await w.api.raw(restockEndpoints.shelve, {
        id: rows[0]!.id,
        locationId: l1,
        quantity: rows[0]!.quantity + 1,
      });
      expect(over.body).toMatchObject({ code: 'PUT_AWAY_OVER_RECEIVED' });
      for (const row of rows)
        await w.api.ok(restockEndpoints.shelve, { id: row.id, locationId: l1, quantity: row.quantity });
      const detail: ShipmentDetail = await w.api.ok(shipmentEndpoints.getDetail, { id: made.id });
      expect(detail.status).toBe('shelved');
      expect(detail.lines.map((l) => l.shelvedQty)).toEqual([120, 121, 122]);
      expect(await stockOn(l1, c!.productId)).toBeGreaterThanOrEqual(122);
      await expectLogsConsistent(w);
    });

    it("keeps a customer's user away from another customer's container", async () => {
      const made = await arrived();
      const other = await w.api.ok(
        customerEndpoints.createChannel,
        customerInput({ warehouseIds: [w.warehouseId] }),
      );
      const token = await loginCustomerUser(env(), w.api.user.tenantId, other.id, [
        'pda:sync:push',
        'pda:inbound:receive',
      ]);
      const read = await env().call(receivingEndpoints.getDiscrepancy, { id: made.id }, token);
      expect(read.json()).toMatchObject({ success: false, code: 'RECORD_NOT_FOUND' });
      const count = await env().call(
        receivingEndpoints.receive,
        scan(made.id, made.lines[0]!.productNo, 1),
        token,
      );
      expect(count.json()).toMatchObject({ success: false, code: 'SHIPMENT_UNKNOWN' });
      const detail: ShipmentDetail = await w.api.ok(shipmentEndpoints.getDetail, { id: made.id });
      expect(detail.lines[0]!.receivedQty).toBe(0);
    });
  },
  { clock: () => now },
);
