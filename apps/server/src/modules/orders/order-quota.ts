import { ErrorCode } from '@wms/api';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import { takeNumbers } from './order-numbers.ts';

/**
 * The plan's monthly order limit (spec §1 orderLimit): orders created in the calendar month (UTC) are
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
