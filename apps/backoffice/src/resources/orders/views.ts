import type { ViewMap } from '../../app/view-map.ts';

/** The order screens (catalogue area `orders`). */
export const orderViews: ViewMap = {
  'orders/drop-shipping': () => import('./orders.resource.tsx').then((m) => ({ default: m.OrdersPage })),
};
