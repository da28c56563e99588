import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { ErrorCode, uuidv7 } from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { tasks, tenants } from '../db/schema/index.ts';
import type { Principal } from './context.ts';
import { BizError, HttpError } from './errors.ts';
import type { EventBus } from './events.ts';
import type { FileStore } from './files.ts';
import { principalForUser } from './sessions.ts';
import { withTenant } from './tenancy.ts';

export type TaskRow = typeof tasks.$inferSelect;

export interface JobContext {
  task: TaskRow;
  locale: Locale;
  files: FileStore;
  /**
   * Whom the job acts as: the user who started the task, with the rights that user holds now (a
   * disabled user's task fails with USR0015).
   */
  principal(): Promise<Principal>;
  /** Runs work in the task's tenant, under row-level security. */
  inTenant<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Reports percent done; throws `TaskCancelled` if the user cancelled meanwhile. */
  progress(percent: number): Promise<void>;
}

export interface JobResult {
  fileId?: string;
  result?: unknown;
}

export type JobHandler = (job: JobContext) => Promise<JobResult>;

export class TaskCancelled extends Error {}

/**
 * A running task's worker touches its lock this often, so a task whose lock is older than
 * `STALE_LOCK_MS` belongs to a dead worker (killed, crashed) and is queued again within about 30 s.
 */
export const HEARTBEAT_MS = 10 * 1000;
export const STALE_LOCK_MS = 30 * 1000;
/** A task whose worker died this many times is failed with its reason instead of crashing a fourth. */
export const MAX_ATTEMPTS = 3;

/** Where job failures go: the server's logger (pino's `error(object, message)` and `warn`). */
export interface JobLog {
  error(detail: Record<string, unknown>, message: string): void;
  /** A task a rule refused (an import with row errors, an empty export): the user is told, nothing broke. */
  warn(detail: Record<string, unknown>, message: string): void;
}

/**
 * The task queue. Workers in any number of server instances claim queued rows with
 * `FOR UPDATE SKIP LOCKED`, so a row is worked on once.
 */
export class JobQueue {
  readonly #db: Db;
  readonly #files: FileStore;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #workerId = `${hostname()}:${process.pid}:${uuidv7().slice(-8)}`;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = true;
  /** Set by `halt()` (server shutdown): no task is claimed any more, even by `drain()`. */
  #halted = false;
  /** The task this worker is running now, and whether shutdown gave it back to the queue. */
  #current: { task: TaskRow; released: boolean } | undefined;
  readonly #pollMs: number;
  readonly #clock: () => Date;
  readonly #events: EventBus | undefined;
  readonly #heartbeatMs: number;
  #log: JobLog | undefined;

  constructor(
    db: Db,
    files: FileStore,
    options: {
      pollMs?: number;
      clock?: () => Date;
      events?: EventBus;
      heartbeatMs?: number;
      log?: JobLog;
    } = {},
  ) {
    this.#db = db;
    this.#files = files;
    this.#pollMs = options.pollMs ?? 500;
    this.#clock = options.clock ?? (() => new Date());
    this.#events = options.events;
    this.#heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.#log = options.log;
  }

  /** The server hands its logger over once it exists. */
  useLog(log: JobLog): void {
    this.#log = log;
  }

