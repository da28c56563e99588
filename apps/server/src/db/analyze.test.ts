import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeGrown } from './analyze.ts';
import { type Database, openDatabase } from './client.ts';

/** The plan's scan lines, without costs. */
async function plan(database: Database, query: string) {
  const { rows } = (await database.db.execute(sql.raw(`EXPLAIN ${query}`))) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('statistics for the embedded database', () => {
  let database: Database;
  const tenant = '00000000-0000-7000-8000-000000000001';
  // As a push looks up its 200 lines: one array literal of ids.
  const ids = Array.from({ length: 200 }, () => crypto.randomUUID());
  const lookup = `SELECT * FROM lines WHERE tenant_id = '${tenant}' AND id = any('{${ids.join(',')}}'::uuid[])`;

  beforeAll(async () => {
    database = await openDatabase({});
    // The shape of a tenant table: a (tenant, id) key and a tenant index, one tenant with many rows.
    for (const statement of [
      `CREATE TABLE lines (tenant_id uuid NOT NULL, id uuid NOT NULL, pallet_id uuid NOT NULL, note text,
        PRIMARY KEY (tenant_id, id))`,
      'CREATE INDEX lines_tenant_pallet ON lines (tenant_id, pallet_id)',
      'CREATE TABLE quiet (id int PRIMARY KEY)',
      `INSERT INTO lines SELECT '${tenant}', gen_random_uuid(), gen_random_uuid(), repeat('x', 40)
        FROM generate_series(1, 20000)`,
    ])
      await database.db.execute(sql.raw(statement));
  });
  afterAll(() => database.close());

  it('analyses the tables that grew, and then only when they grow again', async () => {
    expect(await plan(database, lookup)).toContain('lines_tenant_pallet');
    expect(await analyzeGrown(database.db)).toEqual(['lines']);
    // With statistics the planner knows ids are unique and looks each one up by the key.
    expect(await plan(database, lookup)).toContain('lines_pkey');
    expect(await analyzeGrown(database.db)).toEqual([]);
    await database.db.execute(
      sql.raw(`INSERT INTO lines SELECT '${tenant}', gen_random_uuid(), gen_random_uuid(), repeat('x', 40)
        FROM generate_series(1, 10000)`),
    );
    expect(await analyzeGrown(database.db)).toEqual(['lines']);
  });
});
