import { stockEndpoints, syncEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { type OrderWorld, orderWorld, putStock } from '../../../testing/order-kit.ts';
import { loginPdaPicker, outbox, PICKER_POINTS, pickListOf, pushAs } from '../../../testing/pda-pick-kit.ts';
import { describeEachDb, type TestUser } from '../../../testing/test-env.ts';

/** What a picker's device pulls and what the stock log keeps of its offline scans. */
describeEachDb('PDA picking on the floor', (env) => {
  let w: OrderWorld;
  let picker: TestUser;
  beforeAll(async () => {
    w = await orderWorld(env());
    picker = await loginPdaPicker(env(), w);
    await putStock(env(), w, 'SKU-001', 0, 50);
  });

  const pulledIds = async (user: TestUser) => {
    const res = await env().call(syncEndpoints.pull, { kind: 'pickLists', limit: 500 }, user.token);
    const items = res.json().data.items as Array<{ id: string; mine: boolean }>;
    return items.filter((l) => l.mine).map((l) => l.id);
  };

  it('"My pick lists" holds the lists assigned to me, not those assigned to nobody', async () => {
    const nobodys = await pickListOf(env(), w, [1]);
    const mine = await pickListOf(env(), w, [1], picker);
    const ids = await pulledIds(picker);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(nobodys.id);
  });

  it('names the warehouses the device may work in: the account’s own, not the others of the tenant', async () => {
    const scoped = await env().login({
      tenantCode: w.user.tenantCode,
      kind: 'pda',
      system: 'pda',
      functionPoints: PICKER_POINTS,
      dataPermission: 'warehouse',
      warehouseIds: [w.warehouseId],
    });
    const ctx = (await env().call(syncEndpoints.getContext, {}, scoped.token)).json().data;
    expect(ctx.warehouses.map((x: { id: string }) => x.id)).toEqual([w.warehouseId]);
    const all = (await env().call(syncEndpoints.getContext, {}, picker.token)).json().data;
    expect(all.warehouses.map((x: { id: string }) => x.id).sort()).toEqual(
      [w.warehouseId, w.warehouse2Id].sort(),
    );
    expect(all.warehouses[0].name).toEqual(expect.any(String));
  });

  it('logs an offline pick at the time it was scanned, and keeps when the server recorded it', async () => {
    const list = await pickListOf(env(), w, [2], picker);
    const line = list.lines[0]!;
    const dev = outbox();
    const scannedAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    const checkOut = dev.event('pick.checkOut', { pickListId: list.id });
    const confirm = dev.event('pick.confirm', {
      pickListId: list.id,
      lineId: line.id,
      locationId: line.locationId,
      code: 'SKU-001',
      qty: 2,
    });
    const result = await pushAs(env(), picker, dev.deviceId, [
      checkOut,
      { ...confirm, createdAt: scannedAt },
    ]);
    expect(
      result.results.map((r) => r.status),
      JSON.stringify(result.results),
    ).toEqual(['applied', 'applied']);
    const logs = await env().call(
      stockEndpoints.getStockLogPageList,
      { pageIndex: 1, pageSize: 10, eventType: 'pick' },
      w.token,
    );
    const rows = logs.json().data.items as Array<{
      occurredTime: string;
      createdTime: string;
      change: number;
    }>;
    const picked = rows.find((r) => r.occurredTime === scannedAt);
    expect(picked, JSON.stringify(rows)).toBeDefined();
    expect(picked!.change).toBe(-2);
    expect(Date.parse(picked!.createdTime)).toBeGreaterThan(Date.parse(scannedAt) + 3600_000);
  });
});
