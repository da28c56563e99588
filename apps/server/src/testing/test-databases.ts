import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { syncResources } from '../modules/resources/resource-sync.ts';

export type DbKind = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (docs/conventions.md#tests). `TEST_DB_ONLY`
 * keeps one of them, so the two kinds can run as two processes side by side (scripts/server-tests.ts).
 */
export const dbKinds: DbKind[] = (
  ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])] as DbKind[]
).filter((kind) => !process.env.TEST_DB_ONLY || kind === process.env.TEST_DB_ONLY);

/** Migrated databases that suites copy instead of migrating their own (testing/database-templates.ts). */
export interface DatabaseTemplates {
  /** A file holding the PGlite data directory (an uncompressed tar). */
  pglite?: string;
  /** The name of a PostgreSQL database on TEST_DATABASE_URL's server. */
  postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

function providedTemplates(): DatabaseTemplates {
  try {
    return inject('databaseTemplates') ?? {};
  } catch {
    // Outside a test worker (the component project's global setup, a bench): no templates, migrate.
    return {};
  }
}

let pgliteTemplate: Promise<Blob> | undefined;

/** A migrated database with the resource catalogue: a copy of the run's template when there is one. */
export async function migratedDatabase(options: { url?: string }): Promise<Database> {
  const templates = providedTemplates();
  if (!options.url && templates.pglite) {
    pgliteTemplate ??= readFile(templates.pglite).then((bytes) => new Blob([bytes]));
    return openDatabase({ loadDataDir: await pgliteTemplate });
  }
  const database = await openDatabase({ ...options, poolSize: 5 });
  await migrate(database);
  await syncResources(database.db);
  return database;
}

/** Runs `work` on a connection to TEST_DATABASE_URL's own database (to create and drop others). */
async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `name` on TEST_DATABASE_URL's server: a copy of the run's template, or a new database migrated here. */
export async function createPostgres(name: string): Promise<Database> {
  const template = providedTemplates().postgres;
  await withAdmin((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = postgresUrl(name);
  if (template) return openDatabase({ url, poolSize: 5 });
  return migratedDatabase({ url });
}

/** The address of database `name` on TEST_DATABASE_URL's server. */
export function postgresUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a PostgreSQL database once the sessions of its closed pool are gone. */
export async function dropPostgres(name: string): Promise<void> {
  await withAdmin(async (client) => {
    // pool.end() resolves before the server has seen every Terminate; FORCE would then kill a closing
    // client and its FATAL error would surface as unhandled. Wait (≤ 2 s) for the sessions to go.
    for (let i = 0; i < 40; i++) {
      const { rows } = await client.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

export function postgresName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

/** A fresh, migrated database of the given kind; on PostgreSQL, a throw-away database of its own. */
export async function freshDatabase(kind: DbKind): Promise<Database & { drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await migratedDatabase({});
    return { ...database, drop: () => database.close() };
  }
  const name = postgresName('wms_test');
  const database = await createPostgres(name);
  return {
    ...database,
    drop: async () => {
      await database.close();
      await dropPostgres(name);
    },
  };
}
