import type { ViewMap } from '../../app/view-map.ts';

/** Supplies screens (catalogue area `inventory`: supplies, detail, log). */
export const suppliesViews: ViewMap = {
  'inventory/supplies': () => import('./supplies.resource.tsx').then((m) => ({ default: m.SuppliesPage })),
  'inventory/supplies-detail': () =>
    import('./supply-detail-page.tsx').then((m) => ({ default: m.SupplyDetailPage })),
  'inventory/supplies-log': () =>
    import('./supplies-log.resource.tsx').then((m) => ({ default: m.SuppliesLogPage })),
};
