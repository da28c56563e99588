import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { counters } from '../db/schema/index.ts';

/** Per-tenant counters: the numbers of orders, pick lists, tracking numbers. */

/** Takes `count` consecutive values of a per-tenant counter in the caller's transaction. */
export async function takeNumbers(
  tx: Executor,
  tenantId: string,
  name: string,
  period: string,
  count = 1,
): Promise<number[]> {
  const [row] = await tx
    .insert(counters)
    .values({ tenantId, name, period, value: count })
    .onConflictDoUpdate({
      target: [counters.tenantId, counters.name, counters.period],
      set: { value: sql`${counters.value} + ${count}` },
    })
    .returning({ value: counters.value });
  const last = row!.value;
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

/** UTC day as yymmdd: the period of daily numbers. */
export const dayOf = (now: Date) => now.toISOString().slice(2, 10).replaceAll('-', '');

/**
 * The next human number of a per-tenant counter, e.g. `RS2611000001` (counters table,
 * docs/architecture.md#identifiers-and-values).
 */
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
