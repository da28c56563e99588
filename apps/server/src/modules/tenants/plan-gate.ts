import { type Edition, ErrorCode, VALUE_ADDED_EDITIONS } from '@wms/api';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { valueAddedCodes } from '../resources/resource-catalogue.ts';

type PlanHolder = Pick<Principal, 'edition' | 'isPDA' | 'isPlatform'>;

/**
 * Resources shared by every tenant that only the platform operator manages: the resource and API
 * records and the purchase review (decisions.md).
 */
export const PLATFORM_ONLY_CODES: ReadonlySet<string> = new Set([
  'develop.resource',
  'develop.api',
  'develop.purchase-review',
  'develop:resource:manage',
  'develop:tenant:review',
]);

export function platformAllows(holder: Pick<Principal, 'isPlatform'>, code: string): boolean {
  return holder.isPlatform || !PLATFORM_ONLY_CODES.has(code);
}

/** Whether an edition may use resources of this version (1 and 3 basic, 2 value-added). */
export function editionAllows(edition: string, resourceVersion: number): boolean {
  return resourceVersion !== 2 || VALUE_ADDED_EDITIONS.includes(edition as Edition);
}

/**
 * The version gate (spec §1): refuses a resource or function point that the tenant's edition lacks
 * with "This version can not perform such action!". The authorize hook applies it to every endpoint's
 * function point; business modules call it for finer actions (pass a resource code).
 */
export function assertPlanAllows(principal: PlanHolder, code: string): void {
  if (valueAddedCodes.has(code) && !editionAllows(principal.edition, 2))
    throw new BizError(ErrorCode.versionDenied);
  if (!platformAllows(principal, code)) throw new BizError(ErrorCode.platformOnly);
}

/** The handheld tool needs a plan with isPDA. */
export function assertPdaAllowed(principal: PlanHolder): void {
  if (!principal.isPDA) throw new BizError(ErrorCode.versionDenied);
}

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
export async function assertPlanLimit(
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
