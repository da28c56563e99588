import {
  type SyncDataKind,
  type SyncDirection,
  tenantAccessEndpoints,
  tenantAdminEndpoints,
  tenantEndpoints,
} from '@wms/api';
import type { SessionContext } from '../../platform/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { planUsageService } from './plan-usage.service.ts';
import { purchasesService } from './purchases.service.ts';
import { tenantOnboardingService } from './tenant-onboarding.service.ts';
import { tenantRelationsService } from './tenant-relations.service.ts';
import { tenantSyncService } from './tenant-sync.service.ts';
import { tenantsService } from './tenants.service.ts';

export function tenantsRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  // The partner is read before the transaction: PGlite has one connection, which the transaction holds.
  const run =
    (direction: SyncDirection, dataKind: SyncDataKind) =>
    async (input: { partnerTenantId: string }, ctx: SessionContext) => {
      const partner = await tenantSyncService.partner(deps.db, input.partnerTenantId);
      return deps.inTenant(ctx, (tx) =>
        tenantSyncService.start(
          tx,
          ctx.principal,
          { direction, dataKind, ...input },
          {
            now: deps.clock(),
            locale: ctx.locale,
            jobs: deps.jobs,
            partner,
          },
        ),
      );
    };
  return [
    ...implement(tenantEndpoints, {
      getTenantInfo: inTenant((tx, p) => tenantsService.info(tx, p.tenantId)),
      getPlanUsage: inTenant((tx, p) => planUsageService.usage(tx, p.tenantId, deps.clock())),
      createPurchase: inTenant((tx, p, input) => purchasesService.request(tx, p, input, deps.clock())),
      // The platform sees every tenant's purchases (owner connection); a tenant its own, under RLS.
      getPurchaseList: (input, ctx) =>
        ctx.principal.isPlatform && input.tenantScope !== 'own'
          ? purchasesService.list(deps.db, null, input)
          : deps.inTenant(ctx, (tx) => purchasesService.list(tx, ctx.principal.tenantId, input)),
      reviewPurchase: (input, ctx) => purchasesService.review(deps.db, ctx.principal, input, deps.clock()),
    }),
    // Platform only (the plan gate refuses the function point to other tenants): owner connection.
    ...implement(tenantAdminEndpoints, {
      createTenant: (input, ctx) =>
        tenantOnboardingService.create(deps.db, ctx.principal, input, deps.clock()),
      getTenantList: (input) => tenantOnboardingService.list(deps.db, input),
      setTenantDisabled: (input, ctx) =>
        tenantOnboardingService.setDisabled(deps.db, ctx.principal, input, deps.clock()),
      getRelationList: (input) => tenantRelationsService.list(deps.db, input),
      saveRelation: (input, ctx) => tenantRelationsService.save(deps.db, ctx.principal, input, deps.clock()),
      deleteRelation: (input) => tenantRelationsService.remove(deps.db, input.id),
      finishInit: (_input, ctx) => tenantOnboardingService.finishInit(deps.db, ctx.principal, deps.clock()),
    }),
    ...implement(tenantAccessEndpoints, {
      isTenantAccessSync: async (_input, ctx) => {
        const partners = await tenantRelationsService.partners(deps.db, ctx.principal);
        return { allowed: partners.length > 0, partners };
      },
      isCooperate: inTenant((tx) => tenantRelationsService.has(tx, 'cooperate')),
      isAgent: inTenant((tx) => tenantRelationsService.has(tx, 'agent')),
      productDataSync: run('sync', 'product'),
      productDataPush: run('push', 'product'),
      orderDataSync: run('sync', 'order'),
      orderDataPush: run('push', 'order'),
      transShipDataSync: run('sync', 'transShip'),
      transShipDataPush: run('push', 'transShip'),
      transportDataSync: run('sync', 'transport'),
      transportDataPush: run('push', 'transport'),
      syncFFInventory: run('sync', 'inventory'),
      pushFFInventory: run('push', 'inventory'),
      getDataSyncPushList: inTenant((tx, p, input) => tenantSyncService.list(tx, p, input)),
    }),
  ];
}
