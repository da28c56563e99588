import type { ViewMap } from '../../app/view-map.ts';

/** Tenant screens: the platform's tenants and relationships, and a tenant's data sync. */
export const tenantViews: ViewMap = {
  'develop/tenants': () => import('./tenants.resource.tsx').then((m) => ({ default: m.TenantsPage })),
  'develop/tenant-relations': () =>
    import('./tenant-relations.resource.tsx').then((m) => ({ default: m.TenantRelationsPage })),
  'system/subscription': () =>
    import('./subscription-page.tsx').then((m) => ({ default: m.SubscriptionPage })),
  'develop/purchase-review': () =>
    import('./purchase-review.resource.tsx').then((m) => ({ default: m.PurchaseReviewPage })),
  'system/data-sync': () => import('./data-sync.resource.tsx').then((m) => ({ default: m.DataSyncPage })),
};