  /** Tells the task's creator (download and task centers) where it stands. */
  async #announce(task: TaskRow, state: string, progress: number, tx?: Tx) {
    const data = { id: task.id, kind: task.kind, state, progress };
    await this.#events?.publish({ type: 'task', tenantId: task.tenantId, userId: task.createdBy, data }, tx);
  }

  register(type: string, handler: JobHandler): void {
    this.#handlers.set(type, handler);
  }

  /** Queues a task in the caller's transaction, so it exists only if the request commits. */
  async enqueue(
    tx: Tx,
    input: {
      tenantId: string;
      userId: string;
      kind: string;
      type: string;
      filename: string;
      suffix?: string;
      locale: Locale;
      payload?: unknown;
    },
  ): Promise<TaskRow> {
    if (!this.#handlers.has(input.type)) throw new Error(`No job handler for ${input.type}`);
    const row = await insertTask(tx, input);
    await this.#announce(row, 'queued', 0, tx);
    this.#kick();
    return row;
  }

  /** Starts polling; first removes work folders a killed export left behind. */
  async start(): Promise<void> {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#halted = false;
    await this.#files.cleanWorkDirs();
    this.#schedule(0);
  }

  /** Stops claiming tasks at once; the task running now goes on (shutdown's first step). */
  halt(): void {
    this.#halted = true;
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  /**
   * Stops the worker. The running task has `graceMs` to finish; after that it goes back to the queue
   * (its attempt not counted), so another worker or the next start takes it at once instead of after the
   * stale-lock wait, and this worker writes nothing more about it.
   */
  async stop(graceMs = Number.POSITIVE_INFINITY): Promise<void> {
    this.halt();
    const running = this.#running;
    if (!running) return;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      running.then(() => true),
      new Promise<boolean>((resolve) => {
        if (Number.isFinite(graceMs)) timer = setTimeout(() => resolve(false), graceMs);
      }),
    ]);
    clearTimeout(timer);
    const current = this.#current;
    if (finished || !current) return;
    current.released = true;
    await this.#db
      .update(tasks)
      .set({
        state: 'queued',
        lockedBy: null,
        lockedAt: null,
        attempts: sql`greatest(${tasks.attempts} - 1, 0)`,
        updatedAt: this.#clock(),
      })
      .where(
        and(
          eq(tasks.tenantId, current.task.tenantId),
          eq(tasks.id, current.task.id),
          eq(tasks.state, 'running'),
          eq(tasks.lockedBy, this.#workerId),
        ),
      );
  }

  /** Works until the queue is empty; tests and benchmarks call this instead of waiting for the timer. */
  async drain(): Promise<number> {
    let done = 0;
    while (!this.#halted && (await this.runOne())) done++;
    return done;
  }

  #kick() {
    if (!this.#stopped && !this.#running) this.#schedule(0);
  }

  #schedule(delay: number) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#running = this.drain()
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          this.#running = undefined;
          if (!this.#stopped) this.#schedule(this.#pollMs);
        });
    }, delay);
  }

  /** Fails, with their reason, the tasks whose worker died `MAX_ATTEMPTS` times. */
  async #giveUp(staleBefore: Date, now: Date) {
    const result = await this.#db.execute(sql`
      UPDATE tasks SET state = 'failed', error_code = ${ErrorCode.taskAttemptsExhausted},
        error_message = json_build_object('attempts', attempts)::text, locked_by = NULL,
        finished_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      WHERE state = 'running' AND deleted_at IS NULL AND attempts >= ${MAX_ATTEMPTS}
        AND locked_at < ${staleBefore.toISOString()}::timestamptz
      RETURNING id, tenant_id, kind, created_by, attempts`);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    for (const row of rows) {
      this.#log?.error(
        { taskId: row.id, attempts: row.attempts },
        'task given up: its worker died each time',
      );
      await this.#events?.publish({
        type: 'task',
        tenantId: row.tenant_id!,
        userId: row.created_by ?? null,
        data: { id: row.id, kind: row.kind, state: 'failed', progress: 0 },
      });
    }
  }

  async #claim(): Promise<TaskRow | undefined> {
    const now = this.#clock();
    const staleBefore = new Date(now.getTime() - STALE_LOCK_MS);
    await this.#giveUp(staleBefore, now);
    const result = await this.#db.execute(sql`
      UPDATE tasks SET state = 'running', locked_by = ${this.#workerId}, locked_at = ${now.toISOString()}::timestamptz,
        started_at = coalesce(started_at, ${now.toISOString()}::timestamptz), attempts = attempts + 1
      WHERE (tenant_id, id) = (
        SELECT tenant_id, id FROM tasks
        WHERE deleted_at IS NULL
          AND (state = 'queued' OR (state = 'running' AND locked_at < ${staleBefore.toISOString()}::timestamptz))
        ORDER BY created_at
        FOR UPDATE SKIP LOCKED
        LIMIT 1)
      RETURNING id, tenant_id`);
    const claimed = (result as unknown as { rows: { id: string; tenant_id: string }[] }).rows[0];
    if (!claimed) return undefined;
    const [row] = await this.#db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, claimed.tenant_id), eq(tasks.id, claimed.id)));
    return row;
  }

  async #update(task: TaskRow, values: Partial<typeof tasks.$inferInsert>) {
    // Given back to the queue at shutdown: whatever the handler does now is not this worker's to record.
    if (this.#current?.task.id === task.id && this.#current.released) return;
    const [row] = await this.#db
      .update(tasks)
      .set({ ...values, updatedAt: this.#clock() })
      .where(and(eq(tasks.tenantId, task.tenantId), eq(tasks.id, task.id)))
      .returning({ state: tasks.state, progress: tasks.progress });
    if (row) await this.#announce(task, row.state, row.progress);
  }

  /** Claims and runs one task; false when none was waiting. */
  async runOne(): Promise<boolean> {
    if (this.#halted) return false;
    const task = await this.#claim();
    if (!task) return false;
    this.#current = { task, released: false };
    const handler = this.#handlers.get(task.type);
    const locale = task.locale === 'zh-CN' ? 'zh-CN' : 'en';
    const context: JobContext = {
      task,
      locale,
      files: this.#files,
      principal: async () => {
        if (!task.createdBy) throw new Error(`Task ${task.id} has no starter to act as`);
        return principalForUser(this.#db, task.tenantId, task.createdBy);
      },
      inTenant: (work) => withTenant(this.#db, task.tenantId, work),
      progress: async (percent) => {
        const [row] = await this.#db
          .update(tasks)
          .set({ progress: Math.max(0, Math.min(99, Math.round(percent))), lockedAt: this.#clock() })
          .where(and(eq(tasks.tenantId, task.tenantId), eq(tasks.id, task.id)))
          .returning({ state: tasks.state, progress: tasks.progress });
        if (row?.state === 'cancelled') throw new TaskCancelled();
        await this.#announce(task, 'running', row?.progress ?? 0);
      },
    };
    // The heartbeat: the lock stays fresh while the handler works, however long it takes.
    const heartbeat = setInterval(() => {
      this.#db
        .update(tasks)
        .set({ lockedAt: this.#clock() })
        .where(
          and(eq(tasks.tenantId, task.tenantId), eq(tasks.id, task.id), eq(tasks.lockedBy, this.#workerId)),
        )
        .catch((error: unknown) =>
          this.#log?.error({ taskId: task.id, err: error }, 'task heartbeat failed'),
        );
    }, this.#heartbeatMs);
    heartbeat.unref();
    try {
      if (!handler) throw new Error(`No job handler for ${task.type}`);
      const outcome = await handler(context);
      const [current] = await this.#db
        .select({ state: tasks.state })
        .from(tasks)
        .where(and(eq(tasks.tenantId, task.tenantId), eq(tasks.id, task.id)));
      if (current?.state === 'cancelled') throw new TaskCancelled();
      await this.#update(task, {
        state: 'completed',
        progress: 100,
        fileId: outcome.fileId ?? null,
        result: outcome.result ?? null,
        finishedAt: this.#clock(),
        lockedBy: null,
      });
    } catch (error) {
      if (error instanceof TaskCancelled) {
        await this.#update(task, { finishedAt: this.#clock(), lockedBy: null });
      } else {
        const code = error instanceof BizError || error instanceof HttpError ? error.code : 'INTERNAL';
        if (error instanceof BizError)
          this.#log?.warn({ taskId: task.id, type: task.type, code }, 'task refused');
        else this.#log?.error({ taskId: task.id, type: task.type, code, err: error }, 'task failed');
        await this.#update(task, {
          state: 'failed',
          errorCode: code,
          errorMessage: error instanceof BizError ? JSON.stringify(error.params ?? {}) : null,
          finishedAt: this.#clock(),
          lockedBy: null,
        });
      }
    } finally {
      clearInterval(heartbeat);
      if (this.#current?.task.id === task.id) this.#current = undefined;
    }
    return true;
  }
}

export interface NewTask {
  tenantId: string;
  /** Whose task center shows it; null for work nobody started by hand (pushed mail). */
  userId: string | null;
  kind: string;
  type: string;
  filename: string;
  suffix?: string;
  locale: Locale;
  payload?: unknown;
}

/**
 * Inserts a queued task row in the caller's transaction, for services that queue work without the
 * queue object at hand; a worker's next poll claims it (`JobQueue.enqueue` also wakes the local worker).
 */
export async function insertTask(tx: Tx, input: NewTask): Promise<TaskRow> {
  const [row] = await tx
    .insert(tasks)
    .values({
      id: uuidv7(),
      tenantId: input.tenantId,
      kind: input.kind,
      type: input.type,
      filename: input.filename,
      suffix: input.suffix ?? '',
      locale: input.locale,
      payload: input.payload ?? {},
      createdBy: input.userId,
    })
    .returning();
  return row!;
}

/**
 * Queues today's task of each daily type in every live tenant (days in UTC by `now`). The row's id is made
 * from type, tenant and day, so however many instances queue it, one row exists and one worker claims it.
 * Returns the rows queued now.
 */
export async function queueDailyTasks(db: Db, types: readonly string[], now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const live = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.isDisabled, false));
  const rows = live.flatMap((tenant) =>
    types.map((type) => ({
      id: dailyTaskId(type, tenant.id, day),
      tenantId: tenant.id,
      kind: 'scheduled',
      type,
      filename: `${type} ${day}`,
      payload: { day },
    })),
  );
  if (!rows.length) return 0;
  const queued = await db.insert(tasks).values(rows).onConflictDoNothing().returning({ id: tasks.id });
  return queued.length;
}

/** A UUID-shaped id that is the same for the same type, tenant and day in every instance. */
export function dailyTaskId(type: string, tenantId: string, day: string): string {
  const h = createHash('sha256').update(`${type}|${tenantId}|${day}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
