import type { ViewMap } from '../../app/view-map.ts';

/** The work-order screens (catalogue area `work-orders`: the list, one ticket, its edit page, after-sales stock, billing). */
export const workOrderViews: ViewMap = {
  'work-orders/list': () => import('./work-orders.resource.tsx').then((m) => ({ default: m.WorkOrdersPage })),
  'work-orders/detail': () =>
    import('./work-order-detail-page.tsx').then((m) => ({ default: m.WorkOrderDetailPage })),
  'work-orders/after-sales': () =>
    import('./after-sales-stock.resource.tsx').then((m) => ({ default: m.AfterSalesStockPage })),
  'work-orders/billing': () =>
    import('./work-order-fees.resource.tsx').then((m) => ({ default: m.WorkOrderFeesPage })),
  'work-orders/edit': () =>
    import('./work-order-edit-page.tsx').then((m) => ({ default: m.WorkOrderEditPage })),
};
