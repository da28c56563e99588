import type { ViewMap } from '../../app/view-map.ts';

/** Warehouse screens (catalogue area `warehouses`: the list and the warehouse configuration). */
export const warehouseViews: ViewMap = {
  'warehouses/list': () => import('./warehouses.resource.tsx').then((m) => ({ default: m.WarehousesPage })),
  'warehouses/config': () =>
    import('./warehouse-config-page.tsx').then((m) => ({ default: m.WarehouseConfigPage })),
  'warehouses/zone': () => import('./postal-pages.tsx').then((m) => ({ default: m.ZonesPage })),
  'warehouses/postal-code': () => import('./postal-pages.tsx').then((m) => ({ default: m.PostalCodesPage })),
};
