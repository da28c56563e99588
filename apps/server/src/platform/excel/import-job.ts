import { ErrorCode, IMPORT_COLUMNS, ROW_WAREHOUSE_KINDS, WAREHOUSE_COLUMN } from '@wms/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { files, importRecords, type StoredRowError, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../context.ts';
import { warehouseScope } from '../data-scope.ts';
import { BizError } from '../errors.ts';
import type { JobContext, JobHandler } from '../jobs.ts';
import type { ImportPayload } from './import-tasks.ts';
import {
  type Importer,
  issueErrors,
  type ParsedRow,
  type Prepared,
  type RowWarehouse,
  rowError,
  yieldTurn,
} from './importer.ts';
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

const codeOf = (row: SheetRow) => String(row.values[WAREHOUSE_COLUMN] ?? '').trim();

/** Rows of another warehouse than the current one are skipped, and reported. */
function splitByWarehouse(rows: SheetRow[], warehouseKey: string | undefined) {
  const kept: SheetRow[] = [];
  const skipped: StoredRowError[] = [];
  for (const row of rows) {
    const code = codeOf(row);
    if (warehouseKey && code && code.toLowerCase() !== warehouseKey.toLowerCase())
      skipped.push(rowError(row.row, WAREHOUSE_COLUMN, 'imports:row.otherWarehouse', { warehouse: code }));
    else kept.push(row);
  }
  return { kept, skipped };
}

/**
 * Order-type kinds (ROW_WAREHOUSE_KINDS): each row's warehouseCode names a live warehouse the user may
 * see, matched without case. A row naming another is in error, in both languages; the others get theirs.
 */
async function rowWarehouses(tx: Tx, principal: Principal, rows: SheetRow[]) {
  const codes = [
    ...new Set(
      rows
        .map(codeOf)
        .filter(Boolean)
        .map((c) => c.toLowerCase()),
    ),
  ];
  const found = codes.length
    ? await tx
        .select({ id: warehouses.id, warehouseKey: warehouses.warehouseKey })
        .from(warehouses)
        .where(
          and(
            eq(warehouses.tenantId, principal.tenantId),
            inValues(sql`lower(${warehouses.warehouseKey})`, codes, 'text'),
            isNull(warehouses.deletedAt),
            warehouseScope(principal, warehouses.id),
          ),
        )
    : [];
  const byCode = new Map<string, RowWarehouse>(found.map((w) => [w.warehouseKey.toLowerCase(), w]));
  const errors: StoredRowError[] = [];
  const unknown = new Set<number>();
  for (const row of rows) {
    const code = codeOf(row);
    if (!code || byCode.has(code.toLowerCase())) continue;
    unknown.add(row.row);
    errors.push(rowError(row.row, WAREHOUSE_COLUMN, 'imports:row.unknownWarehouse', { warehouse: code }));
  }
  return { byCode, errors, unknown };
}

/** Rows parsed between two yields to other work. */
const PARSE_BATCH = 2000;

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

/**
 * Runs one import: stream the sheet, skip other warehouses' rows, parse every row, resolve the rows' own
 * warehouses (order-type kinds), check them all against the database, and write them only if none is in
 * error, in one transaction.
 */
export function importJob(importer: Importer, clock: () => Date): JobHandler {
  return async (job) => {
    const payload = job.task.payload as ImportPayload;
    const sheet = await loadSheet(job, payload);
    await job.progress(30);
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
    const warehouse = await currentWarehouse(job, payload);
    const { kept, skipped } = splitByWarehouse(sheet.rows, warehouse?.warehouseKey);
    const errors: StoredRowError[] = [];
    const parsed: ParsedRow<unknown>[] = [];
    for (const [index, { row, values }] of kept.entries()) {
      const result = importer.row.safeParse(values);
      if (result.success) parsed.push({ row, data: result.data });
      else errors.push(...issueErrors(row, result.error.issues));
      // 100 000 rows parse in seconds: let other requests in between.
      if (index % PARSE_BATCH === PARSE_BATCH - 1) await yieldTurn();
    }
    await job.progress(40);
    const principal = await job.principal();
    const totalRows = sheet.rows.length;
    const perRow = ROW_WAREHOUSE_KINDS.has(payload.kind);
    const outcome = await job.inTenant(async (tx) => {
      const own = perRow ? await rowWarehouses(tx, principal, kept) : null;
      const ready = own ? parsed.filter((p) => !own.unknown.has(p.row)) : parsed;
      const prepared = await importer.prepare(
        tx,
        {
          principal,
          taskId: job.task.id,
          warehouse,
          rowWarehouses: own?.byCode ?? new Map(),
          attachments: payload.attachments ?? [],
          now: clock(),
        },
        ready,
      );
      const all = [...errors, ...(own?.errors ?? []), ...prepared.errors].sort((a, b) => a.row - b.row);
      if (all.length) return { errors: all, written: 0, pieces: undefined };
      if (prepared.pieces) return { errors: [], written: 0, pieces: prepared.pieces };
      const written = await prepared.apply(tx);
      // The record commits with the rows it describes.
      await tx
        .insert(importRecords)
        .values(recordOf(job, { state: 'completed', totalRows, okRows: written, skipped }));
      return { errors: [], written, pieces: undefined };
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
