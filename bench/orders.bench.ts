/**
 * Order list latency at scale: GetAllPageList, 50 rows, one status, newest order time first,
 * through the whole HTTP stack (auth, RLS transaction, zod, serialisation), on PGlite and, with
 * BENCH_DATABASE_URL, on PostgreSQL. Sizes: BENCH_ORDERS (default 1 000 000), BENCH_PGLITE_ORDERS.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customerEndpoints, type Endpoint, orderListEndpoints, warehouseEndpoints } from '@wms/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { FileStore } from '../apps/server/src/platform/files.ts';
import { benchCall, benchTenant } from './bench-tenant.ts';
import { seedOrders } from './orders-seed.ts';
import { ms, summarize } from './stats.ts';

const STATUSES = ['pending', 'toBeDelivered', 'shipped', 'outOfStock', 'cancelled'] as const;

const call = (app: FastifyInstance, token: string, endpoint: Endpoint, payload: unknown) =>
  benchCall<{ id: string }>(app, token, endpoint, payload);

async function setUp(database: Database, app: FastifyInstance) {
  const { tenant, token } = await benchTenant(database, `bench${Date.now()}`);
  const warehouseIds = [];
  for (const key of ['BW1', 'BW2'])
    warehouseIds.push(
      (
        await call(app, token, warehouseEndpoints.create, {
          name: `Bench ${key}`,
          shortName: key,
          warehouseKey: key,
          territory: 'west',
        })
      ).id,
    );
  const customerIds = [];
  for (let i = 1; i <= 5; i++)
    customerIds.push(
      (
        await call(app, token, customerEndpoints.createChannel, {
          customerCode: `BC${i}`,
          shortName: `Bench ${i}`,
          fullName: `Bench customer ${i}`,
          warehouseIds,
        })
      ).id,
    );
  return { tenantId: tenant.id, token, warehouseIds, customerIds };
}

async function measure(app: FastifyInstance, token: string, n: number, concurrency: number) {
  const samples: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const payload = { pageSize: 50, pageIndex: 1 + (i % 3), status: STATUSES[i % STATUSES.length] };
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: orderListEndpoints.getAllPageList.path,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
      samples.push(performance.now() - start);
      if (res.statusCode !== 200 || (res.json() as { data: { items: unknown[] } }).data.items.length !== 50)
        throw new Error(`bad page: ${res.body.slice(0, 200)}`);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ...summarize(samples), rps: n / ((performance.now() - t0) / 1000) };
}

async function runOn(kind: 'pglite' | 'postgres', size: number) {
  const dir = await mkdtemp(join(tmpdir(), 'wms-orders-bench-'));
  let url: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const admin = process.env.BENCH_DATABASE_URL!;
    const name = `wms_bench_${process.pid}`;
    const adminDb = async (statement: string) => {
      const handle = await openDatabase({ url: admin, poolSize: 1 });
      await handle.db.execute(sql.raw(statement));
      await handle.close();
    };
    await adminDb(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminDb(`CREATE DATABASE ${name}`);
    const target = new URL(admin);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDb = () => adminDb(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({ url, dataDir: url ? undefined : join(dir, 'pglite'), poolSize: 10 });
  await migrate(database);
  const app = await buildApp({ database, files: new FileStore(join(dir, 'files'), 'bench'), jobPollMs: 0 });
  await app.ready();
  const scope = await setUp(database, app);
  const t0 = performance.now();
  await seedOrders(database, scope, size);
  console.log(
    `${kind}: seeded ${size.toLocaleString('en')} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  await measure(app, scope.token, 100, 1);
  for (const concurrency of kind === 'postgres' ? [1, 8] : [1]) {
    const r = await measure(app, scope.token, 1000, concurrency);
    console.log(
      `${kind} GetAllPageList (50 rows, status filter, by order time) ×${r.n}, concurrency ${concurrency}: ` +
        `p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  ${r.rps.toFixed(0)} req/s`,
    );
  }
  await app.close();
  await database.close();
  await dropDb?.();
  await rm(dir, { recursive: true, force: true });
}

export async function run() {
  const size = Number(process.env.BENCH_ORDERS ?? 1_000_000);
  await runOn('pglite', Number(process.env.BENCH_PGLITE_ORDERS ?? size));
  if (process.env.BENCH_DATABASE_URL) await runOn('postgres', size);
  else console.log('postgres: skipped (set BENCH_DATABASE_URL)');
}
