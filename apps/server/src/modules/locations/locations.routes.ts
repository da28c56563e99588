import { locationEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { startImport } from '../excel/import-tasks.ts';
import { locationsService as service } from './locations.service.ts';

export function locationsRoutes(deps: AppDeps) {
  return implement(locationEndpoints, {
    getPageList: (input, ctx) => deps.inTenant(ctx, (tx) => service.list(tx, ctx.principal, input)),
    getList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.options(tx, ctx.principal, input.warehouseId, input.keyword)),
    create: (input, ctx) => deps.inTenant(ctx, (tx) => service.create(tx, ctx.principal, input)),
    batchCreate: (input, ctx) => deps.inTenant(ctx, (tx) => service.bulkCreate(tx, ctx.principal, input)),
    update: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.update(tx, ctx.principal, input, deps.clock())),
    delete: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.remove(tx, ctx.principal, input.id, deps.clock())),
    import: (input, ctx) => deps.inTenant(ctx, (tx) => startImport(deps, tx, ctx, input)),
  });
}
