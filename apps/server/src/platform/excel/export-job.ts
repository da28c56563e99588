import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, EXPORT_FIELDS, type ExportKind, LIMITS } from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import type { Tx } from '../../db/client.ts';
import type { Principal, SessionContext } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { BizError } from '../errors.ts';
import type { JobContext, JobHandler } from '../jobs.ts';
import { writeSheet } from './sheet-writer.ts';
import { columnLabel } from './templates.ts';

export interface ExportRow {
  /** Keyset cursor: the next batch starts after the last row's key. */
  key: string;
  values: { [field: string]: string | number | null };
}

/** Where an export's rows come from: counted once, then read in keyset batches. */
export interface ExportSource<F = unknown> {
  kind: ExportKind;
  count(tx: Tx, principal: Principal, filters: F): Promise<number>;
  batch(
    tx: Tx,
    principal: Principal,
    filters: F,
    after: string | null,
    limit: number,
    locale: Locale,
  ): Promise<ExportRow[]>;
}

interface ExportPayload {
  fields: string[];
  filters: unknown;
}

/**
 * Rows per batch. Each batch's rows live through several young-generation collections while they are read
 * and written, and what survives them fills the old generation: 1 000 rows kept the 100 000-row stock
 * export of the embedded server under its 300 MB (5 000: ≈ 320 MB), at no cost in time (docs/decisions.md).
 */
export const EXPORT_BATCH = 1000;

const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** An export needs at least 5 fields and some data; it then runs as a download-center task. */
export async function startExport<F>(
  deps: AppDeps,
  tx: Tx,
  ctx: SessionContext,
  source: ExportSource<F>,
  input: { fields: string[] } & F,
): Promise<{ taskId: string }> {
  const { fields, ...filters } = input;
  const allowed = EXPORT_FIELDS[source.kind] as readonly string[];
  if (new Set(fields).size < LIMITS.exportMinFields || fields.some((f) => !allowed.includes(f)))
    throw new BizError(ErrorCode.exportMinFields);
  if ((await source.count(tx, ctx.principal, filters as F)) === 0) throw new BizError(ErrorCode.exportNoData);
  const { principal } = ctx;
  const payload: ExportPayload = { fields: [...new Set(fields)], filters };
  const task = await deps.jobs.enqueue(tx, {
    tenantId: principal.tenantId,
    userId: principal.userId,
    kind: 'export',
    type: `export:${source.kind}`,
    filename: `${translate(ctx.locale, `imports:export.${source.kind}`)}-${stamp(deps.clock())}.xlsx`,
    suffix: 'xlsx',
    locale: ctx.locale,
    payload,
  });
  return { taskId: task.id };
}

async function* batches(
  job: JobContext,
  source: ExportSource,
  principal: Principal,
  payload: ExportPayload,
  total: number,
) {
  let after: string | null = null;
  let done = 0;
  for (;;) {
    // One short transaction per batch: progress is reported between them (PGlite has one connection).
    let rows: ExportRow[] = await job.inTenant((tx) =>
      source.batch(tx, principal, payload.filters, after, EXPORT_BATCH, job.locale),
    );
    const count = rows.length;
    if (!count) return;
    after = rows[count - 1]!.key;
    const values = rows.map((r) => payload.fields.map((f) => r.values[f] ?? null));
    // Only the cells stay while the batch is written.
    rows = [];
    yield values;
    done += count;
    await job.progress((done / Math.max(total, 1)) * 95);
    if (count < EXPORT_BATCH) return;
  }
}

/** Streams an export to a temporary xlsx, then stores it in the file store for the download center. */
export function exportJob(source: ExportSource): JobHandler {
  return async (job) => {
    const payload = job.task.payload as ExportPayload;
    const principal = await job.principal();
    const total = await job.inTenant((tx) => source.count(tx, principal, payload.filters));
    const dir = await job.files.workDir('wms-export');
    try {
      const path = join(dir, 'export.xlsx');
      const header = payload.fields.map((f) => columnLabel(job.locale, f));
      const sheetName = translate(job.locale, `imports:export.${source.kind}`);
      const rows = await writeSheet(
        createWriteStream(path),
        sheetName,
        header,
        batches(job, source, principal, payload, total),
      );
      const file = await job.inTenant((tx) =>
        job.files.save(
          tx,
          {
            tenantId: job.task.tenantId,
            name: job.task.filename,
            mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            createdBy: job.task.createdBy,
          },
          createReadStream(path),
        ),
      );
      return { fileId: file.id, result: { rows } };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
