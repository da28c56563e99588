import { restockEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { restockService } from './restock.service.ts';

export function restockRoutes(deps: AppDeps) {
  const service = restockService(deps.clock);
  return implement(restockEndpoints, {
    getPageList: (input, ctx) => deps.inTenant(ctx, (tx) => service.list(tx, ctx.principal, input)),
    getToBeShelfNum: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.toBeShelfNum(tx, ctx.principal, input.warehouseId)),
    shelve: (input, ctx) => deps.inTenant(ctx, (tx) => service.shelve(tx, ctx.principal, input)),
  });
}
