import { palletCodeEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { palletPrintLink } from './pallet-print.ts';
import { palletsService } from './pallets.service.ts';

export function palletsRoutes(deps: AppDeps) {
  const service = palletsService;
  return implement(palletCodeEndpoints, {
    generate: (input, ctx) => deps.inTenant(ctx, (tx) => service.generate(tx, ctx.principal, input)),
    getPageList: (input, ctx) => deps.inTenant(ctx, (tx) => service.list(tx, ctx.principal, input)),
    getDetail: (input, ctx) => deps.inTenant(ctx, (tx) => service.detail(tx, ctx.principal, input.id)),
    print: (input, ctx) =>
      deps.inTenant(ctx, (tx) => palletPrintLink(deps.files, deps.clock(), tx, ctx.principal, input)),
    close: (input, ctx) => deps.inTenant(ctx, (tx) => service.close(tx, ctx.principal, input.id)),
  });
}
