/**
 * The Excel engine's figures: a 10 000-row product import (goal ≤ 10 s), a 100 000-row product import
 * with the p99 of other requests during it (goal ≤ 500 ms), and a 100 000-row inventory export (goal
 * ≤ 30 s, peak RSS ≤ 300 MB), on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL.
 * The export runs in a fresh process that opens the prepared database, as a restarted server would,
 * so its memory figure is the export's and not the set-up's. CPU seconds are printed next to wall time:
 * on a loaded machine they vary less (on PGlite they include the database's work, on PostgreSQL not).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-flags.ts';

export async function run() {
  const script = fileURLToPath(new URL('./import-run.ts', import.meta.url));
  const kinds = ['pglite', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])];
  for (const kind of kinds) {
    console.log(`\n### ${kind}`);
    const dir = await mkdtemp(join(tmpdir(), 'wms-bench-import-'));
    try {
      for (const phase of ['import', 'large', 'export']) {
        const child = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, script, kind, phase, dir], {
          stdio: 'inherit',
          env: process.env,
        });
        if (child.status !== 0)
          throw new Error(`import bench (${kind}, ${phase}) exited with ${child.status}`);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (kinds.length === 1) console.log('\n(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too)');
}
