import { syncEndpoints } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { pickListLeases, pickLists, relistItems } from '../../../db/schema/index.ts';
import { type OrderWorld, orderWorld, putStock } from '../../../testing/order-kit.ts';
import { loginPdaPicker, outbox, pickListOf, pushAs } from '../../../testing/pda-pick-kit.ts';
import { describeEachDb, type TestUser } from '../../../testing/test-env.ts';

/** Three days before the wall clock, at midnight: a lease taken then has long lapsed by the wall clock. */
const NOW = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 3 * 86_400_000);

describeEachDb(
  'PDA sync handlers go by the injected clock',
  (env) => {
    let w: OrderWorld;
    let picker: TestUser;
    beforeAll(async () => {
      w = await orderWorld(env());
      picker = await loginPdaPicker(env(), w);
      await putStock(env(), w, 'SKU-001', 0, 50);
    });

    const relistRows = () =>
      env().database.db.select().from(relistItems).where(eq(relistItems.tenantId, w.user.tenantId));

    it('checks out, picks, goes short and relists at the clock’s time, and pulls leases by it', async () => {
      const list = await pickListOf(env(), w, [3], picker);
      const line = list.lines[0]!;
      const dev = outbox();
      const confirm = { pickListId: list.id, lineId: line.id, locationId: line.locationId, code: 'SKU-001' };
      const picked = await pushAs(env(), picker, dev.deviceId, [
        dev.event('pick.checkOut', { pickListId: list.id }),
        dev.event('pick.confirm', { ...confirm, qty: 2 }),
      ]);
      expect(picked.serverTime).toBe(NOW.toISOString());
      const [lease] = await env()
        .database.db.select()
        .from(pickListLeases)
        .where(and(eq(pickListLeases.tenantId, w.user.tenantId), eq(pickListLeases.pickListId, list.id)));
      expect([lease!.leasedAt, lease!.renewedAt]).toEqual([NOW, NOW]);
      const [row] = await env()
        .database.db.select({ startedAt: pickLists.startedAt })
        .from(pickLists)
        .where(and(eq(pickLists.tenantId, w.user.tenantId), eq(pickLists.id, list.id)));
      expect(row!.startedAt).toEqual(NOW);

      // Held by the clock (30 idle minutes), though the wall clock says it lapsed days ago.
      const pull = await env().call(syncEndpoints.pull, { kind: 'pickLists', limit: 50 }, picker.token);
      const mine = (pull.json().data.items as Array<{ id: string; leaseUserId: string | null }>).find(
        (l) => l.id === list.id,
      );
      expect(mine?.leaseUserId).toBe(picker.userId);

      await pushAs(env(), picker, dev.deviceId, [
        dev.event('pick.outOfStock', { pickListId: list.id, lineId: line.id }),
      ]);
      const [queued] = await relistRows();
      expect(queued!.createdAt).toEqual(NOW);
      await pushAs(env(), picker, dev.deviceId, [
        dev.event('relist.confirm', { relistId: queued!.id, locationId: w.locationIds[5]! }),
      ]);
      const [relisted] = await relistRows();
      expect([relisted!.state, relisted!.relistedAt]).toEqual(['relisted', NOW]);
    });
  },
  { clock: () => NOW },
);
