import { resourceCatalogue, uuidv7 } from '@wms/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resources } from '../../db/schema/index.ts';
import { derivedResources } from '../../platform/resource-catalogue.ts';

type NewResource = typeof resources.$inferInsert;

function rowsOf(): (Omit<NewResource, 'id' | 'parentId'> & { parentCode: string | null })[] {
  const pages = resourceCatalogue.map(({ title_En, parentCode, ...entry }) => ({
    ...entry,
    titleEn: title_En,
    parentCode,
  }));
  const derived = derivedResources().map(({ titleEn, parentCode, ...entry }) => ({
    ...entry,
    titleEn,
    parentCode,
  }));
  return [...pages, ...derived];
}

/**
 * Adds the catalogue's pages and the registry's function points and APIs that the table lacks, so new
 * screens and endpoints appear after an upgrade. Idempotent; rows the platform edited or removed are
 * left alone (matched by code). An advisory lock keeps two instances starting together from racing.
 */
export async function syncResources(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(804217)`);
    const existing = await tx.select({ id: resources.id, code: resources.code }).from(resources);
    const ids = new Map(existing.map((row) => [row.code, row.id]));
    const fresh: NewResource[] = [];
    for (const { parentCode, ...row } of rowsOf()) {
      if (ids.has(row.code)) continue;
      const id = uuidv7();
      ids.set(row.code, id);
      fresh.push({ ...row, id, parentId: parentCode ? (ids.get(parentCode) ?? null) : null });
    }
    for (let i = 0; i < fresh.length; i += 500) await tx.insert(resources).values(fresh.slice(i, i + 500));
    return fresh.length;
  });
}
