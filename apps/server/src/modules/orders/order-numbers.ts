import type { Executor } from '../../db/client.ts';
import { dayOf, takeNumbers } from '../../platform/counters.ts';

/** Order numbers `DS` + yymmdd + a five-digit daily sequence (more digits past 99 999 a day). */
export async function orderNumbers(tx: Executor, tenantId: string, now: Date, count: number) {
  const day = dayOf(now);
  const values = await takeNumbers(tx, tenantId, 'orderNo', day, count);
  return values.map((n) => `DS${day}${String(n).padStart(5, '0')}`);
}
