import type { ComponentType } from 'react';

// Typed here rather than with app/views.ts's ViewMap, so the area does not import the app (no cycle).
/** Location screens (catalogue area `warehouses`, pages location and its import and multi-edit). */
export const locationViews = {
  'warehouses/location': () => import('./locations.resource.tsx').then((m) => ({ default: m.LocationsPage })),
  'warehouses/location-import': () =>
    import('./location-dialog-links.tsx').then((m) => ({ default: m.LocationImportLink })),
  'warehouses/location-multi-edit': () =>
    import('./location-dialog-links.tsx').then((m) => ({ default: m.LocationImportLink })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;
