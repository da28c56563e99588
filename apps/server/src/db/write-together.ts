import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Runs writes as one statement, each a data-modifying WITH query: one round trip, parse and plan instead
 * of one per write. They all see the rows as they were before the statement, so none may read what
 * another writes, and no two may change the same row (PostgreSQL leaves which one wins undefined).
 */
export async function writeTogether(tx: Executor, writes: readonly SQL[]): Promise<void> {
  if (writes.length <= 1) {
    if (writes[0]) await tx.execute(writes[0]);
    return;
  }
  const parts = sql.join(
    writes.map((write, i) => sql`${sql.identifier(`w${i}`)} AS (${write})`),
    sql`, `,
  );
  await tx.execute(sql`WITH ${parts} SELECT 1`);
}
