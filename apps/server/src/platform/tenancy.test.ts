import { uuidv7 } from '@wms/api';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { tasks } from '../db/schema/index.ts';
import { describeEachDb } from '../testing/test-env.ts';
import { withTenant } from './tenancy.ts';

const newTask = (tenantId: string) => ({ id: uuidv7(), tenantId, kind: 'export', type: 'x', filename: 'f' });

describeEachDb('tenancy and row-level security', (env) => {
  it('a query made as the app role without the tenant setting sees no rows', async () => {
    const a = await env().login();
    const { db } = env().database;
    await withTenant(db, a.tenantId, (tx) => tx.insert(tasks).values(newTask(a.tenantId)));
    const owner = await db.select().from(tasks);
    expect(owner.length).toBeGreaterThan(0);
    const unscoped = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE wms_app`);
      return tx.select().from(tasks);
    });
    expect(unscoped).toHaveLength(0);
  });

  it('a tenant sees only its own rows, even without a tenant filter', async () => {
    const a = await env().login();
    const b = await env().login();
    const { db } = env().database;
    await withTenant(db, a.tenantId, (tx) =>
      tx.insert(tasks).values([newTask(a.tenantId), newTask(a.tenantId)]),
    );
    await withTenant(db, b.tenantId, (tx) => tx.insert(tasks).values(newTask(b.tenantId)));
    const seenByB = await withTenant(db, b.tenantId, (tx) => tx.select().from(tasks));
    expect(seenByB.map((t) => t.tenantId)).toEqual([b.tenantId]);
  });

  it('refuses an insert or update into another tenant', async () => {
    const a = await env().login();
    const b = await env().login();
    const { db } = env().database;
    await expect(
      withTenant(db, a.tenantId, (tx) => tx.insert(tasks).values(newTask(b.tenantId))),
    ).rejects.toThrow();
    await withTenant(db, b.tenantId, (tx) => tx.insert(tasks).values(newTask(b.tenantId)));
    const changed = await withTenant(db, a.tenantId, (tx) =>
      tx.update(tasks).set({ filename: 'hijacked' }).returning(),
    );
    expect(changed).toHaveLength(0);
  });
});
