import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type Database, openDatabase } from './db/client.ts';
import { tasks } from './db/schema/index.ts';
import { tenantsService } from './modules/tenants/tenants.service.ts';
import { usersService } from './modules/users/users.service.ts';
import type { LiveEvent } from './platform/events.ts';
import { FileStore } from './platform/files.ts';
import { withTenant } from './platform/tenancy.ts';
import {
  createPostgres,
  dbKinds,
  dropPostgres,
  postgresName,
  postgresUrl,
} from './testing/test-databases.ts';

const TASKS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * Several server processes on one PostgreSQL database (README "Configuration"): two apps, each with its
 * own pool, job worker and LISTEN connection, as two processes behind a proxy would have. PGlite is one
 * process by nature, so this runs on PostgreSQL only.
 */
describe.skipIf(!dbKinds.includes('postgres'))('two server instances on one PostgreSQL database', () => {
  const name = postgresName('wms_instances');
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let dir = '';
  let tenantId = '';
  let userId = '';

  beforeAll(async () => {
    await (await createPostgres(name)).close();
    const url = postgresUrl(name);
    dir = await mkdtemp(join(tmpdir(), 'wms-instances-'));
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url, poolSize: 4 });
      databases.push(database);
      // The same files folder and secret, as instances must share them to serve each other's files.
      const app = await buildApp({ database, files: new FileStore(dir, 'shared'), jobPollMs: 25 });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
    const tenant = await tenantsService.create(databases[0]!.db, {
      code: `inst${process.pid}`,
      name: 'Instances',
      edition: 'platinum',
      orderLimit: 100,
      warehouseLimit: 1,
      customerLimit: 1,
      isPDA: false,
    });
    tenantId = tenant.id;
    userId = await withTenant(databases[0]!.db, tenantId, async (tx) => {
      const role = await usersService.createRole(tx, {
        tenantId,
        code: 'r',
        name: '角色',
        nameEn: 'Role',
        functionPoints: [],
      });
      const user = await usersService.create(tx, {
        tenantId,
        account: `inst${process.pid}`,
        displayName: 'Instances',
        password: 'Passw0rd1',
        kind: 'staff',
        roleId: role.id,
      });
      return user.id;
    });
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await dropPostgres(name);
    await rm(dir, { recursive: true, force: true });
  });

  const heard = (app: FastifyInstance) => {
    const events: LiveEvent[] = [];
    const off = app.deps.events.subscribe((event) => events.push(event));
    return { events, off };
  };

  it('runs a task queued on one instance once, by either, and both hear how it went', async () => {
    const runs: { taskId: string; instance: number }[] = [];
    for (const [instance, app] of apps.entries())
      app.deps.jobs.register('test:instances', async (job) => {
        runs.push({ taskId: job.task.id, instance });
        await job.progress(50);
        await sleep(10);
        return {};
      });
    const listeners = apps.map(heard);
    const queued = await withTenant(databases[0]!.db, tenantId, async (tx) => {
      const ids: string[] = [];
      for (let i = 0; i < TASKS; i++) {
        const row = await apps[0]!.deps.jobs.enqueue(tx, {
          tenantId,
          userId,
          kind: 'export',
          type: 'test:instances',
          filename: `t${i}`,
          locale: 'en',
        });
        ids.push(row.id);
      }
      return ids;
    });
    const states = await until('every task to finish', async () => {
      const rows = await databases[1]!.db
        .select({ id: tasks.id, state: tasks.state, attempts: tasks.attempts })
        .from(tasks)
        .where(and(eq(tasks.tenantId, tenantId), eq(tasks.type, 'test:instances')));
      return rows.every((r) => r.state === 'completed') && rows.length === TASKS ? rows : undefined;
    });
    expect(states.map((r) => r.attempts)).toEqual(Array(TASKS).fill(1));
    expect(runs.map((r) => r.taskId).sort()).toEqual([...queued].sort());
    // Each instance hears every task's end, whichever instance ran it.
    // Each instance hears every task's end, whichever instance ran it (scheduled tasks of their own aside).
    const ends = (events: LiveEvent[]) =>
      new Set(
        events
          .filter((e) => (e.data as { state?: string }).state === 'completed')
          .map((e) => (e.data as { id: string }).id)
          .filter((id) => queued.includes(id)),
      );
    for (const { events } of listeners)
      expect(
        await until('the last completion to be heard', async () =>
          ends(events).size === TASKS ? ends(events) : undefined,
        ),
      ).toEqual(new Set(queued));
    for (const { off } of listeners) off();
  });

  it('delivers an event published on one instance to a subscriber of the other, on commit only', async () => {
    const other = heard(apps[1]!);
    const publish = (note: string, tx?: Parameters<FastifyInstance['deps']['events']['publish']>[1]) =>
      apps[0]!.deps.events.publish({ type: 'test', tenantId, userId, data: { note } }, tx);
    await withTenant(databases[0]!.db, tenantId, async (tx) => {
      await publish('rolled back', tx);
      await tx.execute(sql`select 1`);
      throw Object.assign(new Error('roll back'), { expected: true });
    }).catch((error: { expected?: boolean }) => {
      if (!error.expected) throw error;
    });
    await withTenant(databases[0]!.db, tenantId, (tx) => publish('committed', tx));
    await until('the committed event', async () => (other.events.length ? true : undefined));
    await sleep(200);
    expect(other.events.map((e) => (e.data as { note: string }).note)).toEqual(['committed']);
    other.off();
  });

  it('hears the other instance again after its LISTEN connection is cut', async () => {
    const other = heard(apps[1]!);
    const cut = await databases[0]!.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN %'`,
    );
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);
    // Keep publishing until the listener is back: NOTIFY keeps nothing for a listener that is away.
    let n = 0;
    await until('an event after the cut', async () => {
      await apps[0]!.deps.events.publish({ type: 'test', tenantId, data: { n: ++n } });
      await sleep(100);
      return other.events.length ? true : undefined;
    });
    other.off();
  });
});
