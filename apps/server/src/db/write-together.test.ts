import { uuidv7 } from '@wms/api';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withTenant } from '../platform/tenancy.ts';
import { describeEachDb } from '../testing/test-env.ts';
import { insertManyWrites } from './insert-many.ts';
import { importRecords } from './schema/index.ts';
import { writeTogether } from './write-together.ts';

describeEachDb('writeTogether', (env) => {
  const record = (tenantId: string, fileName: string) => ({
    tenantId,
    id: uuidv7(),
    kind: 'product',
    fileName,
    state: 'completed',
  });
  const files = async (tenantId: string) =>
    (
      await env()
        .database.db.select({ fileName: importRecords.fileName, okRows: importRecords.okRows })
        .from(importRecords)
        .where(eq(importRecords.tenantId, tenantId))
        .orderBy(importRecords.fileName)
    ).map((r) => `${r.fileName}:${r.okRows}`);

  it('runs inserts and updates of several tables as one statement, all or nothing', async () => {
    const { tenantId } = await env().login();
    const { db } = env().database;
    const first = record(tenantId, 'a.xlsx');
    await withTenant(db, tenantId, (tx) => tx.insert(importRecords).values(first));
    await withTenant(db, tenantId, (tx) =>
      writeTogether(tx, [
        ...insertManyWrites(tx, importRecords, [record(tenantId, 'b.xlsx'), record(tenantId, 'c.xlsx')]),
        sql`update import_records set ok_rows = 7 where tenant_id = ${tenantId}::uuid and id = ${first.id}::uuid`,
      ]),
    );
    expect(await files(tenantId)).toEqual(['a.xlsx:7', 'b.xlsx:0', 'c.xlsx:0']);

    // The second write breaks the primary key: the first one is not kept either.
    const failed = withTenant(db, tenantId, (tx) =>
      writeTogether(tx, [
        sql`update import_records set ok_rows = 9 where tenant_id = ${tenantId}::uuid and id = ${first.id}::uuid`,
        ...insertManyWrites(tx, importRecords, [{ ...record(tenantId, 'd.xlsx'), id: first.id }]),
      ]),
    );
    await expect(failed).rejects.toThrow();
    expect(await files(tenantId)).toEqual(['a.xlsx:7', 'b.xlsx:0', 'c.xlsx:0']);

    await withTenant(db, tenantId, (tx) => writeTogether(tx, []));
    await withTenant(db, tenantId, (tx) =>
      writeTogether(tx, insertManyWrites(tx, importRecords, [record(tenantId, 'e.xlsx')])),
    );
    expect(await files(tenantId)).toHaveLength(4);
  });
});
