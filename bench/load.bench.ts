/**
 * A busy warehouse against the real server (apps/server/src/main.ts in a child process, as `npm start`
 * runs it), on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL. Two mixes, LOAD_SECONDS each (30):
 * - office: 50 clients, 60 % order list, 30 % GetUserInfo, 10 % an order update;
 * - floor: 50 devices, each its own PDA account and pick list, pushing 200-event pick batches through
 *   the real push endpoint, while 20 clients browse (order list and GetUserInfo).
 * Prints req/s, p50, p99, the slowest request and errors, events/s applied for the floor, and how long
 * SIGTERM took to stop the loaded server. The load runs in this process, beside the server: on the 2-core
 * machine they share the cores. LOAD_SECONDS, LOAD_ORDERS, LOAD_CPU_PROF (a folder for the server's CPU
 * profile), LOAD_ONLY=office and LOAD_DB=postgres|pglite make a small, a profiled or a partial run.
 * On PostgreSQL the server runs LOAD_WORKERS processes (2; PGlite is always one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  authEndpoints,
  customerEndpoints,
  type Endpoint,
  orderEditEndpoints,
  orderListEndpoints,
  type SyncEvent,
  syncEndpoints,
  uuidv7,
  warehouseEndpoints,
} from '@wms/api';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { syncResources } from '../apps/server/src/modules/resources/resource-sync.ts';
import { tenantsService } from '../apps/server/src/modules/tenants/tenants.service.ts';
import { usersService } from '../apps/server/src/modules/users/users.service.ts';
import { FileStore } from '../apps/server/src/platform/files.ts';
import { openSession } from '../apps/server/src/platform/sessions.ts';
import { withTenant } from '../apps/server/src/platform/tenancy.ts';
import { ALL_POINTS, benchCall } from './bench-tenant.ts';
import { type Call, PICKER_POINTS, pickBatches, seedPickLists } from './floor-seed.ts';
import { seedOrders } from './orders-seed.ts';
import { SERVER_NODE_FLAGS } from './server-flags.ts';
import { summarize } from './stats.ts';
import { throwawayDatabase } from './sync-harness.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const ORDERS = Number(process.env.LOAD_ORDERS ?? 100_000);
/** Server processes on PostgreSQL (`WEB_CONCURRENCY`): one per core of the 2-core machine. */
const WORKERS = Number(process.env.LOAD_WORKERS ?? 2);
const DEVICES = 50;
const BATCH = 200;
const STATUSES = ['pending', 'toBeDelivered', 'shipped', 'outOfStock'] as const;
const main = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));

interface Prepared {
  staffToken: string;
  /** Pending orders the update mix edits. */
  orderIds: string[];
  /** Each device's next push of its pick list (`undefined` once it is picked). */
  devices: { token: string; deviceId: string; next: () => SyncEvent[] | undefined }[];
}

