import { routeTo } from '@wms/api';
import { dialogView } from '../../app/dialog-view.tsx';
import type { ViewMap } from '../../app/view-map.ts';

/** Inventory screens (catalogue area `inventory`). */
export const inventoryViews: ViewMap = {
  'inventory/overview': () =>
    import('./inventory-overview.resource.tsx').then((m) => ({ default: m.InventoryOverviewPage })),
  'inventory/location': () =>
    import('./location-inventory.resource.tsx').then((m) => ({ default: m.LocationInventoryPage })),
  'inventory/import': dialogView((query) => routeTo('inventory.location', query), 'import'),
  'inventory/occupation': () =>
    import('./occupation.resource.tsx').then((m) => ({ default: m.OccupationPage })),
  'inventory/log': () =>
    import('./inventory-log.resource.tsx').then((m) => ({ default: m.InventoryLogPage })),
};
