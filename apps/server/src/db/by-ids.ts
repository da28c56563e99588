import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

type Keyed = PgTable & { id: PgColumn; tenantId: PgColumn };
type Values<F extends Record<string, PgColumn>> = { [K in keyof F]: F[K]['_']['data'] };

/**
 * Some columns of a tenant's rows of one table, looked up by primary key and returned by id: the names
 * a page or an export batch shows next to the ids it holds. Ids may repeat or be null; no ids, no query.
 */
export async function byIds<F extends Record<string, PgColumn>>(
  tx: Executor,
  table: Keyed,
  tenantId: string,
  ids: Iterable<string | null | undefined>,
  fields: F,
): Promise<Map<string, Values<F>>> {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const rows = (await tx
    .select({ ...fields, id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, wanted)))) as unknown as (Values<F> & {
    id: string;
  })[];
  return new Map(rows.map(({ id, ...values }) => [id, values as unknown as Values<F>]));
}
