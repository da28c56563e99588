import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.ts';
import { inValues } from '../../../db/in-values.ts';
import { rowsOf } from '../../../platform/sync/bulk-sql.ts';

/** A fact's ledger key as one text: its source id and fee component, as `charges` holds them. */
export const chargeKey = (sourceId: SQL | AnyPgColumn, component: string | SQL | AnyPgColumn) =>
  sql<string>`${sourceId}::text || ':' || ${component}`;

/**
 * The facts with no seq-0 charge yet, as a filter for the source's own query; null when there are none, so
 * a run that finds nothing new reads no more than the keys (the close's second run, right after the daily
 * one). `keys` selects the source's facts' `chargeKey`s. They are the set difference (EXCEPT) of the
 * facts' keys and the ledger's: a hash or a sort whatever the statistics say. The `NOT EXISTS` anti-join
 * this replaces left the plan to them, and PGlite never analyzes inside a long pricing transaction: a
 * nested loop pairing each fact with every charge was one plan it could meet.
 */
export async function unchargedOnly(
  tx: Tx,
  tenantId: string,
  kind: string,
  key: SQL,
  keys: SQLWrapper,
): Promise<SQL | null> {
  const rows = rowsOf<{ key: string }>(
    await tx.execute(sql`
      select key from ((${keys})
        except
        (select source_id || ':' || fee_component from charges
         where tenant_id = ${tenantId} and source_kind = ${kind} and seq = 0)) as todo(key)`),
  );
  if (!rows.length) return null;
  return inValues(
    key,
    rows.map((r) => r.key),
    'text',
  );
}

/** The UTC calendar day of a timestamp column, as YYYY-MM-DD text. */
export const utcDay = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
