import type { Locale } from '@wms/i18n/messages';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { importRecords, orderTaskLines, tasks } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { LABEL_IMPORT_JOB } from './imports/label-import.job.ts';

const ORDER_IMPORTS = [
  'import:dropShipping',
  'import:offlineOrder',
  'import:orderProcess',
  'import:packingList',
  LABEL_IMPORT_JOB,
];
/** Task types of the order area, as OrderTask lists them. */
export const ORDER_TASK_TYPES = [
  ...ORDER_IMPORTS,
  'orders:batch-shipment',
  'export:order',
  'export:pickList',
  'export:pickProgress',
];

type State = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
const importState = (s: string) =>
  s === 'completed' ? 'completed' : s === 'failed' || s === 'cancelled' ? 'failed' : 'importing';

const mine = (principal: Principal, types: string[], ...more: (SQL | undefined)[]) =>
  and(
    eq(tasks.tenantId, principal.tenantId),
    eq(tasks.createdBy, principal.userId),
    isNull(tasks.deletedAt),
    inArray(tasks.type, types),
    ...more,
  );

async function orderTaskPage(
  tx: Tx,
  principal: Principal,
  q: { pageIndex: number; pageSize: number; kind?: string },
) {
  const where = mine(principal, ORDER_TASK_TYPES, q.kind ? eq(tasks.kind, q.kind) : undefined);
  const rows = await tx
    .select()
    .from(tasks)
    .where(where)
    .orderBy(desc(tasks.createdAt))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  const [total] = await tx.select({ n: count() }).from(tasks).where(where);
  return {
    items: rows.map((t) => ({
      taskId: t.id,
      type: t.type,
      kind: t.kind,
      fileName: t.filename,
      state: t.state as State,
      process: t.progress,
      createdTime: t.createdAt.toISOString(),
      finishedTime: t.finishedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}

/** The rows of a task: its order lines, or for an Excel import the row errors it stored. */
async function orderTaskLinesPage(
  tx: Tx,
  principal: Principal,
  q: { pageIndex: number; pageSize: number; taskId: string; onlyFailed?: boolean },
  locale: Locale,
) {
  const [task] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(mine(principal, ORDER_TASK_TYPES, eq(tasks.id, q.taskId)));
  if (!task) return { items: [], total: 0 };
  const lines = await tx
    .select()
    .from(orderTaskLines)
    .where(
      and(
        eq(orderTaskLines.tenantId, principal.tenantId),
        eq(orderTaskLines.taskId, q.taskId),
        q.onlyFailed ? eq(orderTaskLines.ok, false) : undefined,
      ),
    )
    .orderBy(asc(orderTaskLines.rowNo));
  const [record] = lines.length
    ? []
    : await tx
        .select()
        .from(importRecords)
        .where(and(eq(importRecords.tenantId, principal.tenantId), eq(importRecords.id, q.taskId)));
  const all = lines.length
    ? lines.map((l) => ({
        rowNo: l.rowNo,
        orderNo: l.orderNo,
        ok: l.ok,
        trackingNo: l.trackingNo,
        column: l.code,
        message: (l.message as Record<string, string> | null)?.[locale] ?? null,
      }))
    : (record?.errors ?? []).map((e) => ({
        rowNo: e.row,
        orderNo: '',
        ok: false,
        trackingNo: null,
        column: e.column,
        message: e.message[locale],
      }));
  const start = (q.pageIndex - 1) * q.pageSize;
  return { items: all.slice(start, start + q.pageSize), total: all.length };
}

/** GetUserOrderImportRecordList: the caller's order imports with their counts, running ones included. */
async function importRecordPage(tx: Tx, principal: Principal, q: { pageIndex: number; pageSize: number }) {
  const where = mine(principal, ORDER_IMPORTS);
  const rows = await tx
    .select({ task: tasks, record: importRecords })
    .from(tasks)
    .leftJoin(importRecords, and(eq(importRecords.tenantId, tasks.tenantId), eq(importRecords.id, tasks.id)))
    .where(where)
    .orderBy(desc(tasks.createdAt))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  const [total] = await tx.select({ n: count() }).from(tasks).where(where);
  return {
    items: rows.map(({ task, record }) => ({
      taskId: task.id,
      kind: record?.kind ?? (task.payload as { kind?: string }).kind ?? 'shipmentLabel',
      fileName: record?.fileName ?? task.filename,
      state: importState(task.state) as 'importing' | 'completed' | 'failed',
      totalRows: record?.totalRows ?? 0,
      okRows: record?.okRows ?? 0,
      errorRows: new Set((record?.errors ?? []).map((e) => e.row)).size,
      createdTime: task.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

export const orderTasksService = { orderTaskPage, orderTaskLinesPage, importRecordPage };
