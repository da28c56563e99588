import { routeTo } from '@wms/api';
import { dialogView } from '../../app/dialog-view.tsx';
import type { ViewMap } from '../../app/view-map.ts';

/** The order screens (catalogue area `orders`), and pending delivery (an order list, in area `picking`). */
export const orderViews: ViewMap = {
  'orders/drop-shipping': () => import('./orders.resource.tsx').then((m) => ({ default: m.OrdersPage })),
  'orders/drop-shipping-import': dialogView((query) => routeTo('orders.drop-shipping', query), 'import'),
  'orders/processing': () =>
    import('./order-processing.resource.tsx').then((m) => ({ default: m.OrderProcessingPage })),
  'orders/review': () => import('./order-review.resource.tsx').then((m) => ({ default: m.OrderReviewPage })),
  'orders/import-record': () =>
    import('./import-records.resource.tsx').then((m) => ({ default: m.ImportRecordsPage })),
  'orders/task': () => import('./order-tasks.resource.tsx').then((m) => ({ default: m.OrderTasksPage })),
  'picking/pending-delivery': () =>
    import('./pending-delivery.resource.tsx').then((m) => ({ default: m.PendingDeliveryPage })),
};
