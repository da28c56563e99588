import { palletCodeEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { palletsService } from './pallets.service.ts';

export function palletsRoutes(deps: AppDeps) {
  const service = palletsService;
  return implement(palletCodeEndpoints, {
    generate: (input, ctx) => deps.inTenant(ctx, (tx) => service.generate(tx, ctx.principal, input)),
    getPageList: (input, ctx) => deps.inTenant(ctx, (tx) => service.list(tx, ctx.principal, input)),
    getDetail: (input, ctx) => deps.inTenant(ctx, (tx) => service.detail(tx, ctx.principal, input.id)),
    close: (input, ctx) => deps.inTenant(ctx, (tx) => service.close(tx, ctx.principal, input.id)),
  });
}
