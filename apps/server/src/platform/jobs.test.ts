import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { downloadHistoryEndpoints, uuidv7 } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { tasks } from '../db/schema/index.ts';
import { describeEachDb, type TestEnv, type TestUser } from '../testing/test-env.ts';
import { BizError } from './errors.ts';
import { JobQueue } from './jobs.ts';
import { withTenant } from './tenancy.ts';

const MANAGE = ['download:task:manage'];

/** A real export-shaped job: writes a CSV file through the file store, reporting progress on the way. */
function registerCsvJob(env: TestEnv, jobs = env.app.deps.jobs) {
  jobs.register('test:csv', async (job) => {
    const rows: string[] = ['n'];
    for (let i = 1; i <= 4; i++) {
      rows.push(String(i));
      await job.progress(i * 25);
    }
    const file = await job.inTenant((tx) =>
      job.files.save(
        tx,
        { tenantId: job.task.tenantId, name: job.task.filename, mime: 'text/csv' },
        Buffer.from(rows.join('\n')),
      ),
    );
    return { fileId: file.id, result: { rows: 4 } };
  });
  jobs.register('test:fail', async () => {
    throw new BizError('VERSION_DENIED');
  });
}

async function enqueue(env: TestEnv, user: TestUser, type: string, jobs = env.app.deps.jobs) {
  return withTenant(env.database.db, user.tenantId, (tx) =>
    jobs.enqueue(tx, {
      tenantId: user.tenantId,
      userId: user.userId,
      kind: 'export',
      type,
      filename: `${type}.csv`,
      suffix: 'csv',
      locale: 'en',
    }),
  );
}

