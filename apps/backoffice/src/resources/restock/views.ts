import type { ViewMap } from '../../app/view-map.ts';

/** The restock list (catalogue area `inventory`, page restock). */
export const restockViews: ViewMap = {
  'inventory/restock': () => import('./restock.resource.tsx').then((m) => ({ default: m.RestockPage })),
};
