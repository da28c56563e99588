import type { ViewMap } from '../../app/view-map.ts';

/** The order screens (catalogue area `orders`), and pending delivery (an order list, in area `picking`). */
export const orderViews: ViewMap = {
  'orders/drop-shipping': () => import('./orders.resource.tsx').then((m) => ({ default: m.OrdersPage })),
  'picking/pending-delivery': () =>
    import('./pending-delivery.resource.tsx').then((m) => ({ default: m.PendingDeliveryPage })),
};
