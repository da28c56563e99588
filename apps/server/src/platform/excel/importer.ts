import { createHash } from 'node:crypto';
import type { ImportKind } from '@wms/api';
import { translate } from '@wms/i18n/messages';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { StoredRowError } from '../../db/schema/index.ts';
import type { Principal } from '../context.ts';
import { describeIssue } from '../http.ts';

export interface RowWarehouse {
  id: string;
  warehouseKey: string;
}

/** What an importer knows about the run: who imports, into which warehouse, when. */
export interface ImportContext {
  principal: Principal;
  /** The import task: a row's id made from it and the row number is the same in every run of the task. */
  taskId: string;
  /** The current warehouse of the upload, when the kind names one. */
  warehouse: RowWarehouse | null;
  /**
   * Order-type kinds (ROW_WAREHOUSE_KINDS): the warehouses the rows name, by lower-case warehouseCode.
   * Every row handed to the importer names one of them; empty for other kinds.
   */
  rowWarehouses: ReadonlyMap<string, RowWarehouse>;
  /** Files uploaded with the workbook (vouchers a column names), stored before the run. */
  attachments: readonly ImportAttachment[];
  now: Date;
}

export interface ImportAttachment {
  fileId: string;
  fileName: string;
}

export interface ParsedRow<R> {
  row: number;
  data: R;
}

export interface Prepared {
  errors: StoredRowError[];
  /** Writes every row; runs only when no row is in error, in the same transaction. Returns rows written. */
  apply(tx: Tx): Promise<number>;
  /**
   * Instead of `apply`, for a kind that only inserts new rows under ids made from the task and the row
   * (`importRowId`): the rows in pieces, each written in its own transaction, so a large import never
   * holds the embedded database's one connection for long (see import-job.ts). `undo` removes what the
   * run wrote when a later piece fails. A rerun after a crash finds its own rows by id and skips them.
   */
  pieces?: {
    count: number;
    /** Rows already written by an earlier run of the same task. */
    alreadyWritten: number;
    write(tx: Tx, index: number): Promise<number>;
    undo(tx: Tx): Promise<void>;
  };
}

/**
 * A row's id for an import task, the same in every run of the task: a UUIDv7 with the task's own time (a
 * task id is a UUIDv7), bits of the task id's hash, and the row number last, so a task's rows sort in row
 * order at the end of the index as freshly made ids would.
 */
export function importRowId(taskId: string, row: number): string {
  const time = taskId.replaceAll('-', '').slice(0, 12);
  const h = taskHash(taskId);
  const n = row.toString(16).padStart(8, '0').slice(-8);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${h.slice(0, 3)}-8${h.slice(3, 6)}-${h.slice(6, 10)}${n}`;
}

/** The last task's hash: a run asks for every row's id of one task, and a hash per row cost 0.2 s at 100 000. */
let lastHash = { taskId: '', hex: '' };
function taskHash(taskId: string): string {
  if (lastHash.taskId !== taskId)
    lastHash = { taskId, hex: createHash('sha256').update(taskId).digest('hex') };
  return lastHash.hex;
}

/** Lets other work run: the rest of this event-loop turn and any timer that is due. */
export const yieldTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Most milliseconds of work between two yields: a request arriving meanwhile waits about that long. */
const TURN_MS = 20;

/**
 * A yield once `TURN_MS` have passed since the last one: counted in time, not rows, so a loaded machine
 * yields more often and a long loop over a large sheet never holds the thread for more than a turn.
 */
export function pacer(ms = TURN_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < ms) return;
    await yieldTurn();
    since = performance.now();
  };
}

/**
 * Runs `work` on `items`, `size` at a time, with a yield after each slice, so a long check or loop over a
 * large sheet lets other requests in between (on PGlite they share one connection and one thread).
 */
export async function inSlices<T>(
  items: readonly T[],
  size: number,
  work: (slice: T[], from: number) => Promise<void> | void,
): Promise<void> {
  for (let from = 0; from < items.length; from += size) {
    await work(items.slice(from, from + size), from);
    await yieldTurn();
  }
}

/** Runs `work` in a tenant transaction of its own (the job's), or in the one a caller already holds. */
export type ReadIn = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * One import kind: how a row reads (a zod schema over the sheet's cells) and how the rows are checked
 * against the database and written. All rows are checked before anything is written.
 */
export interface Importer<R = unknown> {
  kind: ImportKind;
  row: z.ZodType<R, unknown>;
  /** The most data rows one sheet may hold; a longer sheet is refused whole before any row is read. */
  maxRows?: number;
  prepare(tx: Tx, ctx: ImportContext, rows: ParsedRow<R>[]): Promise<Prepared>;
  /**
   * Instead of `prepare`, for a kind that writes in `pieces`: checks the rows slice by slice, each slice's
   * reads in a transaction of their own (`read`) and a yield between, so checking 100 000 rows never holds
   * the embedded database's one connection for long. All rows are still checked before any is written.
   */
  check?(read: ReadIn, ctx: ImportContext, rows: ParsedRow<R>[]): Promise<Prepared>;
}

export const defineImporter = <R>(importer: Importer<R>): Importer => importer as unknown as Importer;

/** A row error from an i18n key, stored in both languages. */
export function rowError(
  row: number,
  column: string,
  key: string,
  params?: Record<string, string | number>,
): StoredRowError {
  return {
    row,
    column,
    message: { en: translate('en', key, params), 'zh-CN': translate('zh-CN', key, params) },
  };
}

/** The row errors of a failed zod parse, one per issue, in both languages. */
export function issueErrors(row: number, issues: z.core.$ZodIssue[]): StoredRowError[] {
  return issues.map((issue) => {
    const column = String(issue.path[0] ?? '');
    const like = { ...issue, path: [] } as Parameters<typeof describeIssue>[1];
    return {
      row,
      column,
      message: {
        en: describeIssue('en', like).reason,
        'zh-CN': describeIssue('zh-CN', like).reason,
      },
    };
  });
}

/** Reports the second and later occurrences of a key within one file. */
export function duplicatesInFile<R>(rows: ParsedRow<R>[], column: string, keyOf: (data: R) => string) {
  const check = fileDuplicates(column, keyOf);
  return rows.flatMap((r) => check(r) ?? []);
}

/** `duplicatesInFile` one row at a time (for a loop that yields): the row's error if its key came before. */
export function fileDuplicates<R>(column: string, keyOf: (data: R) => string) {
  const first = new Map<string, number>();
  return ({ row, data }: ParsedRow<R>): StoredRowError | undefined => {
    const key = keyOf(data).toLowerCase();
    const seen = first.get(key);
    if (seen === undefined) first.set(key, row);
    else return rowError(row, column, 'imports:row.duplicateInFile', { row: seen });
  };
}
