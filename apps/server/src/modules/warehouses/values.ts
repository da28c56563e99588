import { ErrorCode } from '@wms/api';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { counters } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';

/** Shared by the master-data services: numeric columns, paging, not-found, unique violations, numbers. */

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

/** Whether a database error is a unique-index violation (PostgreSQL 23505), through drizzle's wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Splits a comma-separated batch query (spec §5) into distinct, trimmed values. */
export function splitBatch(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/** Escapes LIKE wildcards in user input. */
export const likeEscape = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The next human number of a per-tenant counter, e.g. `RS2611000001` (counters table, DESIGN §3). */
export async function nextNumber(tx: Executor, tenantId: string, name: string, prefix: string, now: Date) {
  const period = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const [row] = await tx
    .insert(counters)
    .values({ tenantId, name, period, value: 1 })
    .onConflictDoUpdate({
      target: [counters.tenantId, counters.name, counters.period],
      set: { value: sql`${counters.value} + 1` },
    })
    .returning({ value: counters.value });
  return `${prefix}${period}${String(row!.value).padStart(6, '0')}`;
}
