import type { ViewMap } from '../../app/view-map.ts';

/** The relist list (catalogue area `inventory`, page relist; the navbar's pending-relist badge leads here). */
export const relistViews: ViewMap = {
  'inventory/relist': () => import('./relist.resource.tsx').then((m) => ({ default: m.RelistPage })),
};
