import { PassThrough } from 'node:stream';
import {
  ErrorCode,
  IMPORT_COLUMNS,
  IMPORT_ERRORS_PAGE_SIZE,
  IMPORT_MAX_BYTES,
  type ImportKind,
  type ImportResult,
  ROW_WAREHOUSE_KINDS,
  WAREHOUSE_COLUMN,
} from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { importRecords, type StoredRowError, tasks } from '../../db/schema/index.ts';
import type { Principal, SessionContext } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { BizError } from '../errors.ts';
import { assertWarehouseVisible } from '../references.ts';
import type { ImportAttachment } from './importer.ts';
import { writeSheet } from './sheet-writer.ts';
import { columnLabel, templateBuffer, templateFileName } from './templates.ts';

export interface ImportPayload {
  kind: ImportKind;
  fileId: string;
  fileName: string;
  warehouseId: string | null;
  /** Files uploaded with the workbook, already stored (the vouchers of an `incidental` import). */
  attachments?: ImportAttachment[];
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The upload's current warehouse must be one the caller may see, as the warehouse service requires. */
/** Checks and stores an uploaded workbook, then queues its import as a task of the download center. */
export async function startImport(
  deps: AppDeps,
  tx: Tx,
  ctx: SessionContext,
  input: { kind: ImportKind; fileName: string; content: string; warehouseId?: string },
  attachments: ImportAttachment[] = [],
): Promise<{ taskId: string }> {
  const { principal } = ctx;
  const content = Buffer.from(input.content, 'base64');
  if (content.length > IMPORT_MAX_BYTES)
    throw new BizError(ErrorCode.uploadTooLarge, { max: `${IMPORT_MAX_BYTES / 1024 / 1024}MB` });
  if (!/\.xlsx$/i.test(input.fileName) || !content.subarray(0, 4).equals(ZIP_MAGIC))
    throw new BizError(ErrorCode.uploadFormat);
  const namesWarehouse = IMPORT_COLUMNS[input.kind].some((c) => c.key === WAREHOUSE_COLUMN);
  // Order-type kinds take each row's own warehouse; the others need the current one.
  const needsWarehouse = namesWarehouse && !ROW_WAREHOUSE_KINDS.has(input.kind);
  if (needsWarehouse && !input.warehouseId) throw new BizError(ErrorCode.selectData);
  if (input.warehouseId) await assertWarehouseVisible(tx, principal, input.warehouseId);
  const file = await deps.files.save(
    tx,
    { tenantId: principal.tenantId, name: input.fileName, mime: XLSX_MIME, createdBy: principal.userId },
    content,
  );
  const payload: ImportPayload = {
    kind: input.kind,
    fileId: file.id,
    fileName: input.fileName,
    warehouseId: namesWarehouse ? (input.warehouseId ?? null) : null,
    ...(attachments.length ? { attachments } : {}),
  };
  const task = await deps.jobs.enqueue(tx, {
    tenantId: principal.tenantId,
    userId: principal.userId,
    kind: 'import',
    type: `import:${input.kind}`,
    filename: input.fileName,
    suffix: 'xlsx',
    locale: ctx.locale,
    payload,
  });
  return { taskId: task.id };
}

const stateOf = (task: string): ImportResult['state'] =>
  task === 'completed' ? 'completed' : task === 'failed' || task === 'cancelled' ? 'failed' : 'importing';

/** The caller's own import task (an import's result is its starter's). */
async function ownImportTask(tx: Tx, principal: Principal, taskId: string) {
  const [task] = await tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.tenantId, principal.tenantId),
        eq(tasks.id, taskId),
        eq(tasks.createdBy, principal.userId),
        eq(tasks.kind, 'import'),
        isNull(tasks.deletedAt),
      ),
    );
  if (!task) throw new BizError(ErrorCode.taskNotFound);
  return task;
}

const recordWhere = (principal: Principal, taskId: string) =>
  and(eq(importRecords.tenantId, principal.tenantId), eq(importRecords.id, taskId));

/**
 * Lines `offset`… of an import's error list, in row order, read inside the database: a failed import of
 * 150 000 rows holds ~13 MB of errors, which neither a page nor a poll should load whole.
 */
async function errorLines(tx: Tx, principal: Principal, taskId: string, offset: number, limit: number) {
  const result = await tx.execute(sql`
    SELECT (e->>'row')::int AS "row", e->>'column' AS "column", e->'message' AS message
    FROM ${importRecords}, jsonb_array_elements(${importRecords.errors}) WITH ORDINALITY AS x(e, n)
    WHERE ${recordWhere(principal, taskId)}
    ORDER BY n OFFSET ${offset} LIMIT ${limit}`);
  return (result as unknown as { rows: StoredRowError[] }).rows;
}

