import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';

/**
 * PGlite is patched (patches/@electric-sql__pglite@0.5.16.patch) to size text parameters with
 * `Buffer.byteLength` instead of a loop over every character, which cost a 200-event push ~3 ms. A
 * parameter's size must still match its UTF-8 bytes exactly, or the server reads a cut or padded value.
 */
describe('text parameters of the embedded database', () => {
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
});
