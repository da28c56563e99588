import { ErrorCode, IMPORT_COLUMNS, ROW_WAREHOUSE_KINDS } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { files, importRecords, type StoredRowError, warehouses } from '../../db/schema/index.ts';
import { BizError } from '../errors.ts';
import type { JobContext, JobHandler } from '../jobs.ts';
import { checkAll, parseRows, splitByWarehouse } from './import-check.ts';
import type { ImportPayload } from './import-tasks.ts';
import { type Importer, type Prepared, yieldTurn } from './importer.ts';
import { readSheet, type SheetRow } from './sheet-reader.ts';
import { columnLabel } from './templates.ts';

type Record = typeof importRecords.$inferInsert;

function recordOf(job: JobContext, values: Omit<Record, 'tenantId' | 'id' | 'kind' | 'fileName'>): Record {
  const payload = job.task.payload as ImportPayload;
  return {
    tenantId: job.task.tenantId,
    id: job.task.id,
    kind: payload.kind,
    fileName: payload.fileName,
    warehouseId: payload.warehouseId,
    createdBy: job.task.createdBy,
    ...values,
  };
}

async function fail(
  job: JobContext,
  code: string,
  params: { [k: string]: string | number },
  rest: Partial<Record> = {},
) {
  const record = recordOf(job, { state: 'failed', reasonCode: code, reasonParams: params, ...rest });
  await job.inTenant((tx) => tx.insert(importRecords).values(record));
  throw new BizError(code, params);
}

async function loadSheet(job: JobContext, payload: ImportPayload) {
  const stored = await job.inTenant(async (tx) => {
    const [row] = await tx
      .select()
      .from(files)
      .where(and(eq(files.tenantId, job.task.tenantId), eq(files.id, payload.fileId)));
    return row;
  });
  if (!stored) throw new BizError(ErrorCode.fileNotFound);
  return readSheet(job.files.open(stored), IMPORT_COLUMNS[payload.kind]);
}

async function currentWarehouse(job: JobContext, payload: ImportPayload) {
  if (!payload.warehouseId) return null;
  const [row] = await job.inTenant((tx) =>
    tx
      .select({ id: warehouses.id, warehouseKey: warehouses.warehouseKey })
      .from(warehouses)
      .where(and(eq(warehouses.tenantId, job.task.tenantId), eq(warehouses.id, payload.warehouseId!))),
  );
  return row ?? null;
}

/**
 * Writes a checked import piece by piece, each piece its own transaction with a yield after it, so other
 * requests run in between (on PGlite they would otherwise wait for the whole import: one connection).
 * A failed or cancelled run removes what it wrote, so the import stays all or none; the record commits
 * after the last piece.
 */
async function writePieces(
  job: JobContext,
  pieces: NonNullable<Prepared['pieces']>,
  outcome: { totalRows: number; skipped: StoredRowError[] },
): Promise<number> {
  let written = pieces.alreadyWritten;
  try {
    for (let index = 0; index < pieces.count; index++) {
      written += await job.inTenant((tx) => pieces.write(tx, index));
      await job.progress(45 + Math.floor((50 * (index + 1)) / pieces.count));
      await yieldTurn();
    }
  } catch (error) {
    await job.inTenant((tx) => pieces.undo(tx));
    throw error;
  }
  await job.inTenant((tx) =>
    tx
      .insert(importRecords)
      .values(
        recordOf(job, {
          state: 'completed',
          totalRows: outcome.totalRows,
          okRows: written,
          skipped: outcome.skipped,
        }),
      )
      .onConflictDoNothing(),
  );
  return written;
}

/** Ends the task `failed` when the sheet has no header, no data or too many rows. */
async function refuseSheet(
  job: JobContext,
  importer: Importer,
  sheet: { rows: SheetRow[]; missing: string[] },
) {
  if (sheet.missing.length)
    await fail(job, ErrorCode.excelNoHeader, {
      columns: sheet.missing.map((k) => columnLabel(job.locale, k)).join(', '),
    });
  if (!sheet.rows.length) await fail(job, ErrorCode.excelNoData, {});
  if (importer.maxRows && sheet.rows.length > importer.maxRows)
    await fail(
      job,
      ErrorCode.importTooManyRows,
      { count: sheet.rows.length, max: importer.maxRows },
      { totalRows: sheet.rows.length },
    );
}

/**
 * Runs one import: stream the sheet, skip other warehouses' rows, parse every row, resolve the rows' own
 * warehouses (order-type kinds), check them all against the database, and write them only if none is in
 * error (see `checkAll`).
 */
export function importJob(importer: Importer, clock: () => Date): JobHandler {
  return async (job) => {
    const payload = job.task.payload as ImportPayload;
    const sheet = await loadSheet(job, payload);
    await job.progress(30);
    await refuseSheet(job, importer, sheet);
    const warehouse = await currentWarehouse(job, payload);
    const { kept, skipped } = splitByWarehouse(sheet.rows, warehouse?.warehouseKey);
    const { errors, parsed } = await parseRows(importer, kept);
    await job.progress(40);
    const totalRows = sheet.rows.length;
    const base = {
      principal: await job.principal(),
      taskId: job.task.id,
      warehouse,
      attachments: payload.attachments ?? [],
      now: clock(),
    };
    const outcome = await checkAll(job, importer, {
      base,
      perRow: ROW_WAREHOUSE_KINDS.has(payload.kind),
      kept,
      parsed,
      errors,
      commit: (tx, okRows) =>
        tx.insert(importRecords).values(recordOf(job, { state: 'completed', totalRows, okRows, skipped })),
    });
    if (outcome.errors.length) {
      const count = new Set(outcome.errors.map((e) => e.row)).size;
      await fail(job, ErrorCode.importHasErrors, { count }, { totalRows, errors: outcome.errors, skipped });
    }
    const written = outcome.pieces
      ? await writePieces(job, outcome.pieces, { totalRows, skipped })
      : outcome.written;
    return { result: { totalRows, okRows: written, skipped: skipped.length } };
  };
}
