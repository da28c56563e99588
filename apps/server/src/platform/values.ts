import { batchValues, ErrorCode } from '@wms/api';
import { BizError } from './errors.ts';

/** Shared by the master-data services: numeric columns, paging, not-found, batch queries. */

/** `numeric` columns arrive as strings; the contract speaks numbers. */
export const num = (value: string | number): number => Number(value);
export const numOrNull = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);
/** A number (or null) as a `numeric` column value. */
export const dec = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);
export const iso = (value: Date): string => value.toISOString();

export function pageWindow(query: { pageIndex: number; pageSize: number }) {
  return { limit: query.pageSize, offset: (query.pageIndex - 1) * query.pageSize };
}

export function notFound(): never {
  throw new BizError(ErrorCode.recordNotFound);
}

/** A comma-separated batch query as distinct values. */
export function splitBatch(value: string | undefined): string[] {
  return value ? [...new Set(batchValues(value))] : [];
}

/** Escapes LIKE wildcards in user input. */
export const likeEscape = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
