import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';

/**
 * PGlite is patched (patches/@electric-sql__pglite@0.5.16.patch):
 * - text parameters are sized with `Buffer.byteLength` instead of a loop over every character, which
 *   cost a 200-event push ~3 ms. A parameter's size must still match its UTF-8 bytes exactly, or the
 *   server reads a cut or padded value;
 * - a query's own result parsers (drizzle passes some on every query) sit in front of PGlite's instead
 *   of being copied together with its 318 for each query, ~0.1 ms a statement. Both must still apply.
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
});
