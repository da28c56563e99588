import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { asOneCaller } from './turns.ts';

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
