/** Identity figures: slider puzzle cost, a full captcha + login round trip, and GetUserInfo. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authEndpoints } from '@wms/api';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { makePuzzle } from '../apps/server/src/modules/auth/captcha-image.ts';
import { syncResources } from '../apps/server/src/modules/resources/resource-sync.ts';
import { FileStore } from '../apps/server/src/platform/files.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { tokenThroughCaptcha } from '../apps/server/src/testing/login-flow.ts';
import type { TestEnv } from '../apps/server/src/testing/test-env.ts';
import { ms, summarize } from './stats.ts';

async function timed(n: number, work: (i: number) => Promise<unknown> | unknown) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await work(i);
    samples.push(performance.now() - s);
  }
  return summarize(samples);
}

export async function run() {
  const puzzle = await timed(50, () => makePuzzle());
  console.log(`slider puzzle (300×150 PNG + piece): p50 ${ms(puzzle.p50)}  p95 ${ms(puzzle.p95)}`);

  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  await migrate(database);
  const t0 = performance.now();
  await syncResources(database.db);
  console.log(`resource sync (catalogue + registry) on an empty table: ${ms(performance.now() - t0)}`);
  await seedDemo(database.db);
  const dir = await mkdtemp(join(tmpdir(), 'wms-bench-'));
  const app = await buildApp({ database, files: new FileStore(dir, 'bench'), jobPollMs: 0 });
  const env = { app, database } as unknown as TestEnv;

  let token = '';
  const login = await timed(20, async () => {
    token = await tokenThroughCaptcha(env, 'admin01', 'Admin12345');
  });
  console.log(`login (puzzle → check → validate, scrypt): p50 ${ms(login.p50)}  p95 ${ms(login.p95)}`);
  const info = await timed(200, async () => {
    const res = await app.inject({
      url: authEndpoints.getUserInfo.path,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`GetUserInfo answered ${res.statusCode}`);
  });
  console.log(`GetUserInfo for the administrator (all menus): p50 ${ms(info.p50)}  p95 ${ms(info.p95)}`);
  await app.close();
  await database.close();
}
