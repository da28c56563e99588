import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_FIELDS } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type Database, openDatabase } from './db/client.ts';
import { sessions, tasks } from './db/schema/index.ts';
import { tenantsService } from './modules/tenants/tenants.service.ts';
import { usersService } from './modules/users/users.service.ts';
import { FileStore } from './platform/files.ts';
import { openSession } from './platform/sessions.ts';
import { withTenant } from './platform/tenancy.ts';
import { freePort, until, waitHealthy } from './testing/processes.ts';
import {
  createPostgres,
  dbKinds,
  dropPostgres,
  postgresName,
  postgresUrl,
} from './testing/test-databases.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const TASKS = 8;

/** A GET on a connection of its own (no keep-alive), so the cluster may hand it to either worker. */
function open(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, headers, agent: false }, resolve).on('error', reject);
  });
}

/** The ids of the tasks a server-sent event stream reported completed. */
function completedIn(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as { id?: string; state?: string })
    .flatMap((data) => (data.state === 'completed' && data.id ? [data.id] : []));
}

/**
 * `WEB_CONCURRENCY=2` on PostgreSQL: main.ts forks two workers sharing one port (cluster.ts). Both answer
 * requests, each queued task runs once, and a task's live events reach streams held by either worker.
 */
describe.skipIf(!dbKinds.includes('postgres'))(
  'two worker processes sharing a port (WEB_CONCURRENCY)',
  () => {
    const name = postgresName('wms_cluster');
    let child: ChildProcess;
    let port = 0;
    let dataDir = '';
    let database: Database;
    let app: FastifyInstance;
    let tenantId = '';
    let userId = '';
    let token = '';
    let stderr = '';

    beforeAll(async () => {
      await (await createPostgres(name)).close();
      const url = postgresUrl(name);
      port = await freePort();
      dataDir = await mkdtemp(join(tmpdir(), 'wms-cluster-'));
      const env = { ...process.env, DATABASE_URL: url, WEB_CONCURRENCY: '2', PORT: String(port) };
      child = spawn(process.execPath, [main], {
        env: { ...env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      // Three processes start (the primary migrates, then each worker loads the server): room for a busy machine.
      await waitHealthy(child, port, () => stderr, 240_000);
      // This process only queues tasks (no worker of its own): the forked workers run them.
      database = await openDatabase({ url, poolSize: 2 });
      app = await buildApp({ database, files: new FileStore(dataDir, 'cluster'), jobPollMs: 0 });
      const tenant = await tenantsService.create(database.db, {
        code: `clu${process.pid}`,
        name: 'Cluster',
        edition: 'platinum',
        orderLimit: 100,
        warehouseLimit: 1,
        customerLimit: 1,
        isPDA: false,
      });
      tenantId = tenant.id;
      const user = await withTenant(database.db, tenantId, async (tx) => {
        const role = await usersService.createRole(tx, {
          tenantId,
          code: 'r',
          name: '角色',
          nameEn: 'Role',
          functionPoints: [],
        });
        return usersService.create(tx, {
          tenantId,
          account: `clu${process.pid}`,
          displayName: 'Cluster',
          password: 'Passw0rd1',
          kind: 'staff',
          roleId: role.id,
        });
      });
      userId = user.id;
      token = (await openSession(database.db, user, new Date())).token;
    }, 330_000);

    afterAll(async () => {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      await app?.close();
      await database?.close();
      await dropPostgres(name);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('answers requests from both workers', async () => {
      const served = new Set<string>();
      for (let i = 0; i < 20; i++) {
        const res = await open(port, '/healthz');
        res.resume();
        expect(res.statusCode).toBe(200);
        served.add(String(res.headers['x-instance']));
      }
      expect([...served].sort()).toEqual(['1', '2']);
    });

    it("runs each task once, and a task's events reach the streams of both workers", async () => {
      const streams = new Map<string, { text: string }>();
      for (let i = 0; i < 10 && streams.size < 2; i++) {
        const res = await open(port, '/api/v1/events', { authorization: `Bearer ${token}` });
        const instance = String(res.headers['x-instance']);
        if (streams.has(instance)) {
          res.destroy();
          continue;
        }
        const stream = { text: '' };
        res.on('data', (chunk) => {
          stream.text += chunk;
        });
        streams.set(instance, stream);
      }
      expect([...streams.keys()].sort()).toEqual(['1', '2']);
      const queued = await withTenant(database.db, tenantId, async (tx) => {
        const ids: string[] = [];
        for (let i = 0; i < TASKS; i++) {
          const row = await app.deps.jobs.enqueue(tx, {
            tenantId,
            userId,
            kind: 'export',
            type: 'export:order',
            filename: `orders-${i}.xlsx`,
            locale: 'en',
            payload: { fields: EXPORT_FIELDS.order.slice(0, 5), filters: {} },
          });
          ids.push(row.id);
        }
        return ids;
      });
      const rows = await until('every task to finish', async () => {
        const found = await database.db
          .select({ state: tasks.state, attempts: tasks.attempts })
          .from(tasks)
          .where(and(eq(tasks.tenantId, tenantId), eq(tasks.kind, 'export')));
        return found.length === TASKS && found.every((r) => r.state !== 'queued' && r.state !== 'running')
          ? found
          : undefined;
      });
      expect(rows.map((r) => [r.state, r.attempts])).toEqual(Array(TASKS).fill(['completed', 1]));
      // Whichever worker ran a task, its completion reaches the stream the other worker holds.
      for (const [instance, stream] of streams) {
        const heard = await until(`completions on worker ${instance}'s stream`, async () => {
          const done = completedIn(stream.text).filter((id) => queued.includes(id));
          return done.length === TASKS ? done : undefined;
        });
        expect(heard.sort()).toEqual([...queued].sort());
      }
    });

    it('refuses a session on both workers as soon as another process revokes it', async () => {
      const statusOnEach = async () => {
        const seen = new Map<string, number>();
        for (let i = 0; i < 20 && seen.size < 2; i++) {
          const res = await open(port, '/api/v1/System/Auth/GetUserInfo', {
            authorization: `Bearer ${token}`,
          });
          res.resume();
          seen.set(String(res.headers['x-instance']), res.statusCode ?? 0);
        }
        return [...seen.entries()].sort();
      };
      // Both workers have the principal cached.
      expect(await statusOnEach()).toEqual([
        ['1', 200],
        ['2', 200],
      ]);
      await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
      // Within 2 s, well inside the cache's 5 s: a worker that had not heard would still say 200.
      await until(
        'both workers to refuse the revoked session',
        async () => ((await statusOnEach()).every(([, status]) => status === 401) ? true : undefined),
        2_000,
      );
    });

    it('stops both workers and exits on SIGTERM', async () => {
      const gone = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const begun = Date.now();
      child.kill('SIGTERM');
      expect(await gone).toBe(0);
      expect(Date.now() - begun).toBeLessThan(10_000);
      await expect(open(port, '/healthz')).rejects.toThrow();
    });
  },
);
