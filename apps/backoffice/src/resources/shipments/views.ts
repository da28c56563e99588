import type { ViewMap } from '../../app/view-map.ts';

const form = () => import('./shipment-form-page.tsx').then((m) => ({ default: m.ShipmentFormPage }));
const detail = () => import('./shipment-detail-page.tsx');
const overview = () => import('./shipment-overview-page.tsx');

/** The inbound shipment screens (catalogue area `shipments`). */
export const shipmentViews: ViewMap = {
  'shipments/list': () => import('./shipments.resource.tsx').then((m) => ({ default: m.ShipmentsPage })),
  'shipments/add': form,
  'shipments/edit': form,
  'shipments/detail': () => detail().then((m) => ({ default: m.ShipmentDetailPage })),
  'shipments/verify': () => detail().then((m) => ({ default: m.ShipmentVerifyPage })),
  'shipments/manage': () => detail().then((m) => ({ default: m.ShipmentManagePage })),
  'shipments/overview': () => overview().then((m) => ({ default: m.ShipmentOverviewPage })),
  'shipments/statistics': () => overview().then((m) => ({ default: m.ShipmentStatisticsPage })),
};
