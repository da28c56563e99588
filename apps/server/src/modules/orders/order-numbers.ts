import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { counters } from '../../db/schema/index.ts';

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

/** Order numbers `DS` + yymmdd + a five-digit daily sequence (more digits past 99 999 a day). */
export async function orderNumbers(tx: Executor, tenantId: string, now: Date, count: number) {
  const day = dayOf(now);
  const values = await takeNumbers(tx, tenantId, 'orderNo', day, count);
  return values.map((n) => `DS${day}${String(n).padStart(5, '0')}`);
}
