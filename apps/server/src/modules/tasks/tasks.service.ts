import {
  canCancelTask,
  type DownloadTask,
  ErrorCode,
  fileStatusOf,
  taskStateSchema,
  unfinishedTaskStates,
} from '@wms/api';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { files, tasks } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import type { TaskRow } from '../../platform/jobs.ts';

const UNFINISHED = unfinishedTaskStates;

function toDownloadTask(row: TaskRow, fileStore: FileStore, now: Date): DownloadTask {
  const state = taskStateSchema.parse(row.state);
  return {
    id: row.id,
    kind: row.kind as DownloadTask['kind'],
    type: row.type,
    filename: row.filename,
    suffix: row.suffix,
    path: row.state === 'completed' && row.fileId ? fileStore.signedUrl(row.tenantId, row.fileId, now) : '',
    fileStatus: fileStatusOf(state),
    state,
    process: row.progress,
    errorMessage: row.errorCode,
    errorParams: row.errorCode && row.errorMessage ? JSON.parse(row.errorMessage) : null,
    createdTime: row.createdAt.toISOString(),
    finishedTime: row.finishedAt?.toISOString() ?? null,
  };
}

/** The download and task centers: every user sees the tasks they started. */
const mine = (principal: Principal, ...more: (SQL | undefined)[]) =>
  and(
    eq(tasks.tenantId, principal.tenantId),
    eq(tasks.createdBy, principal.userId),
    isNull(tasks.deletedAt),
    ...more,
  );

async function get(tx: Tx, principal: Principal, id: string): Promise<TaskRow> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(mine(principal, eq(tasks.id, id)));
  if (!row) throw new BizError(ErrorCode.taskNotFound);
  return row;
}

export const tasksService = {
  async list(
    tx: Tx,
    principal: Principal,
    query: { pageIndex: number; pageSize: number; kind?: string; fileStatus?: 1 | 2 | 3 },
    fileStore: FileStore,
    now: Date,
  ) {
    const states =
      query.fileStatus === 1
        ? [...UNFINISHED]
        : query.fileStatus === 2
          ? ['completed']
          : query.fileStatus === 3
            ? ['failed', 'cancelled']
            : undefined;
    const where = mine(
      principal,
      query.kind ? eq(tasks.kind, query.kind) : undefined,
      states ? inArray(tasks.state, states) : undefined,
    );
    // One after the other: the transaction is one connection.
    const rows = await tx
      .select()
      .from(tasks)
      .where(where)
      .orderBy(desc(tasks.createdAt))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(tasks).where(where);
    return { items: rows.map((row) => toDownloadTask(row, fileStore, now)), total: total?.n ?? 0 };
  },

  async counts(tx: Tx, principal: Principal) {
    const rows = await tx
      .select({ kind: tasks.kind, state: tasks.state, n: count() })
      .from(tasks)
      .where(mine(principal))
      .groupBy(tasks.kind, tasks.state);
    const sum = (pick: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(pick).reduce((acc, r) => acc + r.n, 0);
    return {
      noCompleteQty: sum((r) => (UNFINISHED as readonly string[]).includes(r.state)),
      generateFilingQty: sum((r) => r.state === 'completed' && r.kind === 'export'),
    };
  },

  async cancel(tx: Tx, principal: Principal, id: string, fileStore: FileStore, now: Date) {
    const row = await get(tx, principal, id);
    if (!canCancelTask(taskStateSchema.parse(row.state))) throw new BizError(ErrorCode.taskNotCancellable);
    const [updated] = await tx
      .update(tasks)
      .set({ state: 'cancelled', finishedAt: now, updatedAt: now, updatedBy: principal.userId })
      .where(mine(principal, eq(tasks.id, id)))
      .returning();
    return toDownloadTask(updated!, fileStore, now);
  },

  async remove(tx: Tx, principal: Principal, id: string, fileStore: FileStore, now: Date) {
    const row = await get(tx, principal, id);
    await tx
      .update(tasks)
      .set({
        deletedAt: now,
        state: (UNFINISHED as readonly string[]).includes(row.state) ? 'cancelled' : row.state,
      })
      .where(mine(principal, eq(tasks.id, id)));
    if (row.fileId) {
      const [file] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.tenantId, row.tenantId), eq(files.id, row.fileId)));
      if (file) await fileStore.remove(tx, row.tenantId, file.id, now);
    }
    return null;
  },
};
