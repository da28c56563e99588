import { pdaPickEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { type OkBody, type OrderWorld, orderWorld, putStock, stockOf } from '../../../testing/order-kit.ts';
import { listTotals, loginPdaPicker, outbox, pickListOf, pushAs } from '../../../testing/pda-pick-kit.ts';
import { describeEachDb, type TestUser } from '../../../testing/test-env.ts';

describeEachDb('PDA/PickOrder online calls honour the pick list lease', (env) => {
  let w: OrderWorld;
  let holder: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    w = await orderWorld(env());
    holder = await loginPdaPicker(env(), w);
    other = await loginPdaPicker(env(), w);
    await putStock(env(), w, 'SKU-001', 0, 100);
  });

  /** A list of `qtys` checked out to the holder's device through the sync engine. */
  async function leasedList(qtys: number[]) {
    const list = await pickListOf(env(), w, qtys);
    const dev = outbox();
    const out = await pushAs(env(), holder, dev.deviceId, [
      dev.event('pick.checkOut', { pickListId: list.id }),
    ]);
    expect(out.results[0]!.status).toBe('applied');
    return list;
  }

  const call = async (
    endpoint: typeof pdaPickEndpoints.confirmPick | typeof pdaPickEndpoints.updateOutOfStock,
    input: Record<string, unknown>,
    token: string,
    lang: 'en' | 'zh-CN' = 'en',
  ) => {
    const res = await env().call(endpoint, input as never, token, lang);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OkBody<unknown>;
  };

  it('refuses ConfirmPick from another picker (en and zh) and changes nothing', async () => {
    const before = await stockOf(env(), w, 'SKU-001');
    const list = await leasedList([2]);
    const line = list.lines[0]!;
    const input = { pickListId: list.id, lineId: line.id, locationId: line.locationId, qty: 1 };
    const en = await call(pdaPickEndpoints.confirmPick, input, other.token);
    expect(en).toMatchObject({ success: false, code: 'PICK_LEASED' });
    expect(en.message).toMatch(/is checked out by/);
    const zh = await call(pdaPickEndpoints.confirmPick, input, other.token, 'zh-CN');
    expect(zh).toMatchObject({ success: false, code: 'PICK_LEASED' });
    expect(zh.message).toContain('已被');
    // The back office is refused as well while the holder's lease is live.
    const staff = await call(pdaPickEndpoints.confirmPick, input, w.token);
    expect(staff).toMatchObject({ success: false, code: 'PICK_LEASED' });
    expect(await listTotals(env(), w, list.id)).toEqual({ pickedQty: 0, state: 'unPick' });
    expect((await stockOf(env(), w, 'SKU-001')).quantity).toBe(before.quantity);
  });

  it('refuses UpdateOutOfStock from another picker and keeps the line pickable', async () => {
    const list = await leasedList([1]);
    const line = list.lines[0]!;
    const out = await call(
      pdaPickEndpoints.updateOutOfStock,
      { pickListId: list.id, lineId: line.id },
      other.token,
    );
    expect(out).toMatchObject({ success: false, code: 'PICK_LEASED' });
    expect(out.message).toMatch(/is checked out by/);
    const ok = await call(
      pdaPickEndpoints.confirmPick,
      { pickListId: list.id, lineId: line.id, locationId: line.locationId, qty: 1 },
      holder.token,
    );
    expect(ok.success, ok.message).toBe(true);
    expect(await listTotals(env(), w, list.id)).toEqual({ pickedQty: 1, state: 'picked' });
  });

  it('lets the holder, and anyone on a list nobody holds, confirm online', async () => {
    const before = await stockOf(env(), w, 'SKU-001');
    const leased = await leasedList([1]);
    const free = await pickListOf(env(), w, [1]);
    const a = leased.lines[0]!;
    const b = free.lines[0]!;
    const mine = await call(
      pdaPickEndpoints.confirmPick,
      { pickListId: leased.id, lineId: a.id, locationId: a.locationId, qty: 1 },
      holder.token,
    );
    expect(mine.success, mine.message).toBe(true);
    const unleased = await call(
      pdaPickEndpoints.confirmPick,
      { pickListId: free.id, lineId: b.id, locationId: b.locationId, qty: 1 },
      other.token,
    );
    expect(unleased.success, unleased.message).toBe(true);
    expect((await stockOf(env(), w, 'SKU-001')).quantity).toBe(before.quantity - 2);
  });
});
