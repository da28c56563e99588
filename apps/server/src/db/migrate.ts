import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the committed migrations. The app role must exist before the policies that name it, and it
 * needs grants on every table, including ones added later, so both are (idempotently) done here.
 */
export async function migrate(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(sql`DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'wms_app') THEN CREATE ROLE wms_app NOLOGIN; END IF;
  END $$`);
  if (database.kind === 'pglite')
    await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  else await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  await db.execute(sql`GRANT USAGE ON SCHEMA public TO wms_app`);
  await db.execute(sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO wms_app`);
  await db.execute(sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO wms_app`);
}
