import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import {
  createPostgres,
  type DatabaseTemplates,
  dbKinds,
  dropPostgres,
  migratedDatabase,
  postgresName,
} from './test-databases.ts';

/** The PGlite data directory of a new migrated database, as an uncompressed tar in `dir`. */
async function pgliteTemplate(dir: string): Promise<string> {
  const database = await migratedDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const file = join(dir, 'pglite.tar');
  await writeFile(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  return file;
}

/** A migrated PostgreSQL database left without sessions, so `CREATE DATABASE … TEMPLATE` may copy it. */
async function postgresTemplate(): Promise<string> {
  const name = postgresName('wms_template');
  const database = await createPostgres(name);
  await database.close();
  return name;
}

/**
 * Global setup of the `server` project: migrates one database of each kind once per run, and every
 * suite starts from a copy of it (test-databases.ts). Opening PGlite runs initdb, and migrating it or a
 * PostgreSQL database and syncing the resource catalogue cost seconds that a copy does not.
 */
export default async function databaseTemplates(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'wms-templates-'));
  const templates: DatabaseTemplates = {};
  if (dbKinds.includes('pglite')) templates.pglite = await pgliteTemplate(dir);
  if (dbKinds.includes('postgres')) templates.postgres = await postgresTemplate();
  project.provide('databaseTemplates', templates);
  return async () => {
    if (templates.postgres) await dropPostgres(templates.postgres);
    await rm(dir, { recursive: true, force: true });
  };
}
