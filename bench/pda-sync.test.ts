/**
 * The PDA's sync engine (Dexie outbox, flusher, scheduler, pull) against the real server over real HTTP.
 * It lives here, not in apps/pda, because apps may not import each other; only the network is faked:
 * a fetch that fails before sending, or after the server has answered.
 */
import { createApiClient, syncEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { openMemoryDb } from '../apps/pda/src/db/memory-db.ts';
import type { PdaDb } from '../apps/pda/src/db/pda-db.ts';
import { createFlushScheduler } from '../apps/pda/src/sync/flush-scheduler.ts';
import { createFlusher } from '../apps/pda/src/sync/flusher.ts';
import { outboxTally, pendingCount } from '../apps/pda/src/sync/outbox.ts';
import { pullKind } from '../apps/pda/src/sync/pull.ts';
import { palletActions } from '../apps/pda/src/tasks/pallet/pallet-actions.ts';
import { palletPull, palletRefusals } from '../apps/pda/src/tasks/pallet/pallet-sync.ts';
import { generate, PDA_POINTS, palletByCode } from '../apps/server/src/testing/pda-kit.ts';
import { describeEachDb, type TestUser } from '../apps/server/src/testing/test-env.ts';

type Network = 'up' | 'down' | 'lose-response';

describeEachDb('PDA sync engine against the server', (env) => {
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await env().app.listen({ port: 0, host: '127.0.0.1' });
  });

  function device(user: TestUser, db: PdaDb = openMemoryDb()) {
    const net = {
      mode: 'up' as Network,
      pushes: 0,
      /** From this push on (1-based), the network is down. */
      downFromPush: Infinity,
      inFlight: 0,
      maxInFlight: 0,
      firstSeqs: [] as number[],
    };
    const fetchVia: typeof fetch = async (input, init) => {
      const isPush = String(input instanceof Request ? input.url : input).endsWith(syncEndpoints.push.path);
      if (isPush && net.pushes + 1 >= net.downFromPush) net.mode = 'down';
      if (net.mode === 'down') throw new TypeError('Failed to fetch');
      if (isPush) {
        const body = input instanceof Request ? await input.clone().json() : JSON.parse(String(init?.body));
        net.firstSeqs.push(body.events[0].deviceSeq);
        net.maxInFlight = Math.max(net.maxInFlight, ++net.inFlight);
      }
      const response = await fetch(input, init).finally(() => {
        if (isPush) net.inFlight -= 1;
      });
      if (isPush) net.pushes += 1;
      if (net.mode === 'lose-response') {
        await response.arrayBuffer();
        throw new TypeError('network connection lost');
      }
      return response;
    };
    const api = createApiClient({
      baseUrl,
      system: 'pda',
      getToken: () => user.token,
      getLocale: () => 'en',
      text: (k) => k,
      fetch: fetchVia,
    });
    const flusher = createFlusher({
      db,
      push: (input) => api.call(syncEndpoints.push, input),
      effects: palletRefusals,
      locks: navigator.locks,
    });
    const pull = () => pullKind(db, palletPull, (input) => api.call(syncEndpoints.pull, input));
    return { db, net, flusher, pull, pallet: palletActions(db) };
  }

  async function openPallet(user: TestUser, d: ReturnType<typeof device>) {
    const [code] = await generate(env(), user);
    await d.pull();
    await d.pallet.open(code!);
    return code!;
  }

  it('sends scans in deviceSeq order, 200 at a time, and marks each from its own result', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const d = device(user);
    const code = await openPallet(user, d);
    for (let i = 0; i < 449; i++) await d.pallet.addCarton(code, `C${i}`);
    const report = await d.flusher.flush();
    expect(report).toEqual({ sent: 450, refused: 0 });
    expect(d.net.pushes).toBe(3);
    expect(await outboxTally(d.db)).toEqual({ applied: 450 });
    expect(await d.db.outbox.count()).toBe(0);
    expect((await palletByCode(env(), user, code)).cartonQty).toBe(449);
  });

  it('has one push in flight at a time, in order; a push that fails leaves it and all later events pending', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const d = device(user);
    const code = await openPallet(user, d);
    for (let i = 0; i < 599; i++) await d.pallet.addCarton(code, `P${i}`);
    d.net.downFromPush = 3;
    await expect(d.flusher.flush()).rejects.toThrow();
    expect(d.net.maxInFlight).toBe(1);
    expect(d.net.firstSeqs).toEqual([1, 201]);
    expect(await outboxTally(d.db)).toEqual({ applied: 400, pending: 200 });
    expect((await d.db.outbox.orderBy('deviceSeq').first())?.deviceSeq).toBe(401);
    expect((await palletByCode(env(), user, code)).cartonQty).toBe(399);
    d.net.mode = 'up';
    d.net.downFromPush = Infinity;
    expect(await d.flusher.flush()).toEqual({ sent: 200, refused: 0 });
    expect(d.net.firstSeqs).toEqual([1, 201, 401]);
    expect((await palletByCode(env(), user, code)).cartonQty).toBe(599);
  });

  it('keeps events whose answer was lost; the resend comes back duplicate and applies once', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const d = device(user);
    const code = await openPallet(user, d);
    for (let i = 0; i < 10; i++) await d.pallet.addProduct(code, 'SKU-1', 3);
    d.net.mode = 'lose-response';
    await expect(d.flusher.flush()).rejects.toThrow();
    expect(await pendingCount(d.db)).toBe(11);
    expect((await palletByCode(env(), user, code)).productQty).toBe(30);
    d.net.mode = 'up';
    await d.flusher.flush();
    expect(await outboxTally(d.db)).toEqual({ duplicate: 11 });
    expect((await palletByCode(env(), user, code)).productQty).toBe(30);
  });

  it('retries with backoff while the network is down, deleting nothing, and flushes when it is back', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const d = device(user);
    const code = await openPallet(user, d);
    await d.pallet.addCarton(code, 'N1');
    d.net.mode = 'down';
    const states: number[] = [];
    const scheduler = createFlushScheduler({
      flusher: d.flusher,
      baseDelayMs: 20,
      maxDelayMs: 40,
      onState: (s) => states.push(s.failures),
    });
    expect(await scheduler.now()).toBe(false);
    expect(scheduler.state()).toMatchObject({ failures: 1, lastError: 'request:unreachable' });
    expect(await d.db.outbox.count()).toBe(2);
    d.net.mode = 'up';
    await expect.poll(() => pendingCount(d.db), { timeout: 15_000 }).toBe(0);
    scheduler.stop();
    expect(scheduler.state().failures).toBe(0);
    expect((await palletByCode(env(), user, code)).cartonQty).toBe(1);
  });

  it('keeps a refusal with its reason for review, takes back its effect and goes on', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const d = device(user);
    const other = device(user);
    const code = await openPallet(user, d);
    const code2 = await openPallet(user, other);
    await other.pallet.addCarton(code2, 'SHARED');
    await other.flusher.flush();
    const refused = await d.pallet.addCarton(code, 'SHARED');
    await d.pallet.addCarton(code, 'MINE');
    expect(await d.flusher.flush()).toEqual({ sent: 3, refused: 1 });
    const stored = await d.db.outbox.get(refused.deviceSeq);
    expect(stored).toMatchObject({ state: 'conflict', result: { code: 'PALLET_CARTON_ELSEWHERE' } });
    expect(stored?.result).toMatchObject({ message: `Carton SHARED is already on pallet ${code2}` });
    expect(await d.db.palletLines.where('palletCode').equals(code).count()).toBe(1);
    expect(await d.db.pallets.get(code)).toMatchObject({ cartonQty: 1 });
  });

  it('lets one flusher run at a time across two tabs, so no event is sent twice', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const name = `tabs-${user.userId}`;
    const tab1 = device(user, openMemoryDb(name));
    const tab2 = device(user, openMemoryDb(name));
    const code = await openPallet(user, tab1);
    for (let i = 0; i < 250; i++) await tab1.pallet.addCarton(code, `T${i}`);
    await Promise.all([tab1.flusher.flush(), tab2.flusher.flush(), tab1.flusher.flush()]);
    expect(tab1.net.pushes + tab2.net.pushes).toBe(2);
    expect(await outboxTally(tab1.db)).toEqual({ applied: 251 });
  });

  it("pulls the server's pallets and replays what is still pending on top", async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const a = device(user);
    const b = device(user);
    const code = await openPallet(user, a);
    await a.pallet.addCarton(code, 'A1');
    await a.flusher.flush();
    await b.pull();
    await b.pallet.open(code);
    await b.pallet.addCarton(code, 'B1');
    await a.pallet.addCarton(code, 'A2');
    await a.flusher.flush();
    await b.pull();
    const lines = await b.db.palletLines.where('palletCode').equals(code).toArray();
    expect(lines.map((l) => l.cartonNo).sort()).toEqual(['A1', 'A2', 'B1']);
    expect(await pendingCount(b.db)).toBe(2);
    await b.flusher.flush();
    await b.pull();
    expect(await b.db.pallets.get(code)).toMatchObject({ cartonQty: 3 });
  });
});
