import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../platform/tenancy.ts';
import { type Database, openDatabase } from './client.ts';

/**
 * PGlite is patched (patches/@electric-sql__pglite@0.5.16.patch):
 * - text parameters are sized with `Buffer.byteLength` instead of a loop over every character, which
 *   cost a 200-event push ~3 ms. A parameter's size must still match its UTF-8 bytes exactly, or the
 *   server reads a cut or padded value;
 * - a query's own result parsers (drizzle passes some on every query) sit in front of PGlite's instead
 *   of being copied together with its 318 for each query, ~0.1 ms a statement. Both must still apply;
 * - a statement run a second time is parsed under a name and kept (the 200 last used), as node-postgres
 *   keeps named queries, so its next runs skip parsing and, on a generic plan, planning: a 200-pick push
 *   ran its statements in ~12 ms instead of ~17. One with an array parameter is never kept: a generic
 *   plan cannot know the array's length, and chose nested loops that took a pallet push's carton lookup
 *   from 1 ms to 17. Results must not depend on what was cached before;
 * - a result's text fields are decoded straight from the message (a Buffer over it, UTF-8), not each from
 *   a copy of its bytes in an ArrayBuffer of its own: 50 order rows of 58 columns parsed in ~1.8 ms
 *   instead of ~4.7. Every field must still come back whole, in place, null or empty as it was.
 */
