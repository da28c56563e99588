import { relistEndpoints } from '@wms/api';
import type { AppDeps } from '../../../platform/deps.ts';
import { implement } from '../../../platform/registry.ts';
import { relistService } from './relist.service.ts';

/** The relist badge and the PDA's online relist confirmation. */
export function relistRoutes(deps: AppDeps) {
  return implement(relistEndpoints, {
    getPendingRelistCount: (_input, ctx) =>
      deps.inTenant(ctx, (tx) => relistService.pendingCount(tx, ctx.principal)),
    confirmRelist: (input, ctx) =>
      deps.inTenant(ctx, (tx) => relistService.confirm(tx, ctx.principal, input, deps.clock())),
  });
}
