import {
  customerEndpoints,
  locationEndpoints,
  productEndpoints,
  stockEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { expect, it } from 'vitest';
import { customerInput, productInput, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { expectLogsConsistent, keyFor, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { inventoryService } from './inventory.service.ts';
import { locationStockExport } from './stock.export.ts';
import { stockService } from './stock.service.ts';
import { stockActions } from './stock-actions.service.ts';

const now = () => new Date();

describeEachDb('inventory', (env) => {
  it('shows overview, location stock, log and occupations, and moves, locks and edits through the API', async () => {
    const w = await stockWorld(env());
    const { api } = w;
    await w.run((tx) =>
      stockService.receive(
        tx,
        w.principal,
        [
          { ...keyFor(w, 0, 0), quantity: 12 },
          { ...keyFor(w, 0, 1), quantity: 3 },
          { ...keyFor(w, 1, 0), quantity: 5 },
        ],
        now(),
      ),
    );
    const overview = await api.ok(stockEndpoints.getOverviewPageList, { warehouseId: w.warehouseId });
    expect(overview.items.find((r) => r.productId === w.productIds[0])).toMatchObject({
      quantity: 15,
      availableQty: 15,
      locationCount: 2,
    });
    const rows = await api.ok(stockEndpoints.getLocationStockPageList, { productId: w.productIds[0] });
    expect(rows.total).toBe(2);
    const a = rows.items.find((r) => r.locationId === w.locationIds[0])!;
    expect(a).toMatchObject({ quantity: 12, inventoryAge: 0, isLocked: false });
    // The inventory-age tabs send the minimum age from the URL, as text.
    const aged = (minAge: string) =>
      api.ok(stockEndpoints.getLocationStockPageList, { productId: w.productIds[0], minAge } as never);
    expect([(await aged('0')).total, (await aged('30')).total]).toEqual([2, 0]);

    const zero = await api.raw(stockEndpoints.lock, { stockId: a.id, quantity: 0 }, 'zh-CN');
    expect(zero.body.message).toBe('quantity：数量必须是大于 0 的整数');
    const lock = await api.ok(stockEndpoints.lock, { stockId: a.id, quantity: 2, remark: 'hold' });
    expect(
      (await api.ok(stockEndpoints.getOccupationList, { stockId: a.id })).map((o) => [
        o.kind,
        o.sourceNo,
        o.quantity,
      ]),
    ).toEqual([['lock', lock.sourceNo, 2]]);
    const moved = await api.ok(stockEndpoints.move, {
      stockId: a.id,
      toLocationId: w.locationIds[2]!,
      quantity: 10,
    });
    expect([moved.from.quantity, moved.from.lockedQty, moved.to.quantity]).toEqual([2, 2, 10]);
    const tooMuch = await api.raw(
      stockEndpoints.move,
      { stockId: moved.to.id, toLocationId: w.locationIds[3]!, quantity: 11 },
      'zh-CN',
    );
    expect(tooMuch.body.message).toMatch(/^以下产品库存不足，请修改数量：SKU-/);
    expect((await api.raw(stockEndpoints.adjust, { stockId: a.id, quantity: 1 }, 'en')).body.message).toBe(
      'The quantity cannot be less than the locked and allocated quantity (2)',
    );
    await api.ok(stockEndpoints.unlock, { occupationId: lock.id });
    expect(
      await api.ok(stockEndpoints.adjust, { stockId: a.id, quantity: 1, remark: 'count' }),
    ).toMatchObject({ quantity: 1, lockedQty: 0 });
    const log = await api.ok(stockEndpoints.getStockLogPageList, { stockId: a.id });
    expect(log.items.map((l) => [l.eventType, l.before, l.change, l.after])).toEqual([
      ['adjust', 2, -1, 1],
      ['unlock', 2, 0, 2],
      ['moveOut', 12, -10, 2],
      ['lock', 12, 0, 12],
      ['receive', 0, 12, 12],
    ]);
    expect(log.items[1]).toMatchObject({ lockedBefore: 2, lockedAfter: 0, sourceModule: 'manual' });
    await expectLogsConsistent(w);
  });

  it('refuses to unlock goods already taken out, in both languages', async () => {
    const w = await stockWorld(env());
    const [row] = await w.run((tx) =>
      stockService.receive(tx, w.principal, [{ ...keyFor(w, 0, 0), quantity: 6 }], now()),
    );
    const lock = await w.api.ok(stockEndpoints.lock, { stockId: row!.id, quantity: 4 });
    await w.run((tx) =>
      stockService.pick(
        tx,
        w.principal,
        { ...keyFor(w, 0, 0), quantity: 4 },
        { sourceNo: lock.sourceNo, sourceModule: 'manual' },
        now(),
      ),
    );
    const en = await w.api.raw(stockEndpoints.unlock, { occupationId: lock.id }, 'en');
    expect(en.body).toMatchObject({
      success: false,
      code: 'STOCK_SHIPPED',
      message: 'Goods already taken out of the warehouse cannot be unlocked',
    });
    expect((await w.api.raw(stockEndpoints.unlock, { occupationId: lock.id }, 'zh-CN')).body.message).toBe(
      '已出库的货物无法解锁',
    );
    expect(
      (await w.api.ok(stockEndpoints.getOccupationList, { stockId: row!.id, onlyActive: false }))[0],
    ).toMatchObject({ state: 'shipped', shippedQty: 4, quantity: 0 });
  });

  it('lists occupations page by page with their source number and module, and refuses bad filters', async () => {
    const w = await stockWorld(env());
    const [a, b] = await w.run((tx) =>
      stockService.receive(
        tx,
        w.principal,
        [
          { ...keyFor(w, 0, 0), quantity: 6 },
          { ...keyFor(w, 1, 1), quantity: 4 },
        ],
        now(),
      ),
    );
    const first = await w.api.ok(stockEndpoints.lock, { stockId: a!.id, quantity: 2 });
    const second = await w.api.ok(stockEndpoints.lock, { stockId: b!.id, quantity: 1 });
    await w.api.ok(stockEndpoints.unlock, { occupationId: second.id });
    const all = await w.api.ok(stockEndpoints.getOccupationPageList, { warehouseId: w.warehouseId });
    expect(all.total).toBe(2);
    expect(all.items.map((o) => [o.sourceNo, o.sourceModule, o.state]).sort()).toEqual(
      [
        [first.sourceNo, first.sourceModule, 'active'],
        [second.sourceNo, second.sourceModule, 'released'],
      ].sort(),
    );
    const active = await w.api.ok(stockEndpoints.getOccupationPageList, { state: 'active' });
    expect(active.items).toHaveLength(1);
    expect(active.items[0]).toMatchObject({
      sourceNo: first.sourceNo,
      quantity: 2,
      warehouseId: w.warehouseId,
    });
    const bySource = await w.api.ok(stockEndpoints.getOccupationPageList, { sourceNo: second.sourceNo });
    expect(bySource.items.map((o) => o.id)).toEqual([second.id]);
    const bad = await w.api.raw(stockEndpoints.getOccupationPageList, { state: 'lost' } as never, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it('selects stock of at most 50 products and 50 locations, without duplicates', async () => {
    const w = await stockWorld(env());
    await w.run((tx) =>
      stockService.receive(
        tx,
        w.principal,
        [
          { ...keyFor(w, 0, 0), quantity: 1 },
          { ...keyFor(w, 1, 1), quantity: 2 },
        ],
        now(),
      ),
    );
    const picked = await w.api.ok(stockEndpoints.getStockSelect, {
      warehouseId: w.warehouseId,
      productIds: [w.productIds[1]!],
    });
    expect(picked.map((r) => r.quantity)).toEqual([2]);
    const byLocation = await w.api.ok(stockEndpoints.getStockSelect, {
      warehouseId: w.warehouseId,
      locationIds: [w.locationIds[0]!],
    });
    expect(byLocation.map((r) => r.quantity)).toEqual([1]);
    const none = { warehouseId: w.warehouseId };
    expect((await w.api.raw(stockEndpoints.getStockSelect, none, 'en')).body.message).toBe(
      'productIds: Please select a product or location',
    );
    expect((await w.api.raw(stockEndpoints.getStockSelect, none, 'zh-CN')).body.message).toBe(
      'productIds：请选择产品或库位',
    );
    const twice = { warehouseId: w.warehouseId, productIds: [w.productIds[0]!, w.productIds[0]!] };
    expect((await w.api.raw(stockEndpoints.getStockSelect, twice, 'en')).body.message).toBe(
      'productIds: Product is duplicate, please reselect',
    );
    const many = Array.from(
      { length: 51 },
      (_, i) => `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(
      (
        await w.api.raw(
          stockEndpoints.getStockSelect,
          { warehouseId: w.warehouseId, locationIds: many },
          'zh-CN',
        )
      ).body.message,
    ).toBe('locationIds：最多选择 50 个');
  });

  it('never shows a user limited to one warehouse the stock of another', async () => {
    const w = await stockWorld(env());
    const other = await w.api.ok(warehouseEndpoints.create, warehouseInput());
    const otherLocation = await w.api.ok(locationEndpoints.create, {
      warehouseId: other.id,
      locationName: 'Z-01',
    });
    const [mine] = await w.run((tx) =>
      stockService.receive(tx, w.principal, [{ ...keyFor(w, 0, 0), quantity: 4 }], now()),
    );
    const [theirs] = await w.run((tx) =>
      stockService.receive(
        tx,
        w.principal,
        [{ ...keyFor(w, 0, 0), warehouseId: other.id, locationId: otherLocation.id, quantity: 9 }],
        now(),
      ),
    );
    const limited = { ...w.principal, warehouseIds: [w.warehouseId] };
    const service = inventoryService;
    const seen = await w.run((tx) =>
      service.locationStock(tx, limited, { pageIndex: 1, pageSize: 100, hideEmpty: true }, now()),
    );
    expect(seen.items.map((r) => r.id)).toEqual([mine!.id]);
    const overview = await w.run((tx) =>
      service.overview(tx, limited, { pageIndex: 1, pageSize: 100 }, now()),
    );
    expect(overview.items.map((r) => r.warehouseId)).toEqual([w.warehouseId]);
    const asked = await w.run((tx) =>
      service.locationStock(
        tx,
        limited,
        {
          pageIndex: 1,
          pageSize: 100,
          hideEmpty: true,
          warehouseId: other.id,
        },
        now(),
      ),
    );
    expect(asked.total).toBe(0);
    await expect(w.run((tx) => service.row(tx, limited, theirs!.id, now()))).rejects.toMatchObject({
      code: 'RECORD_NOT_FOUND',
    });
    await expect(
      w.run((tx) => stockActions.lock(tx, limited, { stockId: theirs!.id, quantity: 1 }, now())),
    ).rejects.toMatchObject({ code: 'RECORD_NOT_FOUND' });
    const logs = await w.run((tx) => service.logs(tx, limited, { pageIndex: 1, pageSize: 100 }, now()));
    expect(logs.items.map((l) => l.warehouseId)).toEqual([w.warehouseId]);
    expect(await w.run((tx) => locationStockExport(now).count(tx, limited, { hideEmpty: true }))).toBe(1);
    const none = await w.run((tx) =>
      service.locationStock(
        tx,
        { ...w.principal, warehouseIds: [] },
        { pageIndex: 1, pageSize: 10, hideEmpty: true },
        now(),
      ),
    );
    expect(none.total).toBe(0);
    // A customer's own user sees its own customer's stock only.
    const stranger = await w.api.ok(customerEndpoints.createChannel, customerInput());
    const strangerProduct = await w.api.ok(productEndpoints.create, productInput(stranger.id));
    await w.run((tx) =>
      stockService.receive(
        tx,
        w.principal,
        [{ ...keyFor(w, 0, 1), customerId: stranger.id, productId: strangerProduct.id, quantity: 1 }],
        now(),
      ),
    );
    const customerUser = {
      ...w.principal,
      kind: 'customer',
      customerId: w.customerId,
      customerIds: [w.customerId],
    };
    const own = await w.run((tx) =>
      service.locationStock(tx, customerUser, { pageIndex: 1, pageSize: 100, hideEmpty: true }, now()),
    );
    expect(new Set(own.items.map((r) => r.customerId))).toEqual(new Set([w.customerId]));
  });
});
