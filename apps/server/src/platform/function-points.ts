import {
  endpointRegistry,
  functionPointOf,
  pdaEventPoints,
  resourceCatalogue,
  selfServicePoints,
} from '@wms/api';

/** Every function point an endpoint or a PDA event names: what the system administrator's role holds. */
export const registryFunctionPoints: readonly string[] = [
  ...new Set([
    ...endpointRegistry.map(functionPointOf).filter((p): p is string => Boolean(p)),
    ...Object.keys(pdaEventPoints),
  ]),
].sort();

/** Menu and page codes of the catalogue (they grant menus, not actions). */
export const pageCodes: ReadonlySet<string> = new Set(resourceCatalogue.map((entry) => entry.code));

/**
 * Everything a role can grant, computed so that endpoints and pages added later are covered: the
 * administrator's role holds all of it.
 */
export const allGrantableCodes: readonly string[] = [
  ...pageCodes,
  ...registryFunctionPoints.filter((p) => !selfServicePoints.includes(p)),
];
