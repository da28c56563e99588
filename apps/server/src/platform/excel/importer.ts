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
}

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
  const first = new Map<string, number>();
  const errors: StoredRowError[] = [];
  for (const { row, data } of rows) {
    const key = keyOf(data).toLowerCase();
    const seen = first.get(key);
    if (seen === undefined) first.set(key, row);
    else errors.push(rowError(row, column, 'imports:row.duplicateInFile', { row: seen }));
  }
  return errors;
}
