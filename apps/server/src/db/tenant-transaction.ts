import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What drizzle keeps on a node-postgres database: the pool and what a session over one client needs. */
type PoolSession = {
  client: unknown;
  dialect: PgDialect;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

function poolSessionOf(db: Db): PoolSession | undefined {
  const session = (db as unknown as { session?: unknown }).session;
  if (!(session instanceof NodePgSession)) return undefined;
  const internals = session as unknown as PoolSession;
  return internals.client instanceof pg.Pool ? internals : undefined;
}

/**
 * A transaction as `wms_app` with `app.tenant_id` set, opened in one round trip on PostgreSQL: `BEGIN` and
 * both settings go as one simple-protocol message, where drizzle's `db.transaction` sends `BEGIN` and
 * then the settings (two round trips on every request; each is a socket write and a wake-up of the
 * backend, the largest single cost of a loaded server). The tenant id is inlined, so it must be a UUID.
 * Answers `undefined` when the database is not a node-postgres pool (PGlite): the caller then opens the
 * transaction the ordinary way.
 */
export function pgTenantTransaction<T>(
  db: Db,
  tenantId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> | undefined {
  const parts = poolSessionOf(db);
  if (!parts) return undefined;
  if (!UUID.test(tenantId)) throw new Error(`not a tenant id: ${tenantId.slice(0, 40)}`);
  return run(parts, tenantId, work);
}

async function run<T>(parts: PoolSession, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await (parts.client as pg.Pool).connect();
  const session = new NodePgSession(client, parts.dialect, parts.schema, parts.options);
  const tx = new NodePgTransaction(parts.dialect, session, parts.schema) as unknown as Tx;
  let broken: Error | undefined;
  try {
    await client.query(
      `BEGIN; SELECT set_config('role', 'wms_app', true), set_config('app.tenant_id', '${tenantId}', true)`,
    );
    const result = await work(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is dropped from the pool rather than handed out again.
    await client.query('ROLLBACK').catch((failure: Error) => {
      broken = failure;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
