import {
  customerEndpoints,
  productEndpoints,
  type TransferAction,
  type TransferStatus,
  transferActionNames,
  transferActionOpen,
  transferEndpoints,
  transferStatuses,
} from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { customerInput, productInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { moveThrough, TRANSFER_NOW, transferInput, uploadBol } from '../../testing/transfer-kit.ts';
import { moveTransfers } from './transfer-moves.service.ts';

const now = TRANSFER_NOW;

/** The moves that lead from forecast to each status (pick and palletise come from picking and the PDA). */
const PATHS: Record<Exclude<TransferStatus, 'removed'>, TransferAction[]> = {
  forecast: [],
  pending: ['verify'],
  picking: ['verify', 'pick'],
  fight: ['verify', 'pick', 'palletise'],
  pendingUpload: ['verify', 'pick', 'palletise', 'awaitDocuments'],
  toBeDelivered: ['verify', 'pick', 'palletise', 'readyToDeliver'],
  completed: ['verify', 'pick', 'palletise', 'readyToDeliver', 'deliver'],
  cancelled: ['cancel'],
  outOfStock: ['verify', 'reportOutOfStock'],
  customerCancelled: ['verify', 'reportOutOfStock', 'customerCancel'],
};

describeEachDb(
  'transfer orders',
  (env) => {
    let w: StockWorld;
    let bol: string;
    beforeAll(async () => {
      w = await stockWorld(env(), 3);
      bol = (await uploadBol(w)).id;
    });
    const create = async (overrides: Record<string, unknown> = {}) =>
      w.api.ok(transferEndpoints.createTransShip, transferInput(w, bol, overrides));
    const reach = (id: string, actions: TransferAction[]) => moveThrough(w, [id], actions);

    it('creates a freight order in forecast with every field, numbered and logged', async () => {
      const made = await create();
      expect(made.transID).toMatch(/^TS2603\d+$/);
      expect(made).toMatchObject({
        state: 'forecast',
        kind: 'freight',
        platformCode: 'ONT8',
        carrier: 'UPS Freight',
        bol: { id: bol, name: 'bol.pdf' },
        filePath: null,
        qtyTotal: 10 + 11 + 12,
        boxTotalQty: 1 + 2 + 3,
        labelingTotal: 34,
        suggestPalletNum: 2,
        lineCount: 3,
      });
      expect(made.lines.map((l) => [l.needPickQty, l.diffQty])).toEqual([
        [10, 10],
        [11, 11],
        [12, 12],
      ]);
      const log = await w.api.ok(transferEndpoints.getOperationlogList, { id: made.id });
      expect(log.map((l) => [l.action, l.afterStatus])).toEqual([['create', 'forecast']]);
    });

    it('needs at least one file, the stock-preparation file or the BOL', async () => {
      const res = await w.api.raw(transferEndpoints.createTransShip, transferInput(w, null));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('At least one file is required');
      const zh = await w.api.raw(transferEndpoints.createTransShip, transferInput(w, null), 'zh-CN');
      expect(zh.body.message).toContain('至少需要一个文件');
    });

    it('keeps the ETD and ETA plus 3 days within the next two weeks', async () => {
      const cases: [Record<string, string>, string | null][] = [
        [{ etd: '2026-03-16', eta: '' }, null],
        [{ etd: '2026-03-17', eta: '' }, 'TRANSFER_ETD_WINDOW'],
        [{ etd: '2026-03-01', eta: '' }, 'TRANSFER_ETD_WINDOW'],
        [{ etd: '2026-03-05', eta: '2026-03-13' }, null],
        [{ etd: '2026-03-05', eta: '2026-03-14' }, 'TRANSFER_ETA_WINDOW'],
      ];
      for (const [dates, code] of cases) {
        const res = await w.api.raw(transferEndpoints.createTransShip, transferInput(w, bol, dates));
        expect([dates, res.body.code]).toEqual([dates, code ?? '0']);
      }
      const refused = await w.api.raw(
        transferEndpoints.createTransShip,
        transferInput(w, bol, { etd: '2026-03-20', eta: '' }),
        'zh-CN',
      );
      expect(refused.body.message).toBe('ETD 2026-03-20 必须在未来两周内');
    });

    it('refuses every move its status does not allow, naming the order and its status', async () => {
      for (const [status, path] of Object.entries(PATHS) as [TransferStatus, TransferAction[]][]) {
        const made = await create();
        await reach(made.id, path);
        expect((await w.api.ok(transferEndpoints.getTransShipEditList, { id: made.id })).state).toBe(status);
        const closed = transferActionNames.filter((a) => !transferActionOpen(status, a));
        for (const action of closed) {
          const refused = await w.run((tx) =>
            moveTransfers(tx, w.principal, [made.id], action, now).catch((e) => e),
          );
          expect([status, action, refused?.code]).toEqual([status, action, 'TRANSFER_STATUS_REFUSED']);
        }
      }
      const done = await create();
      await reach(done.id, PATHS.completed);
      const res = await w.api.raw(transferEndpoints.cancelTransShipById, { ids: [done.id] });
      expect(res.body.message).toBe(`Transfer order ${done.transID} is Completed: "Cancel" is not allowed`);
      const zh = await w.api.raw(transferEndpoints.verify, { ids: [done.id] }, 'zh-CN');
      expect(zh.body.message).toBe(`转运单 ${done.transID} 为已完成状态，不能执行“审核”`);
      expect(transferStatuses.length).toBe(11);
    });

    it('moves all or none: one refused order keeps the others where they were', async () => {
      const a = await create();
      const b = await create();
      await reach(b.id, ['cancel']);
      const res = await w.api.raw(transferEndpoints.verify, { ids: [a.id, b.id] });
      expect(res.body.code).toBe('TRANSFER_STATUS_REFUSED');
      expect((await w.api.ok(transferEndpoints.getTransShipEditList, { id: a.id })).state).toBe('forecast');
    });

    it('audits: reject with a reason, edit, verify; withdraw; carrier, hot, remarks and delivery', async () => {
      const made = await create();
      await w.api.ok(transferEndpoints.reject, { ids: [made.id], reason: 'PO missing' });
      let order = await w.api.ok(transferEndpoints.getTransShipEditList, { id: made.id });
      expect(order).toMatchObject({ state: 'forecast', rejectReason: 'PO missing' });
      order = await w.api.ok(transferEndpoints.updateTransShip, {
        ...transferInput(w, bol, { po: 'PO-779' }),
        id: made.id,
      });
      expect(order).toMatchObject({ po: 'PO-779', rejectReason: null });
      await w.api.ok(transferEndpoints.verify, { ids: [made.id] });
      await w.api.ok(transferEndpoints.updateCarrier, { ids: [made.id], carrier: 'FedEx Freight' });
      await w.api.ok(transferEndpoints.isHot, { ids: [made.id], isHot: true });
      await w.api.ok(transferEndpoints.addWarehouseRemark, { id: made.id, remark: 'Dock 3' });
      await reach(made.id, ['pick', 'palletise']);
      await w.api.ok(transferEndpoints.withdrawTransShipById, { ids: [made.id], to: 'picking' });
      await reach(made.id, ['palletise']);
      await w.api.ok(transferEndpoints.updateState, { ids: [made.id], action: 'awaitDocuments' });
      await w.api.ok(transferEndpoints.updateState, { ids: [made.id], action: 'readyToDeliver' });
      await w.api.ok(transferEndpoints.standardOrderDelivery, { ids: [made.id] });
      order = await w.api.ok(transferEndpoints.getTransShipEditList, { id: made.id });
      expect(order).toMatchObject({
        state: 'completed',
        carrier: 'FedEx Freight',
        isHot: true,
        warehouseRemark: 'Dock 3',
        realSendGoodsTime: now.toISOString(),
      });
      const remarks = await w.api.ok(transferEndpoints.getWarehouseRemarkList, { id: made.id });
      expect(remarks.map((r) => r.remark)).toEqual(['Dock 3']);
      const log = await w.api.ok(transferEndpoints.getOperationlogList, { id: made.id });
      expect(log.map((l) => l.action)).toEqual([
        'create',
        'reject',
        'edit',
        'verify',
        'changeCarrier',
        'markHot',
        'warehouseRemark',
        'pick',
        'palletise',
        'withdrawToPicking',
        'palletise',
        'awaitDocuments',
        'readyToDeliver',
        'deliver',
      ]);
    });

    it('replaces a document with OverWriteFile and refuses a file the caller may not read', async () => {
      const made = await create();
      const prep = await w.api.ok(transferEndpoints.uploadFile, {
        customerId: w.customerId,
        fileName: 'prep.xlsx',
        content: Buffer.from('sheet').toString('base64'),
      });
      let order = await w.api.ok(transferEndpoints.overWriteFile, {
        id: made.id,
        field: 'filePath',
        fileId: prep.id,
      });
      expect(order.filePath).toEqual({ id: prep.id, name: 'prep.xlsx' });
      const files = await w.api.ok(transferEndpoints.getFilesInfo, { id: made.id });
      expect(files.map((f) => [f.field, f.name])).toEqual([
        ['filePath', 'prep.xlsx'],
        ['bol', 'bol.pdf'],
      ]);
      expect(files[0]!.url).toMatch(/^\/files\//);
      const other = await w.api.ok(
        customerEndpoints.createChannel,
        customerInput({ warehouseIds: [w.warehouseId] }),
      );
      const token = await loginCustomerUser(env(), w.api.user.tenantId, other.id, ['transship:order:create']);
      const theirs = (
        await env().call(
          transferEndpoints.uploadFile,
          { customerId: other.id, fileName: 'x.pdf', content: Buffer.from('%PDF').toString('base64') },
          token,
        )
      ).json().data;
      const staffUpload = await uploadBol(w);
      order = await w.api.ok(transferEndpoints.overWriteFile, {
        id: made.id,
        field: 'bol',
        fileId: staffUpload.id,
      });
      expect(order.bol?.id).toBe(staffUpload.id);
      const customerToken = await loginCustomerUser(env(), w.api.user.tenantId, w.customerId, [
        'transship:order:update',
      ]);
      const refused = (
        await env().call(
          transferEndpoints.overWriteFile,
          { id: made.id, field: 'bol', fileId: theirs.id },
          customerToken,
        )
      ).json();
      expect(refused.code).toBe('FILE_NOT_FOUND');
    });

    it('out of stock: the warehouse reports, the customer confirms, and work goes on', async () => {
      const made = await create();
      await w.api.ok(transferEndpoints.verify, { ids: [made.id] });
      const line = made.lines[1]!;
      const tooMuch = await w.api.raw(transferEndpoints.reportOutofStock, {
        id: made.id,
        lines: [{ lineId: line.id, shortQty: 99 }],
      });
      expect(tooMuch.body.code).toBe('TRANSFER_SHORT_TOO_MUCH');
      const reported = await w.api.ok(transferEndpoints.reportOutofStock, {
        id: made.id,
        reason: 'Damaged cartons',
        lines: [{ lineId: line.id, shortQty: 4 }],
      });
      expect(reported).toMatchObject({ state: 'outOfStock', outOfStockReason: 'Damaged cartons' });
      const waiting = await w.api.ok(transferEndpoints.getOutofStockInfo, {});
      expect(waiting.items.map((o) => o.id)).toContain(made.id);
      const short = await w.api.ok(transferEndpoints.getOutofStockDetailInfo, { id: made.id });
      expect(short.map((l) => [l.productNo, l.outOfStockQty])).toEqual([[line.productNo, 4]]);
      // Work is paused until the customer confirms.
      const paused = await w.api.raw(transferEndpoints.updateState, {
        ids: [made.id],
        action: 'readyToDeliver',
      });
      expect(paused.body.code).toBe('TRANSFER_STATUS_REFUSED');
      const token = await loginCustomerUser(env(), w.api.user.tenantId, w.customerId, [
        'transship:order:confirm',
        'transship:state:update',
      ]);
      const call = async (endpoint: Parameters<ReturnType<typeof env>['call']>[0], input: unknown) =>
        (await env().call(endpoint, input as never, token)).json();
      const staffOnly = await call(transferEndpoints.reportOutofStock, {
        id: made.id,
        lines: [{ lineId: line.id, shortQty: 1 }],
      });
      expect(staffOnly.code).toBe('TRANSFER_STAFF_ONLY');
      const confirmed = await call(transferEndpoints.confirmOutofStock, {
        id: made.id,
        decision: 'continue',
      });
      expect(confirmed.data).toMatchObject({ state: 'pending', qtyTotal: 33 - 4, outOfStockReason: null });
      expect(confirmed.data.lines.map((l: { needPickQty: number }) => l.needPickQty)).toEqual([10, 7, 12]);
    });

    it("keeps a customer's user to its own customer's orders", async () => {
      const mine = await create();
      const other = await w.api.ok(
        customerEndpoints.createChannel,
        customerInput({ warehouseIds: [w.warehouseId] }),
      );
      const product = await w.api.ok(productEndpoints.create, productInput(other.id));
      const theirBol = await uploadBol(w, other.id);
      const theirs = await w.api.ok(transferEndpoints.createTransShip, {
        ...transferInput(w, theirBol.id, { customerId: other.id }),
        lines: [{ productId: product.id, qty: 5, boxQuantity: 1 }],
      });
      const token = await loginCustomerUser(env(), w.api.user.tenantId, w.customerId, [
        'transship:order:create',
        'transship:order:audit',
      ]);
      const call = async (endpoint: Parameters<ReturnType<typeof env>['call']>[0], input: unknown) =>
        (await env().call(endpoint, input as never, token)).json();
      const list = await call(transferEndpoints.getTransShipList, { pageIndex: 1, pageSize: 100 });
      const ids = list.data.items.map((o: { id: string }) => o.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(theirs.id);
      expect(list.data.items.every((o: { customerId: string }) => o.customerId === w.customerId)).toBe(true);
      expect((await call(transferEndpoints.getTransShipEditList, { id: theirs.id })).code).toBe(
        'RECORD_NOT_FOUND',
      );
      const foreign = await call(
        transferEndpoints.createTransShip,
        transferInput(w, bol, { customerId: other.id }),
      );
      expect(foreign.success).toBe(false);
      const audit = await call(transferEndpoints.verify, { ids: [mine.id] });
      expect(audit.code).toBe('TRANSFER_STAFF_ONLY');
      const counts = await call(transferEndpoints.getPendingCount, {});
      expect(counts.data.all).toBe(list.data.total);
    });

    it('counts every tab; removed orders leave every tab but removed', async () => {
      const made = await create();
      await w.api.ok(transferEndpoints.cancelTransShipById, { ids: [made.id] });
      const before = await w.api.ok(transferEndpoints.getPendingCount, {});
      await w.api.ok(transferEndpoints.deleteByCancelTransShip, { ids: [made.id] });
      const after = await w.api.ok(transferEndpoints.getPendingCount, {});
      expect([after.cancelled, after.removed, after.all]).toEqual([
        before.cancelled - 1,
        before.removed + 1,
        before.all - 1,
      ]);
      const page = await w.api.ok(transferEndpoints.getTransShipList, {
        tab: 'cancelled',
        pageIndex: 1,
        pageSize: 100,
      });
      expect(page.items.every((o) => o.state === 'cancelled' || o.state === 'customerCancelled')).toBe(true);
    });
  },
  { clock: () => TRANSFER_NOW },
);
