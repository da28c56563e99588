import { type RelistRow, relistEndpoints, syncEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { type OrderWorld, orderWorld, putStock, stockOf } from '../../../testing/order-kit.ts';
import {
  eventCounts,
  loginPdaPicker,
  outbox,
  pickListOf,
  pushAs,
  relistBadge,
} from '../../../testing/pda-pick-kit.ts';
import { describeEachDb, type TestUser } from '../../../testing/test-env.ts';

const statuses = (out: { results: Array<{ status: string }> }) => out.results.map((r) => r.status);

describeEachDb('PDA relist: short picks come back to a location exactly once', (env) => {
  let w: OrderWorld;
  let picker: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    w = await orderWorld(env());
    picker = await loginPdaPicker(env(), w);
    other = await loginPdaPicker(env(), w);
    await putStock(env(), w, 'SKU-001', 0, 50);
  });

  it('queues the picked units of a short order, counts them on the badge and relists them once', async () => {
    const list = await pickListOf(env(), w, [3]);
    const line = list.lines[0]!;
    const dev = outbox();
    const picked = await pushAs(env(), picker, dev.deviceId, [
      dev.event('pick.checkOut', { pickListId: list.id }),
      dev.event('pick.confirm', {
        pickListId: list.id,
        lineId: line.id,
        locationId: line.locationId,
        qty: 2,
        code: 'SKU-001',
      }),
      dev.event('pick.outOfStock', { pickListId: list.id, lineId: line.id }),
    ]);
    expect(statuses(picked)).toEqual(['applied', 'applied', 'applied']);
    const afterPick = await stockOf(env(), w, 'SKU-001');
    expect(afterPick.allocated).toBe(0);
    expect(await relistBadge(env(), w.user)).toBe(1);
    expect(await relistBadge(env(), picker)).toBe(1);

    const pull = await env().call(syncEndpoints.pull, { kind: 'relist', limit: 50 }, picker.token);
    const items = pull.json().data.items as Array<{ id: string; qty: number; suggestedLocationId: string }>;
    expect(items).toMatchObject([{ qty: 2, suggestedLocationId: line.locationId }]);
    const item = items[0]!;
    const target = w.locationIds[5]!;
    const batch = [dev.event('relist.confirm', { relistId: item.id, locationId: target })];
    expect(statuses(await pushAs(env(), picker, dev.deviceId, batch))).toEqual(['applied']);
    expect(statuses(await pushAs(env(), picker, dev.deviceId, batch))).toEqual(['duplicate']);
    const second = outbox();
    const late = await pushAs(env(), other, second.deviceId, [
      second.event('relist.confirm', { relistId: item.id, locationId: target }),
    ]);
    expect(late.results[0]).toMatchObject({ status: 'conflict', code: 'RELIST_DONE' });
    expect((await stockOf(env(), w, 'SKU-001')).quantity).toBe(afterPick.quantity + 2);
    expect(await relistBadge(env(), w.user)).toBe(0);
    expect(await eventCounts(env(), w, dev.deviceId)).toEqual({ applied: 4 });
  });

  it('lists what waits to be relisted, by whom and where, and relists it from the desk once', async () => {
    const list = await pickListOf(env(), w, [4]);
    const line = list.lines[0]!;
    const dev = outbox();
    await pushAs(env(), picker, dev.deviceId, [
      dev.event('pick.checkOut', { pickListId: list.id }),
      dev.event('pick.confirm', {
        pickListId: list.id,
        lineId: line.id,
        locationId: line.locationId,
        qty: 3,
        code: 'SKU-001',
      }),
      dev.event('pick.outOfStock', { pickListId: list.id, lineId: line.id }),
    ]);
    const page = async (input: Record<string, unknown>, token = w.token) => {
      const body = (await env().call(relistEndpoints.getPageList, input, token)).json();
      expect(body.success, body.message).toBe(true);
      return body.data as { items: RelistRow[]; total: number };
    };
    const all = await page({ pageIndex: 1, pageSize: 10 });
    expect(all.total).toBe(2);
    // What still waits comes first.
    expect(all.items.map((r) => r.state)).toEqual(['pending', 'relisted']);
    const pending = all.items[0]!;
    expect(pending).toMatchObject({
      qty: 3,
      productNo: 'SKU-001',
      suggestedLocationId: line.locationId,
      relistedLocationName: null,
      relistedBy: null,
      warehouseId: w.warehouseId,
    });
    expect(pending.queuedBy).toMatch(/^User \d+$/);
    expect(pending.warehouseName).not.toBe('');
    expect((await page({ pageIndex: 1, pageSize: 10, state: 'pending' })).total).toBe(1);
    expect((await page({ pageIndex: 1, pageSize: 10, productNos: 'SKU-002' })).total).toBe(0);

    // Someone who works only in the other warehouse does not see it.
    const elsewhere = await env().login({
      tenantCode: w.user.tenantCode,
      functionPoints: ['inventory:relist:view'],
      dataPermission: 'warehouse',
      warehouseIds: [w.warehouse2Id],
    });
    expect((await page({ pageIndex: 1, pageSize: 10 }, elsewhere.token)).total).toBe(0);

    const before = await stockOf(env(), w, 'SKU-001');
    const target = w.locationIds[6]!;
    const done = await env().call(
      relistEndpoints.relist,
      { relistId: pending.id, locationId: target },
      w.token,
    );
    const body = done.json();
    expect(body.success, body.message).toBe(true);
    expect(body.message).toBe('Put back on the location');
    expect(body.data).toMatchObject({ id: pending.id, state: 'relisted' });
    expect(body.data.relistedBy).toMatch(/^User \d+$/);
    expect(body.data.relistedBy).not.toBe(pending.queuedBy);
    expect(body.data.relistedLocationName).not.toBeNull();
    expect((await stockOf(env(), w, 'SKU-001')).quantity).toBe(before.quantity + 3);
    expect(await relistBadge(env(), w.user)).toBe(0);

    const again = (
      await env().call(relistEndpoints.relist, { relistId: pending.id, locationId: target }, w.token, 'zh-CN')
    ).json();
    expect(again).toMatchObject({ success: false, code: 'RELIST_DONE' });
    expect(again.message).toContain(body.data.relistedLocationName);
    expect((await stockOf(env(), w, 'SKU-001')).quantity).toBe(before.quantity + 3);
  });
});
