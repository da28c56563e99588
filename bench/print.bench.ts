/**
 * Printing from the click to the printer: the back office's API call for ZPL labels, the job handed to the
 * real print helper on 127.0.0.1, and the last byte arriving at a TCP listener standing in for a ZPL
 * printer on port 9100. One 4×6 shipping-size pallet label (goal p95 ≤ 300 ms) and 100 labels as one job
 * (goal ≤ 5 s), through real HTTP on both hops.
 */
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Endpoint, palletCodeEndpoints } from '@wms/api';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/print-helper/src/config.ts';
import { createHelperServer, listen } from '../apps/print-helper/src/helper-server.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { users, warehouses } from '../apps/server/src/db/schema/index.ts';
import { FileStore } from '../apps/server/src/platform/files.ts';
import { openSession } from '../apps/server/src/platform/sessions.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { ms, summarize } from './stats.ts';

/** The printer: resolves a waiter once `expected` bytes in total have arrived since it was armed. */
async function listener() {
  let received = 0;
  let waiter: { bytes: number; resolve: () => void } | null = null;
  const server = createServer((socket) =>
    socket.on('data', (chunk) => {
      received += chunk.length;
      if (waiter && received >= waiter.bytes) waiter.resolve();
    }),
  );
  const port = await new Promise<number>((r) =>
    server.listen(0, '127.0.0.1', () => r((server.address() as { port: number }).port)),
  );
  const arm = (bytes: number) =>
    new Promise<void>((resolve) => {
      received = 0;
      waiter = { bytes, resolve };
    });
  return { port, arm, close: () => server.close() };
}

export async function run() {
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  await migrate(database);
  await seedDemo(database.db);
  const app = await buildApp({
    database,
    files: new FileStore(await mkdtemp(join(tmpdir(), 'wms-bench-')), 'b'),
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const [admin] = await database.db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(eq(users.account, 'admin01'));
  const { token } = await openSession(database.db, admin!, new Date());
  const api = async <T>(endpoint: Endpoint, input: unknown): Promise<T> => {
    const res = await fetch(base + endpoint.path, {
      method: endpoint.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: endpoint.method === 'GET' ? undefined : JSON.stringify(input),
    });
    const body = (await res.json()) as { success: boolean; data: T; message: string };
    if (!body.success) throw new Error(`${endpoint.path}: ${body.message}`);
    return body.data;
  };

  const printer = await listener();
  const config = loadConfig(
    [
      '--port',
      '0',
      '--token',
      'bench',
      '--printer',
      `bench=127.0.0.1:${printer.port}`,
      '--config',
      join(tmpdir(), 'wms-bench-helper.json'),
    ],
    {},
  );
  const helper = createHelperServer(config);
  const helperUrl = `http://127.0.0.1:${await listen(helper, 0)}`;

  const [warehouse] = await database.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.tenantId, admin!.tenantId))
    .limit(1);
  const run = await api<{ items: Array<{ id: string }> }>(palletCodeEndpoints.generate, {
    warehouseId: warehouse!.id,
    use: 'palletizing',
    printSize: '4x6',
    plqty: 100,
  });
  const ids = run.items.map((p) => p.id);

  /** One click: labels from the API, one job to the helper, until the printer has the last byte. */
  const click = async (chosen: string[]) => {
    const started = performance.now();
    const { labels } = await api<{ labels: string[] }>(palletCodeEndpoints.printZpl, {
      ids: chosen,
      dpi: 203,
    });
    const done = printer.arm(Buffer.byteLength(labels.join(''), 'utf8'));
    await fetch(`${helperUrl}/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-pairing-token': 'bench' },
      body: JSON.stringify({ printer: 'bench', format: 'zpl', title: 'bench', parts: labels }),
    });
    await done;
    return performance.now() - started;
  };

  const one: number[] = [];
  for (let i = 0; i < 60; i++) one.push(await click([ids[i % ids.length]!]));
  const r1 = summarize(one.slice(10));
  console.log(
    `one 4×6 pallet label, click to last byte: p50 ${ms(r1.p50)}  p95 ${ms(r1.p95)}  (goal p95 ≤ 300 ms)`,
  );
  const hundred: number[] = [];
  for (let i = 0; i < 5; i++) hundred.push(await click(ids));
  const r100 = summarize(hundred);
  console.log(
    `100 pallet labels as one job, click to last byte: p50 ${ms(r100.p50)}  worst ${ms(Math.max(...hundred))}  (goal ≤ 5 s)`,
  );

  helper.close();
  printer.close();
  await app.close();
  await database.close();
}
