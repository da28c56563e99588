import { tenantEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { purchasesService } from './purchases.service.ts';
import { tenantsService } from './tenants.service.ts';

export function tenantsRoutes(deps: AppDeps) {
  return implement(tenantEndpoints, {
    getTenantInfo: (_input, ctx) =>
      deps.inTenant(ctx, (tx) => tenantsService.info(tx, ctx.principal.tenantId)),
    createPurchase: (input, ctx) =>
      deps.inTenant(ctx, (tx) => purchasesService.request(tx, ctx.principal, input, deps.clock())),
    // The platform sees every tenant's purchases (owner connection); a tenant its own, under RLS.
    getPurchaseList: (input, ctx) =>
      ctx.principal.isPlatform
        ? purchasesService.list(deps.db, null, input)
        : deps.inTenant(ctx, (tx) => purchasesService.list(tx, ctx.principal.tenantId, input)),
    reviewPurchase: (input, ctx) => purchasesService.review(deps.db, ctx.principal, input, deps.clock()),
  });
}