/** Tenant, staff user, warehouse, customers, orders, PDA accounts with their pick lists, sessions. */
async function prepare(
  options: { url?: string; dataDir?: string },
  unitsPerDevice: number,
): Promise<Prepared> {
  const database = await openDatabase({ ...options, poolSize: 4 });
  await migrate(database);
  await syncResources(database.db);
  const dir = await mkdtemp(join(tmpdir(), 'wms-load-files-'));
  const app = await buildApp({ database, files: new FileStore(dir, 'bench'), jobPollMs: 0 });
  await app.ready();
  const tag = `ld${Date.now().toString(36)}`;
  const tenant = await tenantsService.create(database.db, {
    code: tag,
    name: 'Load',
    edition: 'platinum',
    orderLimit: 10_000_000,
    warehouseLimit: 10,
    customerLimit: 100,
    isPDA: true,
  });
  const { staff, pda } = await withTenant(database.db, tenant.id, async (tx) => {
    const role = await usersService.createRole(tx, {
      tenantId: tenant.id,
      code: 'load',
      name: '压测',
      nameEn: 'Load',
      functionPoints: ALL_POINTS,
    });
    const pdaRole = await usersService.createRole(tx, {
      tenantId: tenant.id,
      code: 'loadpda',
      name: '压测手持',
      nameEn: 'Load PDA',
      functionPoints: PICKER_POINTS,
    });
    const staff = await usersService.create(tx, {
      tenantId: tenant.id,
      account: `${tag}staff`,
      displayName: 'Load',
      password: 'Passw0rd1',
      kind: 'staff',
      roleId: role.id,
    });
    const pda = [];
    for (let i = 0; i < DEVICES; i++)
      pda.push(
        await usersService.create(tx, {
          tenantId: tenant.id,
          account: `${tag}pda${i}`,
          displayName: `Device ${i}`,
          password: 'Passw0rd1',
          kind: 'pda',
          roleId: pdaRole.id,
        }),
      );
    return { staff, pda };
  });
  const staffToken = (await openSession(database.db, staff, new Date())).token;
  const call: Call = (endpoint, payload) => benchCall(app, staffToken, endpoint, payload);
  const warehouse = await call(warehouseEndpoints.create, {
    name: 'Load warehouse',
    shortName: 'LW',
    warehouseKey: 'LW1',
    territory: 'west',
  });
  const warehouseId = warehouse.id as string;
  const customerIds: string[] = [];
  for (let i = 1; i <= 3; i++)
    customerIds.push(
      (
        await call(customerEndpoints.createChannel, {
          customerCode: `LC${i}`,
          shortName: `Load ${i}`,
          fullName: `Load customer ${i}`,
          warehouseIds: [warehouseId],
        })
      ).id as string,
    );
  await seedOrders(database, { tenantId: tenant.id, customerIds, warehouseIds: [warehouseId] }, ORDERS);
  const pending = (await database.db.execute(
    sql`SELECT id FROM orders WHERE tenant_id = ${tenant.id} AND status = 'pending' LIMIT 500`,
  )) as unknown as { rows: { id: string }[] };
  const lists = await seedPickLists(
    database,
    call,
    { tenantId: tenant.id, userId: staff.id, warehouseId, pickerIds: pda.map((u) => u.id) },
    unitsPerDevice,
  );
  const devices = [];
  for (const [i, user] of pda.entries()) {
    const token = (await openSession(database.db, user, new Date(), 'pda')).token;
    devices.push({ token, deviceId: uuidv7(), next: pickBatches(lists[i]!, BATCH) });
  }
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
  return { staffToken, orderIds: pending.rows.map((r) => r.id), devices };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  // LOAD_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it exits (SIGTERM at the end).
  const profile = process.env.LOAD_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, main], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('server not healthy after 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, child };
}

/** SIGTERM and the time until the process is gone. */
async function stop(child: ChildProcess): Promise<number> {
  const t = performance.now();
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
  return performance.now() - t;
}

class Tally {
  samples: number[] = [];
  errors = 0;
  slowest = 0;
  record(ms: number, ok: boolean) {
    this.samples.push(ms);
    this.slowest = Math.max(this.slowest, ms);
    if (!ok) this.errors++;
  }
  line(label: string, seconds: number) {
    const s = summarize(this.samples);
    return `${label}: ${s.n} requests, ${(s.n / seconds).toFixed(0)} req/s, p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, slowest ${this.slowest.toFixed(0)} ms, errors ${this.errors}`;
  }
}

/**
 * One client's own keep-alive connection, as a browser tab or a handheld has. Through the shared fetch
 * pool, requests of different clients queued behind each other on one socket: at the start of a mix a
 * dozen requests waited a whole round each behind one another (up to 6 s), which was the pool's doing,
 * not the server's.
 */
function connection() {
  return new Agent({ keepAlive: true, maxSockets: 1 });
}

