import { resourceEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { resourcesService } from './resources.service.ts';

export function resourcesRoutes(deps: AppDeps) {
  const service = resourcesService(deps.db, deps.clock);
  return implement(resourceEndpoints, {
    getTree: (input) => service.tree(input),
    create: (input, ctx) => service.create(ctx.principal, input),
    update: (input, ctx) => service.update(ctx.principal, input),
    remove: (input, ctx) => service.remove(ctx.principal, input.id),
  });
}
