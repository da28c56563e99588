import { uuidv7 } from '@wms/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../platform/tenancy.ts';
import {
  createPostgres,
  dbKinds,
  dropPostgres,
  postgresName,
  postgresUrl,
} from '../testing/test-databases.ts';
import { type Database, openDatabase } from './client.ts';

type Who = { who: string; tenant: string | null };
const who = sql`select current_user as who, current_setting('app.tenant_id', true) as tenant`;
const rows = (result: unknown) => (result as { rows: Who[] }).rows;

/**
 * withTenant on PostgreSQL opens its transaction and sets the tenant in one message
 * (db/tenant-transaction.ts); the settings must stay inside that transaction, on a pool of one connection
 * the next caller gets that very connection back.
 */
describe.skipIf(!dbKinds.includes('postgres'))('withTenant in one round trip (PostgreSQL)', () => {
  const name = postgresName('wms_tenant_tx');
  let database: Database;

  beforeAll(async () => {
    await (await createPostgres(name)).close();
    const url = postgresUrl(name);
    database = await openDatabase({ url, poolSize: 1 });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await dropPostgres(name);
  });

  it('runs the work as wms_app with the tenant set, and leaves the pooled connection as it was', async () => {
    const tenantId = uuidv7();
    const inside = await withTenant(database.db, tenantId, async (tx) => rows(await tx.execute(who))[0]);
    expect(inside).toEqual({ who: 'wms_app', tenant: tenantId });
    const after = rows(await database.db.execute(who))[0];
    expect(after?.who).not.toBe('wms_app');
    expect(after?.tenant ?? '').toBe('');
  });

  it('rolls back on an error and the connection serves the next caller', async () => {
    await database.db.execute(sql`create table if not exists tx_probe (n int)`);
    await database.db.execute(sql`grant all on tx_probe to wms_app`);
    const failing = withTenant(database.db, uuidv7(), async (tx) => {
      await tx.execute(sql`insert into tx_probe values (1)`);
      throw new Error('no');
    });
    await expect(failing).rejects.toThrow('no');
    const count = await database.db.execute(sql`select count(*)::int as n from tx_probe`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('refuses a tenant id that is not a UUID, as it goes into the SQL text', () => {
    expect(() => withTenant(database.db, "x', true); drop table tx_probe; --", async () => 1)).toThrow(
      'not a tenant id',
    );
  });
});
