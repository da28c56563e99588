import { relistEndpoints } from '@wms/api';
import type { AppDeps } from '../../../platform/deps.ts';
import { bindInTenant, implement } from '../../../platform/registry.ts';
import { relistService } from './relist.service.ts';
import { relistPage } from './relist-list.ts';

/** The relist badge and list, a relist from the desk, and the PDA's online relist confirmation. */
export function relistRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(relistEndpoints, {
    getPendingRelistCount: inTenant((tx, p) => relistService.pendingCount(tx, p)),
    getPageList: inTenant(relistPage),
    relist: inTenant((tx, p, input) => relistService.relistAtDesk(tx, p, input, deps.clock())),
    confirmRelist: inTenant((tx, p, input) => relistService.confirm(tx, p, input, deps.clock())),
  });
}
