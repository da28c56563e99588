import type { SyncDataKind } from '@wms/api';
import { stockSyncSource, stockSyncTarget } from '../modules/inventory/stock-sync-source.ts';
import { orderSyncSource, orderSyncTarget } from '../modules/orders/order-sync-source.ts';
import { productSyncSource, productSyncTarget } from '../modules/products/product-sync-source.ts';
import { TENANT_SYNC_JOB } from '../modules/tenants/tenant-sync.service.ts';
import { tenantSyncRunService } from '../modules/tenants/tenant-sync-run.service.ts';
import { transportSyncSource, transShipSyncSource } from '../modules/transfers/transfer-sync-source.ts';
import type { AppDeps } from '../platform/deps.ts';
import type { SyncKind } from '../platform/tenant-sync/source-kind.ts';

/**
 * The kinds of data related tenants can sync or push, one adapter each (decisions.md "Tenant-to-tenant
 * sync"): products, orders, FF inventory, and the transfer orders (`transShip` freight and trucking,
 * `transport`).
 */
export const tenantSyncKinds: ReadonlyMap<SyncDataKind, SyncKind> = new Map(
  (
    [
      { source: productSyncSource, target: productSyncTarget },
      { source: orderSyncSource, target: orderSyncTarget },
      { source: stockSyncSource, target: stockSyncTarget },
      { source: transShipSyncSource },
      { source: transportSyncSource },
    ] satisfies SyncKind[]
  ).map((kind) => [kind.source.kind, kind]),
);

export function registerTenantSyncJobs(deps: AppDeps): void {
  deps.jobs.register(TENANT_SYNC_JOB, tenantSyncRunService.job(deps.db, tenantSyncKinds, deps.clock));
}