/** The result of an import task with one page of its error list, in the reader's language. */
export async function importResult(
  tx: Tx,
  principal: Principal,
  locale: Locale,
  query: { taskId: string; pageIndex?: number; pageSize?: number },
): Promise<ImportResult> {
  const { taskId } = query;
  const pageSize = query.pageSize ?? IMPORT_ERRORS_PAGE_SIZE;
  const pageIndex = query.pageIndex ?? 1;
  const task = await ownImportTask(tx, principal, taskId);
  const [record] = await tx
    .select({
      totalRows: importRecords.totalRows,
      okRows: importRecords.okRows,
      skipped: importRecords.skipped,
      reasonCode: importRecords.reasonCode,
      reasonParams: importRecords.reasonParams,
      errorTotal: sql<number>`jsonb_array_length(${importRecords.errors})`.mapWith(Number),
      errorRows:
        sql<number>`(SELECT count(DISTINCT e->>'row') FROM jsonb_array_elements(${importRecords.errors}) e)`.mapWith(
          Number,
        ),
    })
    .from(importRecords)
    .where(recordWhere(principal, taskId));
  const page = record?.errorTotal
    ? await errorLines(tx, principal, taskId, (pageIndex - 1) * pageSize, pageSize)
    : [];
  const payload = task.payload as ImportPayload;
  const errors = page.map((e) => ({
    row: e.row,
    column: e.column,
    columnLabel: e.column ? columnLabel(locale, e.column) : '',
    message: e.message[locale],
  }));
  const state = stateOf(task.state);
  const reasonCode =
    record?.reasonCode ?? (state === 'failed' ? (task.errorCode ?? ErrorCode.internal) : null);
  return {
    taskId,
    kind: payload.kind,
    fileName: payload.fileName,
    state,
    process: task.progress,
    totalRows: record?.totalRows ?? 0,
    okRows: record?.okRows ?? 0,
    errorRows: record?.errorRows ?? 0,
    errorTotal: record?.errorTotal ?? 0,
    errors,
    skipped: (record?.skipped ?? []).map((s) => ({ row: s.row, message: s.message[locale] })),
    reason: reasonCode ? translate(locale, `errors:${reasonCode}`, record?.reasonParams ?? undefined) : null,
  };
}

/** Lines of the error list written to the workbook per batch. */
const ERROR_FILE_BATCH = 5000;

/**
 * Every line of an import's error list as a workbook in the reader's language (row, column, reason),
 * stored as the reader's own file and handed out through a signed link.
 */
export async function importErrorFile(
  deps: AppDeps,
  tx: Tx,
  principal: Principal,
  locale: Locale,
  taskId: string,
) {
  const task = await ownImportTask(tx, principal, taskId);
  const payload = task.payload as ImportPayload;
  async function* batches() {
    for (let offset = 0; ; offset += ERROR_FILE_BATCH) {
      const lines = await errorLines(tx, principal, taskId, offset, ERROR_FILE_BATCH);
      if (!lines.length) return;
      yield lines.map((e) => [e.row, e.column ? columnLabel(locale, e.column) : '', e.message[locale]]);
      if (lines.length < ERROR_FILE_BATCH) return;
    }
  }
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const header = [
    translate(locale, 'resource:importRow'),
    translate(locale, 'products:importColumn'),
    translate(locale, 'resource:importReason'),
  ];
  await writeSheet(sink, 'errors', header, batches());
  const base = payload.fileName.replace(/\.xlsx$/i, '');
  const fileName = `${base}-${translate(locale, 'imports:errorFileSuffix')}.xlsx`;
  const file = await deps.files.save(
    tx,
    { tenantId: principal.tenantId, name: fileName, mime: XLSX_MIME, createdBy: principal.userId },
    Buffer.concat(chunks),
  );
  return { fileId: file.id, fileName, url: deps.files.signedUrl(file.tenantId, file.id, deps.clock()) };
}

/** Builds the template of a kind in one language and hands it out through a signed link. */
export async function templateLink(
  deps: AppDeps,
  tx: Tx,
  principal: Principal,
  kind: ImportKind,
  locale: Locale,
) {
  const fileName = templateFileName(kind, locale);
  // One stored template per tenant, kind and language: a reader's every click no longer writes a file.
  const file = await deps.files.saveOnce(
    tx,
    `template:${principal.tenantId}:${kind}:${locale}`,
    { tenantId: principal.tenantId, name: fileName, mime: XLSX_MIME },
    () => templateBuffer(kind, locale),
  );
  return { fileId: file.id, fileName, url: deps.files.signedUrl(file.tenantId, file.id, deps.clock()) };
}
