import type { ComponentType } from 'react';

// Typed here rather than with app/views.ts's ViewMap, so the area does not import the app (no cycle).
/** Warehouse screens (catalogue area `warehouses`: the list and the warehouse configuration). */
export const warehouseViews = {
  'warehouses/list': () => import('./warehouses.resource.tsx').then((m) => ({ default: m.WarehousesPage })),
  'warehouses/config': () =>
    import('./warehouse-config-page.tsx').then((m) => ({ default: m.WarehouseConfigPage })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;
