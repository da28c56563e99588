import { ErrorCode } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { counters, tenants } from '../../db/schema/index.ts';
import { takeNumbers } from '../../platform/counters.ts';
import { BizError } from '../../platform/errors.ts';

/**
 * The plan's monthly order limit (orderLimit): orders created in the calendar month (UTC) are
 * counted in a per-tenant counter in the creating transaction, so a refused or rolled-back batch uses
 * nothing and concurrent creators cannot both slip under the limit.
 */
export async function consumeOrderQuota(tx: Tx, tenantId: string, now: Date, adding: number) {
  if (adding < 1) return;
  const [tenant] = await tx
    .select({ limit: tenants.orderLimit })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const limit = tenant?.limit ?? 0;
  const [last] = (await takeNumbers(tx, tenantId, 'orderQuota', now.toISOString().slice(0, 7), adding)).slice(
    -1,
  );
  if (last! > limit) throw new BizError(ErrorCode.orderMonthlyLimit, { limit, used: last! - adding });
}

/** Orders the plan still allows this month (imports check it before writing, to report it as a row error). */
export async function remainingQuota(tx: Tx, tenantId: string, now: Date): Promise<number> {
  const [tenant] = await tx
    .select({ limit: tenants.orderLimit })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const [used] = await tx
    .select({ value: counters.value })
    .from(counters)
    .where(
      and(
        eq(counters.tenantId, tenantId),
        eq(counters.name, 'orderQuota'),
        eq(counters.period, now.toISOString().slice(0, 7)),
      ),
    );
  return Math.max(0, (tenant?.limit ?? 0) - (used?.value ?? 0));
}
