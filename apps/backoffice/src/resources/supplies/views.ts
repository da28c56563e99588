import type { ComponentType } from 'react';

// Typed here rather than with app/views.ts's ViewMap, so the area does not import the app (no cycle).
/** Supplies screens (catalogue area `inventory`: supplies, detail, log). */
export const suppliesViews = {
  'inventory/supplies': () => import('./supplies.resource.tsx').then((m) => ({ default: m.SuppliesPage })),
  'inventory/supplies-detail': () =>
    import('./supply-detail-page.tsx').then((m) => ({ default: m.SupplyDetailPage })),
  'inventory/supplies-log': () =>
    import('./supplies-log.resource.tsx').then((m) => ({ default: m.SuppliesLogPage })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;
