import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders, pickLists, stockLogs, stockOccupations } from '../../../db/schema/index.ts';
import { type OrderWorld, orderWorld, putStock, stockOf } from '../../../testing/order-kit.ts';
import {
  eventCounts,
  type ListLine,
  listTotals,
  loginPdaPicker,
  outbox,
  pickListOf,
  pushAs,
} from '../../../testing/pda-pick-kit.ts';
import { describeEachDb, type TestUser } from '../../../testing/test-env.ts';

const statuses = (out: { results: Array<{ status: string }> }) => out.results.map((r) => r.status);

describeEachDb('PDA pick confirmations applied as a set', (env) => {
  let w: OrderWorld;
  let picker: TestUser;
  beforeAll(async () => {
    w = await orderWorld(env());
    picker = await loginPdaPicker(env(), w);
    await putStock(env(), w, 'SKU-001', 0, 1000);
  });

  const db = () => env().database.db;
  const tenant = () => w.user.tenantId;

  async function pickListNo(id: string) {
    const [row] = await db()
      .select({ no: pickLists.pickListNo })
      .from(pickLists)
      .where(and(eq(pickLists.tenantId, tenant()), eq(pickLists.id, id)));
    return row!.no;
  }

  /** The pick log rows the list's confirmations wrote, oldest first (on-hand only goes down). */
  async function pickLogs(listNo: string) {
    const rows = await db()
      .select()
      .from(stockLogs)
      .where(
        and(eq(stockLogs.tenantId, tenant()), eq(stockLogs.eventType, 'pick'), eq(stockLogs.remark, listNo)),
      )
      .orderBy(asc(stockLogs.before));
    return rows.reverse();
  }

  function confirm(dev: ReturnType<typeof outbox>, listId: string, line: ListLine, qty: number) {
    return dev.event('pick.confirm', {
      pickListId: listId,
      lineId: line.id,
      locationId: line.locationId,
      qty,
      code: 'SKU-001',
    });
  }

  it('applies many picks of two lines on one stock row in one push, with one log row each that chain up', async () => {
    const before = await stockOf(env(), w, 'SKU-001');
    const list = await pickListOf(env(), w, [60, 45]);
    const [a, b] = list.lines as [ListLine, ListLine];
    const dev = outbox();
    const events = [dev.event('pick.checkOut', { pickListId: list.id })];
    // Interleaved, as a picker walking back and forth would send them: 60 + 45 units in 70 events.
    let leftA = a.qty;
    let leftB = b.qty;
    const qtys: number[] = [];
    while (leftA || leftB) {
      for (const [line, take] of [
        [a, Math.min(leftA, 1)],
        [b, Math.min(leftB, 2)],
      ] as const) {
        if (!take) continue;
        events.push(confirm(dev, list.id, line, take));
        qtys.push(take);
        if (line === a) leftA -= take;
        else leftB -= take;
      }
    }
    const out = await pushAs(env(), picker, dev.deviceId, events);
    expect(statuses(out)).toEqual(Array(events.length).fill('applied'));
    expect(await listTotals(env(), w, list.id)).toEqual({ pickedQty: 105, state: 'picked' });
    const after = await stockOf(env(), w, 'SKU-001');
    expect(after).toEqual({ quantity: before.quantity - 105, allocated: before.allocated });

    // One log row per confirmation; each starts where the one before ended, and together they account
    // for the whole change of the row.
    const logs = await pickLogs(await pickListNo(list.id));
    expect(logs).toHaveLength(qtys.length);
    expect(logs.map((l) => -l.change).sort()).toEqual([...qtys].sort());
    for (const [i, log] of logs.entries()) {
      expect(log.after).toBe(log.before + log.change);
      expect(log.allocatedAfter - log.allocatedBefore).toBe(log.change);
      if (i > 0) {
        expect(log.before).toBe(logs[i - 1]!.after);
        expect(log.allocatedBefore).toBe(logs[i - 1]!.allocatedAfter);
      }
    }
    expect(logs[0]!.before).toBe(before.quantity);
    expect(logs.at(-1)!.after).toBe(after.quantity);

    // The pick list's allocations were taken out of the warehouse, and both orders wait for the scan.
    const holds = await db()
      .select({ state: stockOccupations.state, quantity: stockOccupations.quantity })
      .from(stockOccupations)
      .where(
        and(eq(stockOccupations.tenantId, tenant()), eq(stockOccupations.remark, await pickListNo(list.id))),
      );
    expect(holds.length).toBeGreaterThan(0);
    expect(holds.every((h) => h.state === 'shipped' && h.quantity === 0)).toBe(true);
    const statusOf = await db()
      .select({ pickStatus: orders.pickStatus })
      .from(orders)
      .where(and(eq(orders.tenantId, tenant()), eq(orders.pickListNo, await pickListNo(list.id))));
    expect(statusOf.map((o) => o.pickStatus)).toEqual(['toBeScanned', 'toBeScanned']);
    expect(await eventCounts(env(), w, dev.deviceId)).toEqual({ applied: events.length });
  });

  it('refuses an over-pick in the middle of a push and applies the picks after it', async () => {
    const before = await stockOf(env(), w, 'SKU-001');
    const list = await pickListOf(env(), w, [4]);
    const line = list.lines[0]!;
    const dev = outbox();
    const events = [
      dev.event('pick.checkOut', { pickListId: list.id }),
      confirm(dev, list.id, line, 1),
      confirm(dev, list.id, line, 2),
      confirm(dev, list.id, line, 2),
      confirm(dev, list.id, line, 1),
    ];
    const out = await pushAs(env(), picker, dev.deviceId, events);
    expect(out.results.map((r) => ('code' in r ? r.code : r.status))).toEqual([
      'applied',
      'applied',
      'applied',
      'PICK_OVER',
      'applied',
    ]);
    expect(out.results[3]).toMatchObject({ status: 'rejected', message: expect.stringContaining('1') });
    expect(await listTotals(env(), w, list.id)).toEqual({ pickedQty: 4, state: 'picked' });
    expect((await stockOf(env(), w, 'SKU-001')).quantity).toBe(before.quantity - 4);
    const logs = await pickLogs(await pickListNo(list.id));
    expect(logs.map((l) => l.change)).toEqual([-1, -2, -1]);
    expect(logs.map((l) => l.before)).toEqual([before.quantity, before.quantity - 1, before.quantity - 3]);
    expect(await eventCounts(env(), w, dev.deviceId)).toEqual({ applied: 4, rejected: 1 });

    // The stored outcomes answer a resend: the refusal stays a refusal and nothing moves a second time.
    const again = await pushAs(env(), picker, dev.deviceId, events);
    expect(statuses(again)).toEqual(Array(5).fill('duplicate'));
    expect(again.results[3]).toMatchObject({ original: { status: 'rejected', code: 'PICK_OVER' } });
    expect((await stockOf(env(), w, 'SKU-001')).quantity).toBe(before.quantity - 4);
    expect(await pickLogs(await pickListNo(list.id))).toHaveLength(3);
  });
});
