import type { ComponentType } from 'react';

// Typed here rather than with app/views.ts's ViewMap, so the area does not import the app (no cycle).
/** Inventory screens (catalogue area `inventory`). */
export const inventoryViews = {
  'inventory/overview': () =>
    import('./inventory-overview.resource.tsx').then((m) => ({ default: m.InventoryOverviewPage })),
  'inventory/location': () =>
    import('./location-inventory.resource.tsx').then((m) => ({ default: m.LocationInventoryPage })),
  'inventory/import': () =>
    import('./inventory-import-link.tsx').then((m) => ({ default: m.InventoryImportLink })),
  'inventory/log': () =>
    import('./inventory-log.resource.tsx').then((m) => ({ default: m.InventoryLogPage })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;
