import { relistEndpoints } from '@wms/api';
import type { AppDeps } from '../../../platform/deps.ts';
import { bindInTenant, implement } from '../../../platform/registry.ts';
import { relistService } from './relist.service.ts';

/** The relist badge and the PDA's online relist confirmation. */
export function relistRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(relistEndpoints, {
    getPendingRelistCount: inTenant((tx, p) => relistService.pendingCount(tx, p)),
    confirmRelist: inTenant((tx, p, input) => relistService.confirm(tx, p, input, deps.clock())),
  });
}
