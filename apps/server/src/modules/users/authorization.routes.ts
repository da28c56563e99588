import { authorizationEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { authorizationService } from './authorization.service.ts';

export function authorizationRoutes(deps: AppDeps) {
  const service = authorizationService(deps.directory);
  return implement(authorizationEndpoints, {
    create: (input, ctx) => deps.inTenant(ctx, (tx) => service.apply(tx, ctx.principal, input, deps.clock())),
    getPageList: (input, ctx) => deps.inTenant(ctx, (tx) => service.list(tx, ctx.principal, input)),
    review: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.review(tx, ctx.principal, input, deps.clock())),
  });
}
