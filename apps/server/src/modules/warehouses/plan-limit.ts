import { ErrorCode } from '@wms/api';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';

/**
 * The plan gate for warehouses and customers (spec platform §1: warehouseLimit, customerLimit).
 * NOTE for the lead: this reads `tenants` directly until the identity branch's plan-gate helper lands;
 * swap the body for that helper then. It is the only place master data reads the plan.
 */
export async function assertPlanAllows(
  tx: Tx,
  tenantId: string,
  limit: 'warehouseLimit' | 'customerLimit',
  countNow: () => Promise<number>,
): Promise<void> {
  // Serialises creations of one tenant so two concurrent requests cannot both take the last slot.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${tenantId}:${limit}`}))`);
  const currentCount = await countNow();
  const [plan] = await tx
    .select({ warehouseLimit: tenants.warehouseLimit, customerLimit: tenants.customerLimit })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!plan || currentCount >= plan[limit]) throw new BizError(ErrorCode.versionDenied);
}