async function post(
  agent: Agent,
  base: string,
  token: string,
  endpoint: Endpoint,
  body: unknown,
  system?: string,
) {
  const t = performance.now();
  try {
    const payload = endpoint.method === 'GET' ? undefined : JSON.stringify(body);
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${base}${endpoint.path}`,
        {
          agent,
          method: endpoint.method,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            ...(system ? { system } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
    const json = JSON.parse(text) as { success: boolean; data: unknown };
    return { ms: performance.now() - t, ok: status === 200 && json.success, data: json.data };
  } catch {
    return { ms: performance.now() - t, ok: false, data: undefined };
  }
}

/** A browsing client until `until`: the order list, GetUserInfo and (when `updates`) an order update. */
async function browse(base: string, prepared: Prepared, until: number, tally: Tally, updates: boolean) {
  let i = Math.floor(Math.random() * 100);
  const agent = connection();
  while (performance.now() < until) {
    i++;
    const pick = i % 10;
    let result: Awaited<ReturnType<typeof post>>;
    if (pick < 6 || (!updates && pick === 9))
      result = await post(agent, base, prepared.staffToken, orderListEndpoints.getAllPageList, {
        pageIndex: 1 + (i % 3),
        pageSize: 50,
        status: STATUSES[i % STATUSES.length],
      });
    else if (pick < 9) result = await post(agent, base, prepared.staffToken, authEndpoints.getUserInfo, {});
    else
      result = await post(agent, base, prepared.staffToken, orderEditEndpoints.updateOrderReference, {
        id: prepared.orderIds[i % prepared.orderIds.length],
        customerReference1: `REF-${i}`,
      });
    tally.record(result.ms, result.ok);
  }
  agent.destroy();
}

/** One device until `until` or its list is picked: one push of its next 200 scans after another. */
async function device(base: string, d: Prepared['devices'][number], until: number, tally: Tally) {
  const { deviceId } = d;
  let applied = 0;
  const agent = connection();
  for (let events = d.next(); events && performance.now() < until; events = d.next()) {
    const result = await post(agent, base, d.token, syncEndpoints.push, { deviceId, events }, 'pda');
    const results = (result.data as { results?: { status: string }[] } | undefined)?.results ?? [];
    const all = results.length === events.length && results.every((r) => r.status === 'applied');
    applied += results.filter((r) => r.status === 'applied').length;
    tally.record(result.ms, result.ok && all);
  }
  agent.destroy();
  return applied;
}

async function runOn(kind: 'pglite' | 'postgres') {
  console.log(`\n### ${kind}${kind === 'postgres' ? `, ${WORKERS} server processes` : ''}`);
  const dir = await mkdtemp(join(tmpdir(), 'wms-load-'));
  const scratch = kind === 'postgres' ? await throwawayDatabase(process.env.BENCH_DATABASE_URL!) : undefined;
  try {
    const t = performance.now();
    // Enough units that no list runs out: a device's share of 12 000 events/s (above PostgreSQL's goal of
    // 10 000), and three pushes more for the SIGTERM round.
    const unitsPerDevice = Math.ceil((SECONDS * 12_000) / DEVICES) + 3 * BATCH;
    const prepared = await prepare(
      scratch ? { url: scratch.url } : { dataDir: join(dir, 'pglite') },
      unitsPerDevice,
    );
    console.log(
      `(set-up: ${ORDERS.toLocaleString('en')} orders, ${DEVICES} PDA accounts with a pick list of ${unitsPerDevice.toLocaleString('en')} units each, in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );
    const { base, child } = await startServer({
      DATA_DIR: dir,
      ...(scratch ? { DATABASE_URL: scratch.url, WEB_CONCURRENCY: String(WORKERS) } : {}),
    });
    try {
      // Warm-up: plans, caches, connections.
      const warm = new Tally();
      await Promise.all(
        Array.from({ length: 10 }, () => browse(base, prepared, performance.now() + 3000, warm, false)),
      );

      // Each mix starts with no dirty pages of the set-up or an earlier mix to write out (PostgreSQL).
      await scratch?.checkpoint();
      const office = new Tally();
      let until = performance.now() + SECONDS * 1000;
      await Promise.all(Array.from({ length: 50 }, () => browse(base, prepared, until, office, true)));
      console.log(
        office.line(
          `office mix, 50 clients × ${SECONDS} s (60 % order list, 30 % GetUserInfo, 10 % order update)`,
          SECONDS,
        ),
      );

      // LOAD_ONLY=office: the office mix alone (a profile of the hot reads without the floor's writes).
      if (process.env.LOAD_ONLY === 'office') {
        await stop(child);
        return;
      }
      await scratch?.checkpoint();
      const pushes = new Tally();
      const browsing = new Tally();
      const started = performance.now();
      until = started + SECONDS * 1000;
      const [applied] = await Promise.all([
        Promise.all(prepared.devices.map((d) => device(base, d, until, pushes))).then((n) =>
          n.reduce((a, b) => a + b, 0),
        ),
        Promise.all(Array.from({ length: 20 }, () => browse(base, prepared, until, browsing, false))),
      ]);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `floor mix, ${DEVICES} devices pushing ${BATCH}-event pick batches + 20 browsing clients × ${SECONDS} s: ` +
          `${Math.round(applied / seconds).toLocaleString('en')} events/s applied (${applied.toLocaleString('en')} events)`,
      );
      console.log(`  ${pushes.line('pushes', seconds)}`);
      console.log(`  ${browsing.line('browsing', seconds)}`);

      // SIGTERM while devices push: in-flight pushes are answered, and the process exits.
      const late = new Tally();
      const pushing = Promise.all(
        prepared.devices.map((d) => device(base, d, performance.now() + 10_000, late)),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ms = await stop(child);
      await pushing;
      console.log(`SIGTERM while ${DEVICES} devices push: exited in ${ms.toFixed(0)} ms  (goal < 10 s)`);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  } finally {
    await scratch?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function run() {
  // LOAD_DB=postgres or pglite: that database only.
  if (process.env.LOAD_DB !== 'postgres') await runOn('pglite');
  if (process.env.LOAD_DB === 'pglite') return;
  if (process.env.BENCH_DATABASE_URL) await runOn('postgres');
  else console.log('\n(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too)');
}
