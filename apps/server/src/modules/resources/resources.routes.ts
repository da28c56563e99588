import { resourceEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { resourcesService as service } from './resources.service.ts';

export function resourcesRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return implement(resourceEndpoints, {
    getTree: (input) => service.tree(db, input),
    create: (input, ctx) => service.create(db, ctx.principal, input, clock()),
    update: (input, ctx) => service.update(db, ctx.principal, input, clock()),
    remove: (input, ctx) => service.remove(db, ctx.principal, input.id, clock()),
  });
}
