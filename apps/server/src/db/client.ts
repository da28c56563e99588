import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { keepAnalyzed } from './analyze.ts';
import { PRINCIPALS_CHANNEL, PrincipalCache } from './principal-cache.ts';
import * as schema from './schema/index.ts';
import { Turns } from './turns.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: what services take. */
export type Executor = Db | Tx;

export interface Database {
  /** The owner connection. It bypasses row-level security: use it only for work that spans tenants. */
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Gathers planner statistics for the tables that grew (PGlite, which has no autovacuum; it also runs on
   * its own every few seconds). PostgreSQL's autovacuum does this itself.
   */
  analyze?: () => Promise<unknown>;
  /**
   * Cross-instance notifications (PostgreSQL LISTEN/NOTIFY). Absent on PGlite, which lives in one process,
   * so an in-process emitter is enough there.
   */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it, embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; without it, PGlite runs in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PGlite only: start from this data directory (`dumpDataDir('none')` of a migrated database) instead
   * of an empty one. Tests copy one template this way rather than running initdb and the migrations.
   */
  loadDataDir?: Blob;
}

const principalCaches = new WeakMap<Db, PrincipalCache<unknown>>();

/** The principals cached for a database handle that `openDatabase` made (platform/sessions.ts). */
export function principalCacheOf<T>(db: Db): PrincipalCache<T> | undefined {
  return principalCaches.get(db) as PrincipalCache<T> | undefined;
}

/**
 * Connections per server process on PostgreSQL. A fifth of them is kept from bulk work (a device's push,
 * `asBulk` in db/turns.ts), so browsing never waits behind whole batches (docs/decisions.md, "Pushes keep
 * to a bulk share of the pool").
 */
export const POOL_SIZE = 10;

/** PostgreSQL settings of the embedded database (written to its postgresql.conf on every open). */
export const PGLITE_CONF = ['shared_buffers = 16MB'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const max = options.poolSize ?? POOL_SIZE;
    const pool = new pg.Pool({ connectionString: options.url, max });
    poolTurns(pool, max, max - Math.max(1, Math.floor(max / 5)));
    const principals = new PrincipalCache<unknown>();
    // Every connection listens, so the one that changed a principal hears it before its COMMIT returns.
    pool.on('connect', (client) => {
      principals.clear();
      client.on('notification', (message) => {
        if (message.channel === PRINCIPALS_CHANNEL) principals.clear();
      });
      client.query(`LISTEN ${PRINCIPALS_CHANNEL}`).catch(() => undefined);
    });
    // An idle client can be cut off by the server (restart, DROP DATABASE … FORCE); the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    principalCaches.set(db, principals);
    const listen = (channel: string, onPayload: (payload: string) => void) =>
      listenAgain(options.url!, channel, onPayload);
    return { db, kind: 'postgres', listen, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // PGlite holds PostgreSQL's shared buffers in its WebAssembly memory, which never shrinks: the default
  // 128 MB is most of an idle embedded server's memory. Reads past 16 MB come from the data files (the OS
  // caches them), which measured no slower for the import and export benches (docs/decisions.md).
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    postgresqlconf: PGLITE_CONF,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  takeTurns(client);
  const principals = new PrincipalCache<unknown>();
  await client.listen(PRINCIPALS_CHANNEL, () => principals.clear());
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  principalCaches.set(db, principals);
  const analyzer = keepAnalyzed(db);
  return {
    db,
    kind: 'pglite',
    analyze: analyzer.now,
    close: async () => {
      await analyzer.stop();
      await client.close();
    },
  };
}

/**
 * The pool's connections, in the order `Turns` gives them. `pool.query` checks out through `connect`
 * too, so every statement and transaction waits here rather than in the pool's own first-come queue.
 */
function poolTurns(pool: pg.Pool, permits: number, bulkPermits: number) {
  const turns = new Turns(permits, bulkPermits);
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const checkout = async () => {
    const done = await turns.take();
    try {
      const client = await connect();
      const release = client.release;
      client.release = (error?: Error | boolean) => {
        client.release = release;
        release.call(client, error);
        done();
      };
      return client;
    } catch (error) {
      done();
      throw error;
    }
  };
  type Callback = (error: Error | undefined, client?: pg.PoolClient, release?: () => void) => void;
  pool.connect = ((callback?: Callback) => {
    if (!callback) return checkout();
    checkout().then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
  }) as typeof pool.connect;
}

/** PGlite's statements and transactions, in the order `Turns` gives them. */
function takeTurns(client: PGlite) {
  const turns = new Turns();
  const run = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(work: () => Promise<T>) => turns.run(() => run(work));
}

/** How long a dropped LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * LISTEN on a connection of its own, connected again whenever it drops (a PostgreSQL restart, a
 * terminated backend, a network cut): without it an instance would silently stop hearing the other
 * instances' events while it still served requests. What was published during the gap is lost, as
 * NOTIFY keeps nothing; live events only tell screens to read again.
 */
async function listenAgain(url: string, channel: string, onPayload: (payload: string) => void) {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const later = () => {
    clearTimeout(retry);
    if (!closed) retry = setTimeout(() => void connect().catch(later), RELISTEN_MS);
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    client.once('end', () => {
      if (current === client) later();
    });
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      current = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}

export { schema };
