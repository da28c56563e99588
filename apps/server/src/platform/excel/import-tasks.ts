import {
  ErrorCode,
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  type ImportKind,
  type ImportResult,
  ROW_WAREHOUSE_KINDS,
  WAREHOUSE_COLUMN,
} from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { importRecords, tasks } from '../../db/schema/index.ts';
import type { Principal, SessionContext } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { BizError } from '../errors.ts';
import { assertWarehouseVisible } from '../references.ts';
import type { ImportAttachment } from './importer.ts';
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

/** The result of an import task, in the reader's language. */
export async function importResult(
  tx: Tx,
  principal: Principal,
  locale: Locale,
  taskId: string,
): Promise<ImportResult> {
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
  const [record] = await tx
    .select()
    .from(importRecords)
    .where(and(eq(importRecords.tenantId, principal.tenantId), eq(importRecords.id, taskId)));
  const payload = task.payload as ImportPayload;
  const errors = (record?.errors ?? []).map((e) => ({
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
    errorRows: new Set(errors.map((e) => e.row)).size,
    errors,
    skipped: (record?.skipped ?? []).map((s) => ({ row: s.row, message: s.message[locale] })),
    reason: reasonCode ? translate(locale, `errors:${reasonCode}`, record?.reasonParams ?? undefined) : null,
  };
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
