import { ErrorCode, warehouseEndpoints } from '@wms/api';
import { translate } from '@wms/i18n/messages';
import { expect, it } from 'vitest';
import { BizError } from '../../platform/errors.ts';
import { expectLogsConsistent, keyFor, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { stockService } from './stock.service.ts';

const now = () => new Date();
const order = { sourceNo: 'PK0001', sourceModule: 'pickList' };

describeEachDb('stock service', (env) => {
  it('receives, moves, allocates, releases, picks and adjusts with a log row for each change', async () => {
    const w = await stockWorld(env());
    const p = w.principal;
    const [a, b] = [keyFor(w, 0, 0), keyFor(w, 0, 1)];
    const [row] = await w.run((tx) =>
      stockService.receive(tx, p, [{ ...a, quantity: 10, sourceNo: 'IN1', sourceModule: 'shipment' }], now()),
    );
    expect(row).toMatchObject({ quantity: 10, lockedQty: 0, allocatedQty: 0 });
    expect(row!.firstReceivedAt).not.toBeNull();
    const moved = await w.run((tx) =>
      stockService.move(tx, p, { stockId: row!.id, toLocationId: b.locationId, quantity: 4 }, now()),
    );
    expect([moved.from.quantity, moved.to.quantity]).toEqual([6, 4]);
    expect(moved.to.firstReceivedAt).toEqual(row!.firstReceivedAt);
    await w.run((tx) => stockService.allocate(tx, p, { ...a, quantity: 5 }, order, now()));
    await w.run((tx) => stockService.release(tx, p, order, now(), { stockId: row!.id, quantity: 2 }));
    const picked = await w.run((tx) => stockService.pick(tx, p, { ...a, quantity: 3 }, order, now()));
    expect(picked).toMatchObject({ quantity: 3, allocatedQty: 0 });
    const adjusted = await w.run((tx) =>
      stockService.adjust(tx, p, { stockId: row!.id, quantity: 7, remark: 'count' }, now()),
    );
    expect(adjusted.quantity).toBe(7);
    const { logs } = await expectLogsConsistent(w);
    expect(logs.map((l) => l.eventType)).toEqual([
      'receive',
      'moveOut',
      'moveIn',
      'allocate',
      'release',
      'pick',
      'adjust',
    ]);
  });

  it('refuses to take more than is available and changes nothing', async () => {
    const w = await stockWorld(env());
    const p = w.principal;
    const a = keyFor(w, 1, 2);
    const [row] = await w.run((tx) => stockService.receive(tx, p, [{ ...a, quantity: 5 }], now()));
    await w.run((tx) => stockService.lock(tx, p, { stockId: row!.id, quantity: 2 }, now()));
    const error = await w
      .run((tx) =>
        stockService.move(tx, p, { stockId: row!.id, toLocationId: w.locationIds[3]!, quantity: 4 }, now()),
      )
      .catch((e) => e);
    expect(error).toBeInstanceOf(BizError);
    expect(error.code).toBe(ErrorCode.stockInsufficient);
    expect(translate('en', `errors:${error.code}`, error.params)).toMatch(
      /^The following products have insufficient stock, please change the quantity: SKU-/,
    );
    const below = await w
      .run((tx) => stockService.adjust(tx, p, { stockId: row!.id, quantity: 1 }, now()))
      .catch((e) => e);
    expect([below.code, below.params.occupied]).toEqual([ErrorCode.stockBelowOccupied, 2]);
    const { rows, logs } = await expectLogsConsistent(w);
    expect(rows.find((r) => r.id === row!.id)).toMatchObject({ quantity: 5, lockedQty: 2 });
    expect(logs).toHaveLength(2);
  });

  it('unlocks a lock, but never goods already taken out of the warehouse', async () => {
    const w = await stockWorld(env());
    const p = w.principal;
    const a = keyFor(w, 0, 4);
    const [row] = await w.run((tx) => stockService.receive(tx, p, [{ ...a, quantity: 9 }], now()));
    const lock = await w.run((tx) =>
      stockService.lock(tx, p, { stockId: row!.id, quantity: 3, remark: 'damaged box' }, now()),
    );
    expect(lock).toMatchObject({ kind: 'lock', sourceModule: 'manual', state: 'active', quantity: 3 });
    expect(lock.sourceNo).toMatch(/^LK\d{10}$/);
    const released = await w.run((tx) => stockService.unlock(tx, p, lock.id, now()));
    expect(released.state).toBe('released');
    const again = await w.run((tx) => stockService.unlock(tx, p, lock.id, now())).catch((e) => e);
    expect(again.code).toBe(ErrorCode.occupationReleased);

    const held = await w.run((tx) =>
      stockService.lock(
        tx,
        p,
        { stockId: row!.id, quantity: 4, source: { sourceNo: 'WO-7', sourceModule: 'workOrder' } },
        now(),
      ),
    );
    const shipped = await w.run((tx) =>
      stockService.pick(tx, p, { ...a, quantity: 4 }, { sourceNo: 'WO-7', sourceModule: 'workOrder' }, now()),
    );
    expect(shipped).toMatchObject({ quantity: 5, lockedQty: 0 });
    const refused = await w.run((tx) => stockService.unlock(tx, p, held.id, now())).catch((e) => e);
    expect(refused.code).toBe(ErrorCode.stockShipped);
    expect(translate('en', `errors:${refused.code}`)).toBe(
      'Goods already taken out of the warehouse cannot be unlocked',
    );
    expect(translate('zh-CN', `errors:${refused.code}`)).toBe('已出库的货物无法解锁');
    await expectLogsConsistent(w);
  });

  it('keeps quantities and logs exact under concurrent moves', async () => {
    const w = await stockWorld(env());
    const p = w.principal;
    const keys = [0, 1, 2].map((l) => keyFor(w, 0, l));
    const rows = await w.run((tx) =>
      stockService.receive(
        tx,
        p,
        keys.map((k) => ({ ...k, quantity: 30 })),
        now(),
      ),
    );
    const ids = keys.map((k) => rows.find((r) => r.locationId === k.locationId)!.id);
    const moves = Array.from({ length: 60 }, (_, i) => ({
      from: i % 3,
      to: (i + 1 + (i % 2)) % 3,
      quantity: 1 + (i % 4),
    }));
    const results = await Promise.allSettled(
      moves.map((m) =>
        w.run((tx) =>
          stockService.move(
            tx,
            p,
            { stockId: ids[m.from]!, toLocationId: keys[m.to]!.locationId, quantity: m.quantity },
            now(),
          ),
        ),
      ),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    for (const f of failed)
      expect((f as PromiseRejectedResult).reason.code).toBe(ErrorCode.stockInsufficient);
    const { rows: after, logs } = await expectLogsConsistent(w);
    expect(after.reduce((s, r) => s + r.quantity, 0)).toBe(90);
    expect(logs.filter((l) => l.eventType === 'moveOut')).toHaveLength(60 - failed.length);
  });

  it('allocates only what is available and releases a whole source at once', async () => {
    const w = await stockWorld(env());
    const p = w.principal;
    const [a, b] = [keyFor(w, 1, 0), keyFor(w, 1, 1)];
    await w.run((tx) =>
      stockService.receive(
        tx,
        p,
        [
          { ...a, quantity: 3 },
          { ...b, quantity: 2 },
        ],
        now(),
      ),
    );
    await w.run(async (tx) => {
      await stockService.allocate(tx, p, { ...a, quantity: 3 }, order, now());
      await stockService.allocate(tx, p, { ...b, quantity: 2 }, order, now());
    });
    const over = await w
      .run((tx) =>
        stockService.allocate(
          tx,
          p,
          { ...a, quantity: 1 },
          { sourceNo: 'PK2', sourceModule: 'pickList' },
          now(),
        ),
      )
      .catch((e) => e);
    expect(over.code).toBe(ErrorCode.stockInsufficient);
    const rows = await w.run((tx) => stockService.release(tx, p, order, now()));
    expect(rows.map((r) => r.allocatedQty)).toEqual([0, 0]);
    await expectLogsConsistent(w);
  });

  it('allocates by the warehouse’s rules: shielded locations skipped, oldest first, then by level', async () => {
    const w = await stockWorld(env());
    const p = w.principal;
    const {
      id: _i,
      locationCount: _l,
      createdTime: _c,
      updatedTime: _u,
      ...warehouse
    } = await w.api.ok(warehouseEndpoints.getDetail, { id: w.warehouseId });
    const [l0, l1, l2, l3] = w.locationIds;
    await w.api.ok(warehouseEndpoints.update, {
      ...warehouse,
      id: w.warehouseId,
      config: {
        ...warehouse.config,
        inventoryAge: 'oldestFirst',
        priorityBy: 'column',
        shieldedLocationIds: [l0!],
      },
    });
    const old = new Date(Date.now() - 30 * 86_400_000);
    await w.run(async (tx) => {
      await stockService.receive(
        tx,
        p,
        [0, 1, 2].map((i) => ({ ...keyFor(w, 0, i), quantity: 5 })),
        now(),
      );
      await stockService.receive(tx, p, [{ ...keyFor(w, 0, 3), quantity: 5 }], old);
    });
    const holds = await w.run((tx) =>
      stockService.allocateByRules(
        tx,
        p,
        { warehouseId: w.warehouseId, customerId: w.customerId, productId: w.productIds[0]!, quantity: 8 },
        order,
        now(),
      ),
    );
    const rows = await w.run((tx) => stockService.release(tx, p, order, now()));
    expect(rows).toHaveLength(2);
    const stockAt = new Map((await expectLogsConsistent(w)).rows.map((r) => [r.id, r.locationId]));
    expect(holds.map((h) => [stockAt.get(h.stockId), h.quantity])).toEqual([
      [l3, 5],
      [l1, 3],
    ]);
    expect(holds.map((h) => stockAt.get(h.stockId))).not.toContain(l0);
    expect(l2).toBeDefined();
    const short = await w
      .run((tx) =>
        stockService.allocateByRules(
          tx,
          p,
          { warehouseId: w.warehouseId, customerId: w.customerId, productId: w.productIds[0]!, quantity: 16 },
          order,
          now(),
        ),
      )
      .catch((e) => e);
    expect(short.code).toBe(ErrorCode.stockInsufficient);
  });
});
