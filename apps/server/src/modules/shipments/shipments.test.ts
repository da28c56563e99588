import {
  productEndpoints,
  type ShipmentAction,
  type ShipmentStatus,
  shipmentActionOpen,
  shipmentEndpoints,
  shipmentFileEndpoints,
} from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { productInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { forecastInput } from '../../testing/shipment-kit.ts';
import { type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

let now = new Date('2026-03-02T08:00:00Z');
const clock = () => now;
const FORECAST_POINTS = [
  'shipment:forecast:create',
  'shipment:forecast:update',
  'shipment:forecast:cancel',
  'shipment:forecast:delete',
];

/** The API moves that lead from forecast to each status. */
const PATHS: Partial<Record<ShipmentStatus, [string, ...unknown[]][]>> = {
  forecast: [],
  awaitingDeparture: [['verify']],
  atSea: [['verify'], ['depart']],
  arrived: [['verify'], ['depart'], ['arrive']],
  reserved: [['verify'], ['depart'], ['arrive'], ['reserve']],
  delivered: [['verify'], ['depart'], ['arrive'], ['deliver']],
  emptyContainer: [['verify'], ['depart'], ['arrive'], ['deliver'], ['empty']],
  rejected: [['reject']],
  cancelled: [['cancel']],
};

describeEachDb(
  'inbound shipments',
  (env) => {
    let w: StockWorld;
    beforeAll(async () => {
      w = await stockWorld(env(), 3);
    });

    async function act(id: string, action: string) {
      const ids = [id];
      if (action === 'verify') return w.api.raw(shipmentEndpoints.verify, { ids });
      if (action === 'reject') return w.api.raw(shipmentEndpoints.reject, { ids, reason: 'Wrong SKU' });
      if (action === 'withdraw') return w.api.raw(shipmentEndpoints.withdraw, { ids });
      if (action === 'cancel') return w.api.raw(shipmentEndpoints.cancel, { ids });
      if (action === 'delete') return w.api.raw(shipmentEndpoints.delete, { ids });
      return w.api.raw(shipmentEndpoints.updateState, { ids, action: action as 'depart' });
    }

    it('forecasts a container: batch number generated, line totals on the header, logged', async () => {
      const made = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
      expect(made.transportNo).toMatch(/^IB2603\d{6}$/);
      expect(made).toMatchObject({
        status: 'forecast',
        cartonCountSend: 10 + 11 + 12,
        qtyTotal: 120 + 121 + 122,
        cbmProduct: 3.75,
        weightTotal: 166.5,
        valueTotal: 900.3,
        shipmentCount: 3,
        receiptState: 'notReceived',
      });
      expect(made.lines.map((l) => [l.qty, l.cartonCount])).toEqual([
        [120, 10],
        [121, 11],
        [122, 12],
      ]);
      const taken = await w.api.raw(
        shipmentEndpoints.create,
        forecastInput(w, { transportNo: made.transportNo }),
      );
      expect(taken.body).toMatchObject({
        code: 'SHIPMENT_TRANSPORT_NO_TAKEN',
        message: `Batch number ${made.transportNo} is already used`,
      });
      const edited = await w.api.ok(shipmentEndpoints.update, {
        ...forecastInput(w, { containerNo: made.containerNo, remark: 'Fragile' }),
        id: made.id,
        lines: [{ productId: w.productIds[0]!, cartonCount: 2, qty: 24, weight: 1, cbm: 0.5, value: 10 }],
      });
      expect(edited).toMatchObject({ transportNo: made.transportNo, remark: 'Fragile', qtyTotal: 24 });
      const log = await w.api.ok(shipmentEndpoints.getOperationLogList, { id: made.id });
      expect(log.map((l) => [l.action, l.afterStatus])).toEqual([
        ['create', 'forecast'],
        ['edit', 'forecast'],
      ]);
    });

    it('moves a container from forecast to emptied, with counts per tab and the overview', async () => {
      const before = await w.api.ok(shipmentEndpoints.getOverview, { warehouseId: w.warehouseId });
      const { id } = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
      for (const [action] of PATHS.emptyContainer!) {
        now = new Date(now.getTime() + 60_000);
        expect((await act(id, action)).body.code).toBe('0');
      }
      const detail = await w.api.ok(shipmentEndpoints.getDetail, { id });
      expect(detail.status).toBe('emptyContainer');
      expect(detail.emptiedTime).toBe(now.toISOString());
      const log = await w.api.ok(shipmentEndpoints.getOperationLogList, { id });
      expect(log.map((l) => `${l.beforeStatus ?? ''}>${l.afterStatus}`)).toEqual([
        '>forecast',
        'forecast>awaitingDeparture',
        'awaitingDeparture>atSea',
        'atSea>arrived',
        'arrived>delivered',
        'delivered>emptyContainer',
      ]);
      const after = await w.api.ok(shipmentEndpoints.getOverview, { warehouseId: w.warehouseId });
      expect(after.emptyContainer).toBe(before.emptyContainer + 1);
      expect(after.createdToday).toBe(before.createdToday + 1);
      const tabs = await w.api.ok(shipmentEndpoints.getTabCounts, { warehouseId: w.warehouseId });
      const delivered = await w.api.ok(shipmentEndpoints.getPageList, {
        tab: 'delivered',
        warehouseId: w.warehouseId,
      });
      expect(tabs.delivered).toBe(delivered.total);
      expect(delivered.items.map((r) => r.id)).toContain(id);
      const stats = await w.api.ok(shipmentEndpoints.getStatistics, { warehouseId: w.warehouseId });
      expect(stats[0]!.containers).toBe(tabs.all);
    });

    it('refuses every move its state does not allow, naming the container and state in both languages', async () => {
      const actions = [
        'verify',
        'reject',
        'withdraw',
        'cancel',
        'delete',
        'depart',
        'arrive',
        'reserve',
        'deliver',
        'empty',
      ] as const;
      for (const [status, path] of Object.entries(PATHS) as [ShipmentStatus, [string][]][]) {
        for (const action of actions) {
          if (shipmentActionOpen(status, action as ShipmentAction)) continue;
          const made = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
          for (const [step] of path) expect((await act(made.id, step)).body.code).toBe('0');
          const refused = await act(made.id, action);
          expect(refused.body.code, `${action} from ${status}`).toBe('SHIPMENT_STATUS_REFUSED');
          expect(refused.body.message).toContain(made.containerNo);
          const detail = await w.api.ok(shipmentEndpoints.getDetail, { id: made.id });
          expect(detail.status).toBe(status);
        }
      }
      const shipped = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
      await act(shipped.id, 'verify');
      const zh = await w.api.raw(
        shipmentEndpoints.updateState,
        { ids: [shipped.id], action: 'empty' },
        'zh-CN',
      );
      expect(zh.body.message).toBe(`货柜 ${shipped.containerNo} 为待离港状态，不能执行“已空柜”`);
      const en = await w.api.raw(shipmentEndpoints.update, { ...forecastInput(w), id: shipped.id });
      expect(en.body.message).toBe(
        `Container ${shipped.containerNo} is Awaiting departure: "Edit" is not allowed`,
      );
      // About 60 refused moves, each after its own path there: 25 s alone on PGlite, over 30 s under load.
    }, 120_000);

    it('moves several containers all or none', async () => {
      const a = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
      const b = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
      await act(b.id, 'cancel');
      const refused = await w.api.raw(shipmentEndpoints.verify, { ids: [a.id, b.id] });
      expect(refused.body.code).toBe('SHIPMENT_STATUS_REFUSED');
      expect(refused.body.message).toContain(b.containerNo);
      expect((await w.api.ok(shipmentEndpoints.getDetail, { id: a.id })).status).toBe('forecast');
    });

    it("keeps a customer's user to its own customer's shipments", async () => {
      const other = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
      const token = await loginCustomerUser(env(), w.api.user.tenantId, w.customerId, FORECAST_POINTS);
      const theirs = await (async () => {
        const { customerEndpoints } = await import('@wms/api');
        const { customerInput } = await import('../../testing/masterdata-fixtures.ts');
        const c = await w.api.ok(
          customerEndpoints.createChannel,
          customerInput({ warehouseIds: [w.warehouseId] }),
        );
        const p = await w.api.ok(productEndpoints.create, productInput(c.id));
        return { customerId: c.id, productId: p.id };
      })();
      const call = async (endpoint: Parameters<ReturnType<typeof env>['call']>[0], input: unknown) =>
        (await env().call(endpoint, input as never, token)).json();
      const lines = [{ productId: theirs.productId, cartonCount: 1, qty: 1, weight: 1, cbm: 1, value: 1 }];
      const foreign = await w.api.ok(
        shipmentEndpoints.create,
        forecastInput(w, { customerId: theirs.customerId, lines }),
      );
      expect(await call(shipmentEndpoints.getDetail, { id: foreign.id })).toMatchObject({
        success: false,
        code: 'RECORD_NOT_FOUND',
      });
      expect(await call(shipmentEndpoints.cancel, { ids: [foreign.id] })).toMatchObject({ success: false });
      expect(
        await call(shipmentEndpoints.create, forecastInput(w, { customerId: theirs.customerId, lines })),
      ).toMatchObject({ success: false });
      const list = await call(shipmentEndpoints.getPageList, { pageSize: 100 });
      expect(list.data.items.map((r: { id: string }) => r.id)).toContain(other.id);
      expect(list.data.items.every((r: { customerId: string }) => r.customerId === w.customerId)).toBe(true);
      const own = await call(shipmentEndpoints.create, forecastInput(w));
      expect(own).toMatchObject({ success: true, data: { status: 'forecast' } });
      expect(await call(shipmentEndpoints.verify, { ids: [own.data.id] })).toMatchObject({ success: false });
      expect(
        await call(shipmentEndpoints.create, forecastInput(w, { lines: [{ ...lines[0] }] })),
      ).toMatchObject({ success: false, code: 'SHIPMENT_PRODUCT_UNKNOWN' });
    });

    it("attaches packing lists and photos through the files spine; the customer reads its own, not another's", async () => {
      const made = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
      const pdf = Buffer.from('%PDF-1.4 packing list').toString('base64');
      const stored = await w.api.ok(shipmentFileEndpoints.uploadFile, {
        shipmentId: made.id,
        kind: 'packingList',
        fileName: 'packing.pdf',
        content: pdf,
      });
      expect(stored).toMatchObject({ name: 'packing.pdf', kind: 'packingList' });
      const exe = await w.api.raw(shipmentFileEndpoints.uploadFile, {
        shipmentId: made.id,
        kind: 'photo',
        fileName: 'x.exe',
        content: pdf,
      });
      expect(exe.body).toMatchObject({ success: false });
      const token = await loginCustomerUser(env(), w.api.user.tenantId, w.customerId, FORECAST_POINTS);
      const theirs = (await env().call(shipmentFileEndpoints.getFiles, { id: made.id }, token)).json();
      expect(theirs.data.map((f: { name: string }) => f.name)).toEqual(['packing.pdf']);
      const served = await env().app.inject({ url: theirs.data[0].url });
      expect(served.statusCode).toBe(200);
      expect(served.body).toContain('packing list');

      const { customerEndpoints } = await import('@wms/api');
      const { customerInput } = await import('../../testing/masterdata-fixtures.ts');
      const stranger = await w.api.ok(
        customerEndpoints.createChannel,
        customerInput({ warehouseIds: [w.warehouseId] }),
      );
      const strangerToken = await loginCustomerUser(env(), w.api.user.tenantId, stranger.id, FORECAST_POINTS);
      const peek = await env().call(shipmentFileEndpoints.getFiles, { id: made.id }, strangerToken);
      expect(peek.json()).toMatchObject({ success: false, code: 'RECORD_NOT_FOUND' });
      const slip = await env().call(
        shipmentFileEndpoints.uploadFile,
        { shipmentId: made.id, kind: 'photo', fileName: 'p.png', content: pdf },
        strangerToken,
      );
      expect(slip.json()).toMatchObject({ success: false, code: 'RECORD_NOT_FOUND' });
    });
  },
  { clock },
);
