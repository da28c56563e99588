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
    const expired = env().files.signedUrl(fileId, new Date(Date.now() - 2 * 3600_000));
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
});
