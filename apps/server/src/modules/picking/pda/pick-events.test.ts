import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { pickListLeases } from '../../../db/schema/index.ts';
import { type OrderWorld, orderWorld, putStock, stockOf } from '../../../testing/order-kit.ts';
import {
  eventCounts,
  listTotals,
  loginPdaPicker,
  outbox,
  pickListOf,
  pushAs,
} from '../../../testing/pda-pick-kit.ts';
import { describeEachDb, type TestUser } from '../../../testing/test-env.ts';

const statuses = (out: { results: Array<{ status: string }> }) => out.results.map((r) => r.status);

/** A confirmation of `qty` units of the line, scanned as `code`. */
const confirmOf = (
  dev: ReturnType<typeof outbox>,
  pickListId: string,
  line: { id: string; locationId: string },
  qty = 1,
  code = 'SKU-001',
) => dev.event('pick.confirm', { pickListId, lineId: line.id, locationId: line.locationId, qty, code });

describeEachDb('PDA pick events: exactly once through the sync engine', (env) => {
  let w: OrderWorld;
  let picker: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    w = await orderWorld(env());
    picker = await loginPdaPicker(env(), w);
    other = await loginPdaPicker(env(), w);
    await putStock(env(), w, 'SKU-001', 0, 500);
  });

  /** Check out, then one event per unit of every line (as a wedge scanner sends them). */
  async function unitEvents(qtys: number[]) {
    const list = await pickListOf(env(), w, qtys);
    const dev = outbox();
    const events = [dev.event('pick.checkOut', { pickListId: list.id })];
    for (const line of list.lines)
      for (let i = 0; i < line.qty; i += 1) events.push(confirmOf(dev, list.id, line));
    return { list, dev, events };
  }

  it('answers a resent batch with duplicates: stock and picked quantities move once', async () => {
    const before = await stockOf(env(), w, 'SKU-001');
    const { list, dev, events } = await unitEvents([3, 2]);
    const first = await pushAs(env(), picker, dev.deviceId, events);
    expect(statuses(first)).toEqual(Array(6).fill('applied'));
    const second = await pushAs(env(), picker, dev.deviceId, events);
    expect(statuses(second)).toEqual(Array(6).fill('duplicate'));
    expect(await listTotals(env(), w, list.id)).toEqual({ pickedQty: 5, state: 'picked' });
    expect(await stockOf(env(), w, 'SKU-001')).toEqual({ quantity: before.quantity - 5, allocated: 0 });
    expect(await eventCounts(env(), w, dev.deviceId)).toEqual({ applied: 6 });
  });

  it('applies only the new events of overlapping batches', async () => {
    const before = await stockOf(env(), w, 'SKU-001');
    const { list, dev, events } = await unitEvents([4, 4]);
    await pushAs(env(), picker, dev.deviceId, events.slice(0, 6));
    const second = await pushAs(env(), picker, dev.deviceId, events.slice(3));
    expect(statuses(second)).toEqual([...Array(3).fill('duplicate'), ...Array(3).fill('applied')]);
    expect(await listTotals(env(), w, list.id)).toEqual({ pickedQty: 8, state: 'picked' });
    expect((await stockOf(env(), w, 'SKU-001')).quantity).toBe(before.quantity - 8);
  });

  it('applies a batch sent on two connections at once exactly once', async () => {
    const before = await stockOf(env(), w, 'SKU-001');
    const { list, dev, events } = await unitEvents([5, 5, 5]);
    const [a, b] = await Promise.all([
      pushAs(env(), picker, dev.deviceId, events),
      pushAs(env(), picker, dev.deviceId, events),
    ]);
    const applied = [...statuses(a), ...statuses(b)].filter((s) => s === 'applied');
    expect(applied).toHaveLength(events.length);
    expect(await listTotals(env(), w, list.id)).toEqual({ pickedQty: 15, state: 'picked' });
    expect((await stockOf(env(), w, 'SKU-001')).quantity).toBe(before.quantity - 15);
    expect(await eventCounts(env(), w, dev.deviceId)).toEqual({ applied: events.length });
  });

  it('notes a sequence gap and still applies the events after it', async () => {
    const list = await pickListOf(env(), w, [2]);
    const dev = outbox();
    const line = list.lines[0]!;
    const pick = () => confirmOf(dev, list.id, line);
    const checkOut = dev.event('pick.checkOut', { pickListId: list.id });
    dev.skip(3);
    const out = await pushAs(env(), picker, dev.deviceId, [checkOut, pick(), pick()]);
    expect(statuses(out)).toEqual(['applied', 'applied', 'applied']);
    expect(out.gaps).toEqual([{ from: 2, to: 4 }]);
    expect(out.lastSeq).toBe(6);
    expect(await listTotals(env(), w, list.id)).toEqual({ pickedQty: 2, state: 'picked' });
  });

  it('refuses another picker’s scans on a leased list as conflicts, without blocking what follows', async () => {
    const before = await stockOf(env(), w, 'SKU-001');
    const leased = await pickListOf(env(), w, [2]);
    const free = await pickListOf(env(), w, [1]);
    const holder = outbox();
    await pushAs(env(), picker, holder.deviceId, [holder.event('pick.checkOut', { pickListId: leased.id })]);
    const dev = outbox();
    const line = leased.lines[0]!;
    const freeLine = free.lines[0]!;
    const out = await pushAs(env(), other, dev.deviceId, [
      dev.event('pick.checkOut', { pickListId: leased.id }),
      confirmOf(dev, leased.id, line),
      dev.event('pick.checkOut', { pickListId: free.id }),
      confirmOf(dev, free.id, freeLine),
    ]);
    expect(statuses(out)).toEqual(['conflict', 'conflict', 'applied', 'applied']);
    expect(out.results[0]).toMatchObject({
      code: 'PICK_LEASED',
      message: expect.stringContaining('is checked out by'),
      details: { holderId: picker.userId },
    });
    expect(await listTotals(env(), w, leased.id)).toEqual({ pickedQty: 0, state: 'unPick' });
    expect(await listTotals(env(), w, free.id)).toEqual({ pickedQty: 1, state: 'picked' });
    expect((await stockOf(env(), w, 'SKU-001')).quantity).toBe(before.quantity - 1);
    expect(await eventCounts(env(), w, dev.deviceId)).toEqual({ conflict: 2, applied: 2 });
  });

  it('refuses the wrong product and an over-pick, and a pick before check-out', async () => {
    const list = await pickListOf(env(), w, [1]);
    const dev = outbox();
    const line = list.lines[0]!;
    const confirm = (qty: number, code?: string) => confirmOf(dev, list.id, line, qty, code);
    const out = await pushAs(env(), picker, dev.deviceId, [
      confirm(1),
      dev.event('pick.checkOut', { pickListId: list.id }),
      confirm(1, 'SKU-002'),
      confirm(2),
      confirm(1),
    ]);
    expect(out.results.map((r) => ('code' in r ? r.code : r.status))).toEqual([
      'PICK_NOT_CHECKED_OUT',
      'applied',
      'PICK_WRONG_PRODUCT',
      'PICK_OVER',
      'applied',
    ]);
    expect(await listTotals(env(), w, list.id)).toEqual({ pickedQty: 1, state: 'picked' });
  });

  it("renews the picker's lease from scans at most once a minute", async () => {
    const list = await pickListOf(env(), w, [3]);
    const dev = outbox();
    const line = list.lines[0]!;
    const confirm = () => confirmOf(dev, list.id, line);
    const thisLease = and(
      eq(pickListLeases.tenantId, w.user.tenantId),
      eq(pickListLeases.pickListId, list.id),
    );
    const lease = async () => {
      const [row] = await env()
        .database.db.select({ renewedAt: pickListLeases.renewedAt })
        .from(pickListLeases)
        .where(thisLease);
      return row!.renewedAt.getTime();
    };
    await pushAs(env(), picker, dev.deviceId, [dev.event('pick.checkOut', { pickListId: list.id })]);
    const checkedOut = await lease();
    await pushAs(env(), picker, dev.deviceId, [confirm()]);
    expect(await lease()).toBe(checkedOut);
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await env().database.db.update(pickListLeases).set({ renewedAt: twoMinutesAgo }).where(thisLease);
    await pushAs(env(), picker, dev.deviceId, [confirm()]);
    expect(await lease()).toBeGreaterThan(Date.now() - 60_000);
  });
});