describeEachDb('jobs and files', (env) => {
  it('runs a queued export to completion, and its file downloads through a signed URL', async () => {
    registerCsvJob(env());
    const user = await env().login({ functionPoints: MANAGE });
    await enqueue(env(), user, 'test:csv');
    const before = (await env().call(downloadHistoryEndpoints.getNoCompleteQty, {}, user.token)).json().data;
    expect(before).toEqual({ noCompleteQty: 1, generateFilingQty: 0 });

    expect(await env().app.deps.jobs.drain()).toBe(1);

    const list = (await env().call(downloadHistoryEndpoints.getList, {}, user.token)).json().data;
    expect(list.total).toBe(1);
    const [task] = list.items;
    expect(task).toMatchObject({ fileStatus: 2, state: 'completed', process: 100, filename: 'test:csv.csv' });
    const download = await env().app.inject({ url: task.path });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('n\n1\n2\n3\n4');
    expect(download.headers['content-disposition']).toContain('test%3Acsv.csv');
    const after = (await env().call(downloadHistoryEndpoints.getNoCompleteQty, {}, user.token)).json().data;
    expect(after).toEqual({ noCompleteQty: 0, generateFilingQty: 1 });
  });

  it('refuses a tampered or expired file link', async () => {
    const user = await env().login({ functionPoints: MANAGE });
    await enqueue(env(), user, 'test:csv');
    await env().app.deps.jobs.drain();
    const [task] = (await env().call(downloadHistoryEndpoints.getList, {}, user.token)).json().data.items;
    // Flip the signature's first character to one it certainly is not.
    const tampered = await env().app.inject({
      url: task.path.replace(
        /signature=(.)/,
        (_: string, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`,
      ),
    });
    expect(tampered.statusCode).toBe(403);
    const fileId = task.path.split('/')[2].split('?')[0];
    const expired = env().files.signedUrl(user.tenantId, fileId, new Date(Date.now() - 2 * 3600_000));
    const res = await env().app.inject({ url: expired });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('FILE_LINK_EXPIRED');
  });

  it('marks a failing job failed with its code', async () => {
    const user = await env().login({ functionPoints: MANAGE });
    await enqueue(env(), user, 'test:fail');
    await env().app.deps.jobs.drain();
    const [task] = (await env().call(downloadHistoryEndpoints.getList, {}, user.token)).json().data.items;
    expect(task).toMatchObject({
      fileStatus: 3,
      state: 'failed',
      errorMessage: 'VERSION_DENIED',
      errorParams: {},
    });
  });

  it('cancels an unfinished task, refuses to cancel a finished one, and deletes one', async () => {
    const user = await env().login({ functionPoints: MANAGE });
    const queued = await enqueue(env(), user, 'test:csv');
    const cancel = await env().call(
      downloadHistoryEndpoints.cancel,
      { id: queued.id, action: 'cancel' },
      user.token,
    );
    expect(cancel.json().data).toMatchObject({ state: 'cancelled', fileStatus: 3 });
    const again = await env().call(
      downloadHistoryEndpoints.cancel,
      { id: queued.id, action: 'cancel' },
      user.token,
    );
    expect(again.json()).toMatchObject({ success: false, code: 'TASK_NOT_CANCELLABLE' });
    const removed = await env().call(downloadHistoryEndpoints.remove, { id: queued.id }, user.token);
    expect(removed.json().success).toBe(true);
    expect((await env().call(downloadHistoryEndpoints.getList, {}, user.token)).json().data.total).toBe(0);
  });

  it('never shows one user the tasks of another', async () => {
    const a = await env().login({ functionPoints: MANAGE });
    const b = await env().login({ functionPoints: MANAGE });
    const task = await enqueue(env(), a, 'test:csv');
    expect((await env().call(downloadHistoryEndpoints.getList, {}, b.token)).json().data.total).toBe(0);
    const res = await env().call(downloadHistoryEndpoints.cancel, { id: task.id, action: 'cancel' }, b.token);
    expect(res.json().code).toBe('TASK_NOT_FOUND');
  });

  it('lets two workers share the queue without running a task twice (SKIP LOCKED)', async () => {
    const user = await env().login({ functionPoints: MANAGE });
    const { db } = env().database;
    await env().app.deps.jobs.drain();
    const workers = [new JobQueue(db, env().files), new JobQueue(db, env().files)];
    for (const w of workers) registerCsvJob(env(), w);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await enqueue(env(), user, 'test:csv', workers[0])).id);
    const [x, y] = await Promise.all(workers.map((w) => w.drain()));
    expect(x! + y!).toBe(6);
    const rows = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, user.tenantId)));
    expect(rows.filter((r) => ids.includes(r.id)).map((r) => [r.state, r.attempts])).toEqual(
      Array(6).fill(['completed', 1]),
    );
  });

  it('gives a task whose worker died back to the queue', async () => {
    const user = await env().login({ functionPoints: MANAGE });
    const { db } = env().database;
    const task = await enqueue(env(), user, 'test:csv');
    await db
      .update(tasks)
      .set({ state: 'running', lockedBy: 'dead-worker', lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where(and(eq(tasks.tenantId, user.tenantId), eq(tasks.id, task.id)));
    await env().app.deps.jobs.drain();
    const [row] = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, user.tenantId), eq(tasks.id, task.id)));
    expect(row).toMatchObject({ state: 'completed', attempts: 1 });
    expect(uuidv7()).not.toBe(task.id);
  });

  const stateOf = async (tenantId: string, id: string) => {
    const [row] = await env()
      .database.db.select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, id)));
    return row!;
  };
  const strand = (tenantId: string, id: string, lockedAt: Date, attempts: number) =>
    env()
      .database.db.update(tasks)
      .set({ state: 'running', lockedBy: 'dead-worker', lockedAt, attempts })
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, id)));

  it('re-queues a dead worker’s task after 30 s, not before, and fails it after 3 attempts', async () => {
    let now = new Date('2026-03-02T08:00:00Z');
    const worker = new JobQueue(env().database.db, env().files, { clock: () => now });
    registerCsvJob(env(), worker);
    const user = await env().login({ functionPoints: MANAGE });
    const task = await enqueue(env(), user, 'test:csv', worker);
    await strand(user.tenantId, task.id, now, 1);
    now = new Date(now.getTime() + 20_000);
    expect(await worker.drain()).toBe(0);
    now = new Date(now.getTime() + 15_000);
    expect(await worker.drain()).toBe(1);
    expect(await stateOf(user.tenantId, task.id)).toMatchObject({ state: 'completed', attempts: 2 });

    const crashing = await enqueue(env(), user, 'test:csv', worker);
    await strand(user.tenantId, crashing.id, now, 3);
    now = new Date(now.getTime() + 31_000);
    expect(await worker.drain()).toBe(0);
    expect(await stateOf(user.tenantId, crashing.id)).toMatchObject({
      state: 'failed',
      errorCode: 'TASK_ATTEMPTS_EXHAUSTED',
      lockedBy: null,
    });
    const list = await env().call(downloadHistoryEndpoints.getList, {}, user.token, 'zh-CN');
    const failed = list.json().data.items.find((t: { id: string }) => t.id === crashing.id);
    expect(failed).toMatchObject({ errorMessage: 'TASK_ATTEMPTS_EXHAUSTED', errorParams: { attempts: 3 } });
  });

  it('keeps a live worker’s long task its own through the heartbeat', async () => {
    let now = new Date('2026-03-02T09:00:00Z');
    const clock = () => now;
    const { db } = env().database;
    const busy = new JobQueue(db, env().files, { clock, heartbeatMs: 20 });
    const other = new JobQueue(db, env().files, { clock });
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      busy.register('test:slow', async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
        return {};
      });
    });
    other.register('test:slow', async () => ({}));
    await env().app.deps.jobs.drain();
    const user = await env().login({ functionPoints: MANAGE });
    const task = await enqueue(env(), user, 'test:slow', busy);
    const running = busy.drain();
    await started;
    for (let i = 0; i < 3; i++) {
      now = new Date(now.getTime() + 25_000);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await other.runOne()).toBe(false);
    }
    release();
    await running;
    expect(await stateOf(user.tenantId, task.id)).toMatchObject({ state: 'completed', attempts: 1 });
  });

  it('at shutdown claims nothing more and gives a task that outlasts the grace back to the queue', async () => {
    const { db } = env().database;
    await env().app.deps.jobs.drain();
    const worker = new JobQueue(db, env().files, { pollMs: 20 });
    let begin: () => void = () => {};
    const begun = new Promise<void>((resolve) => {
      begin = resolve;
    });
    let release: () => void = () => {};
    worker.register('test:slow', async () => {
      begin();
      await new Promise<void>((done) => {
        release = done;
      });
      return {};
    });
    registerCsvJob(env(), worker);
    const user = await env().login({ functionPoints: MANAGE });
    const slow = await enqueue(env(), user, 'test:slow', worker);
    await worker.start();
    await begun;
    const next = await enqueue(env(), user, 'test:csv', worker);
    const t = performance.now();
    await worker.stop(100);
    expect(performance.now() - t).toBeLessThan(2000);
    expect(await stateOf(user.tenantId, slow.id)).toMatchObject({
      state: 'queued',
      lockedBy: null,
      attempts: 0,
    });
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stateOf(user.tenantId, slow.id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await stateOf(user.tenantId, next.id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await worker.drain()).toBe(0);
    // The next worker takes both at once (no stale-lock wait).
    const successor = new JobQueue(db, env().files);
    successor.register('test:slow', async () => ({}));
    registerCsvJob(env(), successor);
    await successor.drain();
    expect(await stateOf(user.tenantId, slow.id)).toMatchObject({ state: 'completed', attempts: 1 });
    expect(await stateOf(user.tenantId, next.id)).toMatchObject({ state: 'completed', attempts: 1 });
  });

  it('logs every failure with the task id: a refusal as a warning, a crash as an error with its cause', async () => {
    const logged: [string, Record<string, unknown>][] = [];
    const worker = new JobQueue(env().database.db, env().files, {
      log: {
        error: (detail) => logged.push(['error', detail]),
        warn: (detail) => logged.push(['warn', detail]),
      },
    });
    registerCsvJob(env(), worker);
    worker.register('test:crash', async () => {
      throw new Error('disk on fire');
    });
    await env().app.deps.jobs.drain();
    const user = await env().login({ functionPoints: MANAGE });
    const refused = await enqueue(env(), user, 'test:fail', worker);
    await worker.drain();
    const crashed = await enqueue(env(), user, 'test:crash', worker);
    await worker.drain();
    expect(logged).toEqual([
      ['warn', expect.objectContaining({ taskId: refused.id, code: 'VERSION_DENIED' })],
      ['error', expect.objectContaining({ taskId: crashed.id, code: 'INTERNAL', err: expect.any(Error) })],
    ]);
  });

  it('writes exports under the data folder and removes a dead process’s leftovers at start', async () => {
    const files = env().files;
    const mine = await files.workDir('wms-export');
    expect(mine.startsWith(join(files.root, '.work'))).toBe(true);
    const dead = join(files.root, '.work', `wms-export-${hostname()}-999999999-abc123`);
    await mkdir(dead, { recursive: true });
    await writeFile(join(dead, 'half.xlsx'), 'partial');
    const worker = new JobQueue(env().database.db, files);
    await worker.start();
    await worker.stop();
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(mine)).toBe(false);
  });
});
