import { type Edition, ErrorCode, VALUE_ADDED_EDITIONS } from '@wms/api';
import type { Principal } from './context.ts';
import { BizError } from './errors.ts';
import { valueAddedCodes } from './resource-catalogue.ts';

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
  'develop.tenants',
  'develop.tenant-relations',
  'develop:tenants:manage',
  // The caches belong to the server process, which every tenant shares.
  'develop.cache',
  'develop:cache:view',
  'develop:cache:clear',
]);

export function platformAllows(holder: Pick<Principal, 'isPlatform'>, code: string): boolean {
  return holder.isPlatform || !PLATFORM_ONLY_CODES.has(code);
}

/** Whether an edition may use resources of this version (1 and 3 basic, 2 value-added). */
export function editionAllows(edition: string, resourceVersion: number): boolean {
  return resourceVersion !== 2 || VALUE_ADDED_EDITIONS.includes(edition as Edition);
}

/**
 * The version gate: refuses a resource or function point that the tenant's edition lacks
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