describe('parameters and results of the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  const echo = async (value: string) => {
    const { rows } = (await database.db.execute(
      sql`select ${value}::text as v, octet_length(${value}) as n`,
    )) as unknown as {
      rows: { v: string; n: number }[];
    };
    return rows[0]!;
  };

  it('round-trips ASCII, Chinese, emoji and long JSON text byte for byte', async () => {
    for (const value of [
      '',
      'PL00000001',
      '托盘 扫描',
      'box 📦 ✓ ü',
      JSON.stringify({ s: '仓库📦'.repeat(20_000) }),
    ]) {
      const { v, n } = await echo(value);
      expect(v).toBe(value);
      expect(n).toBe(Buffer.byteLength(value, 'utf8'));
    }
  });

  it('reads every field of many wide rows in place: text, multibyte, empty, null, numbers', async () => {
    const { rows } = (await database.db.execute(sql`
      select i, 'SKU-' || i as sku, repeat('仓库📦', i % 4) as zh, case when i % 3 = 0 then null else 'x' end as maybe,
        '' as blank, i * 1.5 as half, i % 2 = 0 as even
      from generate_series(1, 500) as i`)) as unknown as {
      rows: {
        i: number;
        sku: string;
        zh: string;
        maybe: string | null;
        blank: string;
        half: string;
        even: boolean;
      }[];
    };
    expect(rows).toHaveLength(500);
    rows.forEach((row, index) => {
      const i = index + 1;
      expect(row).toEqual({
        i,
        sku: `SKU-${i}`,
        zh: '仓库📦'.repeat(i % 4),
        maybe: i % 3 === 0 ? null : 'x',
        blank: '',
        half: String(i * 1.5 === Math.trunc(i * 1.5) ? `${i * 1.5}.0` : i * 1.5),
        even: i % 2 === 0,
      });
    });
  });

  it("parses results with the query's own parsers first and PGlite's for every other type", async () => {
    const [row] = await database.db
      .select({
        at: sql<string>`'2026-11-26 03:04:05+00'::timestamptz`.mapWith(String),
        n: sql<number>`41 + 1`,
      })
      .from(sql`(select 1) as one`);
    // drizzle's parser keeps timestamps as PostgreSQL writes them; PGlite's own turns int4 into a number.
    expect(row).toEqual({ at: '2026-11-26 03:04:05+00', n: 42 });
  });

  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('runs a kept statement with new parameters, and keeps at most 200', async () => {
    for (let n = 0; n < 20; n += 1)
      expect(await rowsOf(sql`select ${n}::int * 2 as v`)).toEqual([{ v: n * 2 }]);
    // 250 statements, each run twice (so each is named): the oldest are closed to keep 200.
    for (let n = 0; n < 250; n += 1)
      for (const m of [n, n + 1])
        expect(await rowsOf(sql`select ${m}::int + ${sql.raw(String(n))} as v`)).toEqual([{ v: m + n }]);
    const [count] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from pg_prepared_statements`);
    expect(count!.n).toBeGreaterThanOrEqual(190);
    expect(count!.n).toBeLessThanOrEqual(200);
    // The first ones were closed to make room, and are parsed again when they come back.
    expect(await rowsOf(sql`select ${7}::int * 2 as v`)).toEqual([{ v: 14 }]);
  });

  const kept = (text: string) =>
    rowsOf<{ n: number }>(
      sql`select count(*)::int as n from pg_prepared_statements where statement = ${text}`,
    ).then((rows) => rows[0]!.n);

  it('names a statement at its second run, and never one with an array parameter', async () => {
    const once = sql`select ${3}::int * 3 as v`;
    expect(await rowsOf(once)).toEqual([{ v: 9 }]);
    expect(await kept('select $1::int * 3 as v')).toBe(0);
    expect(await rowsOf(sql`select ${4}::int * 3 as v`)).toEqual([{ v: 12 }]);
    expect(await kept('select $1::int * 3 as v')).toBe(1);
    for (let n = 1; n <= 12; n += 1) {
      const values = Array.from({ length: n * 10 }, (_, i) => i);
      const [row] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from generate_series(1, 1000) g where g = any(${`{${values.join(',')}}`}::int[])`,
      );
      expect(row!.n).toBe(n * 10 - 1);
    }
    expect(
      await kept('select count(*)::int as n from generate_series(1, 1000) g where g = any($1::int[])'),
    ).toBe(0);
  });

  it('keeps no statement that failed to parse, and a failed run spoils nothing', async () => {
    const failure = (query: ReturnType<typeof sql>) =>
      database.db.execute(query).then(
        () => 'ran',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await failure(sql`select ${1}::int from no_such_table`)).toMatch(/no_such_table/);
    expect(await failure(sql`select ${'x'}::int as v`)).toMatch(/invalid input/);
    expect(await rowsOf(sql`select ${'5'}::int as v`)).toEqual([{ v: 5 }]);
  });

  it('answers a kept statement by the row security of whoever runs it, tenant by tenant', async () => {
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    // This database is not migrated: the application's role is made here.
    for (const statement of [
      'create role wms_app',
      'create table cache_probe (tenant_id uuid not null, n int not null)',
      'alter table cache_probe enable row level security',
      `create policy cache_probe_tenant on cache_probe to wms_app
        using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)`,
      'grant select on cache_probe to wms_app',
      `insert into cache_probe values ('${a}', 1), ('${a}', 2), ('${b}', 40)`,
    ])
      await database.db.execute(sql.raw(statement));
    const sum = (tx: Pick<Database['db'], 'execute'>) =>
      tx.execute(
        sql`select coalesce(sum(n), 0)::int as s from cache_probe where n > ${0}`,
      ) as unknown as Promise<{
        rows: { s: number }[];
      }>;
    // Enough runs as the owner (who bypasses the policy) for PostgreSQL to settle on a generic plan.
    for (let i = 0; i < 8; i += 1) expect((await sum(database.db)).rows).toEqual([{ s: 43 }]);
    expect((await withTenant(database.db, a, sum)).rows).toEqual([{ s: 3 }]);
    expect((await withTenant(database.db, b, sum)).rows).toEqual([{ s: 40 }]);
    for (let i = 0; i < 8; i += 1) expect((await withTenant(database.db, b, sum)).rows).toEqual([{ s: 40 }]);
    expect((await withTenant(database.db, a, sum)).rows).toEqual([{ s: 3 }]);
    expect((await sum(database.db)).rows).toEqual([{ s: 43 }]);
  });
});
