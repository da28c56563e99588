import { and, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.ts';
import { charges } from '../../../db/schema/index.ts';

/** The fact has no charge yet for this component: the anti-join every source filters by. */
export function uncharged(
  tx: Tx,
  tenantId: AnyPgColumn,
  kind: string,
  component: string | SQL | AnyPgColumn,
  sourceId: SQL | AnyPgColumn,
): SQL {
  return notExists(
    tx
      .select({ one: sql`1` })
      .from(charges)
      .where(
        and(
          eq(charges.tenantId, tenantId),
          eq(charges.sourceKind, kind),
          eq(charges.sourceId, sql`${sourceId}::text`),
          eq(charges.feeComponent, component),
          eq(charges.seq, 0),
        ),
      ),
  );
}

/** The UTC calendar day of a timestamp column, as YYYY-MM-DD text. */
export const utcDay = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
