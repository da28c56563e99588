/** The spine's own figures: start-up to ready, envelope round-trip, and task queue throughput. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformEndpoints } from '@wms/api';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { tenantsService } from '../apps/server/src/modules/tenants/tenants.service.ts';
import { FileStore } from '../apps/server/src/platform/files.ts';
import { withTenant } from '../apps/server/src/platform/tenancy.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { ms, summarize } from './stats.ts';

export async function run() {
  const t0 = performance.now();
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  await migrate(database);
  await seedDemo(database.db);
  const dir = await mkdtemp(join(tmpdir(), 'wms-bench-'));
  const app = await buildApp({ database, files: new FileStore(dir, 'bench'), jobPollMs: 0 });
  await app.ready();
  console.log(`start-up (open ${database.kind}, migrate, seed, build app): ${ms(performance.now() - t0)}`);

  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const s = performance.now();
    const res = await app.inject({ url: platformEndpoints.getConfig.path });
    if (res.statusCode !== 200) throw new Error(`GetConfig answered ${res.statusCode}`);
    samples.push(performance.now() - s);
  }
  const r = summarize(samples.slice(200));
  console.log(`GetConfig via inject: p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}`);

  const tenant = (await tenantsService.findByCode(database.db, 'demo'))!;
  app.deps.jobs.register('bench:noop', async (job) => {
    await job.progress(50);
    return { result: null };
  });
  const n = 500;
  await withTenant(database.db, tenant.id, async (tx) => {
    for (let i = 0; i < n; i++) {
      await app.deps.jobs.enqueue(tx, {
        tenantId: tenant.id,
        userId: tenant.id,
        kind: 'export',
        type: 'bench:noop',
        filename: 'x',
        locale: 'en',
      });
    }
  });
  const s = performance.now();
  await app.deps.jobs.drain();
  const secs = (performance.now() - s) / 1000;
  console.log(
    `task queue: ${n} tasks claimed, progressed and completed in ${secs.toFixed(2)} s (${Math.round(n / secs)} tasks/s)`,
  );
  await app.close();
  await database.close();
}
