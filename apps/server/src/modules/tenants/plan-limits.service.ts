import { ErrorCode } from '@wms/api';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';

const LIMITS = {
  warehouse: { column: tenants.warehouseLimit, code: ErrorCode.planWarehouseLimit },
  customer: { column: tenants.customerLimit, code: ErrorCode.planCustomerLimit },
} as const;

/**
 * The plan's quantity limits for the modules that own the rows: warehouses and customers in total
 * (orders per month: orders/order-quota.ts). The caller counts its own rows (`countNow`) in the same
 * transaction, after a lock that serialises the tenant's creations of that kind, so two concurrent
 * requests cannot both take the last slot.
 */
async function assertPlanLimit(
  tx: Executor,
  principal: Pick<Principal, 'tenantId'>,
  limit: keyof typeof LIMITS,
  countNow: () => Promise<number>,
  adding = 1,
): Promise<void> {
  const { column, code } = LIMITS[limit];
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${principal.tenantId}:${limit}`}))`);
  const current = await countNow();
  const [row] = await tx.select({ max: column }).from(tenants).where(eq(tenants.id, principal.tenantId));
  const max = row?.max ?? 0;
  if (current + adding > max) throw new BizError(code, { limit: max });
}

export const planLimitsService = { assertPlanLimit };
