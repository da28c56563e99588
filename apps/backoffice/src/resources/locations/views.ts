import type { ViewMap } from '../../app/view-map.ts';

/** Location screens (catalogue area `warehouses`, pages location and its import and multi-edit). */
export const locationViews: ViewMap = {
  'warehouses/location': () => import('./locations.resource.tsx').then((m) => ({ default: m.LocationsPage })),
  'warehouses/location-import': () =>
    import('./location-dialog-links.tsx').then((m) => ({ default: m.LocationImportLink })),
  'warehouses/code-division': () =>
    import('./location-dialog-links.tsx').then((m) => ({ default: m.LocationImportLink })),
  'warehouses/location-multi-edit': () =>
    import('./location-dialog-links.tsx').then((m) => ({ default: m.LocationImportLink })),
};
