import { type AnyColumn, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Values bound one parameter each at most: past this, a list travels as one array parameter. PostgreSQL
 * binds at most 65,535 parameters a statement, and an import names one value per row.
 */
export const BOUND_VALUES_MAX = 5000;

/** A PostgreSQL array literal of strings, for `= any(${pgArray(xs)}::text[])`. */
export function pgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/**
 * `expression IN (…)` for a list of any length: a short list binds its values (statements stay cached
 * with their plans), a long one is `expression = any($1::type[])`, one parameter however many values.
 */
export function inValues(
  expression: AnyColumn | SQLWrapper,
  values: readonly string[],
  type: 'text' | 'uuid',
): SQL {
  if (values.length <= BOUND_VALUES_MAX) return inArray(expression as AnyColumn, [...values]);
  return sql`${expression} = any(${pgArray(values)}::${sql.raw(type)}[])`;
}
