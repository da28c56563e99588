import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { asBulk, asOneCaller, Turns } from './turns.ts';

/** Turns at the embedded database (db/turns.ts), on a real PGlite: the order callers get it in. */
describe('turns at the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  const select = () => database.db.execute(sql`select 1`);

  it('lets timers and sockets run between turns while a queue waits', async () => {
    let done = 0;
    const queue = Array.from({ length: 50 }, () => select().then(() => done++));
    // Due as soon as the event loop gets a task in: before, the whole queue of promise-chained turns ran first.
    const doneWhenTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    await Promise.all(queue);
    expect(done).toBe(50);
    expect(doneWhenTimerRan).toBeLessThan(5);
  });

  it("serves a caller's later turns before the first turns of callers that came after it", async () => {
    const order: string[] = [];
    const caller = (name: string, turns: number) =>
      asOneCaller(async () => {
        for (let turn = 1; turn <= turns; turn++) {
          await select();
          order.push(`${name}${turn}`);
        }
      });
    // a starts first and needs three turns; b…e each need one and queue while a has its first.
    const a = caller('a', 3);
    const others = ['b', 'c', 'd', 'e'].map((name) => caller(name, 1));
    await Promise.all([a, ...others]);
    expect(order.slice(0, 3)).toEqual(['a1', 'a2', 'a3']);
    expect(order.slice(3).sort()).toEqual(['b1', 'c1', 'd1', 'e1']);
  });

  it('keeps a transaction whole and every turn answered when one fails', async () => {
    const failing = database.db.execute(sql`select 1/0`);
    const after = select();
    await expect(failing).rejects.toThrow();
    await expect(after).resolves.toBeDefined();
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table turn_probe (n int)`);
      await tx.execute(sql`insert into turn_probe values (1), (2)`);
      return tx.execute(sql`select count(*)::int as n from turn_probe`);
    });
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });
});

/** The bulk share (db/turns.ts): a pool's pushes never take the connections kept for everything else. */
describe('turns with a bulk share', () => {
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  /** Takes a turn as a caller of its own, bulk or not; answers how to end it, once it has it. */
  function holder(turns: Turns, bulk: boolean) {
    let end: (() => void) | undefined;
    const take = () => turns.take().then((done) => (end = done));
    const got = asOneCaller(bulk ? asBulk(take) : take);
    return { got, has: () => end !== undefined, end: () => end!() };
  }

  it('keeps the permits above the bulk share for other work, first come first served within it', async () => {
    const turns = new Turns(3, 2);
    const pushes = [holder(turns, true), holder(turns, true), holder(turns, true)];
    await tick();
    expect(pushes.map((p) => p.has())).toEqual([true, true, false]);
    // A read still gets the third permit at once.
    const read = holder(turns, false);
    await read.got;
    // Every permit held: the push that asked first gets the next bulk turn, before the read after it.
    const read2 = holder(turns, false);
    pushes[0]!.end();
    await pushes[2]!.got;
    await tick();
    expect(read2.has()).toBe(false);
    read.end();
    await read2.got;
    // The bulk share is held again (two pushes): a read that asked after a waiting push goes first.
    const push4 = holder(turns, true);
    const read3 = holder(turns, false);
    read2.end();
    await read3.got;
    expect(push4.has()).toBe(false);
    pushes[1]!.end();
    await push4.got;
    for (const done of [pushes[2]!, push4, read3]) done.end();
    // Every permit is back: three reads at once.
    const reads = [holder(turns, false), holder(turns, false), holder(turns, false)];
    await Promise.all(reads.map((r) => r.got));
  });

  it('treats bulk work like any other with one permit (PGlite)', async () => {
    const turns = new Turns(1);
    const push = holder(turns, true);
    await push.got;
    const read = holder(turns, false);
    const push2 = holder(turns, true);
    push.end();
    await read.got;
    expect(push2.has()).toBe(false);
    read.end();
    await push2.got;
    push2.end();
  });
});

/** The same share on a real PostgreSQL pool: five connections, four for bulk work. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the pool keeps a connection from bulk work', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url: process.env.TEST_DATABASE_URL!, poolSize: 5 });
  });
  afterAll(() => database.close());

  it('answers a read while five pushes wait on the four bulk connections', async () => {
    const done: string[] = [];
    const push = (n: number) =>
      asOneCaller(
        asBulk(() =>
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(0.4)`);
            done.push(`push${n}`);
          }),
        ),
      );
    const pushes = [1, 2, 3, 4, 5].map(push);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await asOneCaller(() => database.db.execute(sql`select 1`));
    done.push('read');
    await Promise.all(pushes);
    // The read did not wait for a push; the fifth push waited for one of the first four.
    expect(done[0]).toBe('read');
    expect(done.at(-1)).toBe('push5');
  });
});
