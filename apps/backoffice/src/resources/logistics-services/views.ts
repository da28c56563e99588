import type { ViewMap } from '../../app/view-map.ts';

/** Logistics services and remote areas (catalogue area `develop`), the weekly fuel table (area `system`). */
export const logisticsServiceViews: ViewMap = {
  'develop/logistics-service': () =>
    import('./logistics-services.resource.tsx').then((m) => ({ default: m.LogisticsServicesPage })),
  'develop/logistics-service-edit': () =>
    import('./logistics-service-edit-page.tsx').then((m) => ({ default: m.LogisticsServiceEditPage })),
  'develop/remote-area': () =>
    import('./remote-areas.resource.tsx').then((m) => ({ default: m.RemoteAreasPage })),
  'system/quotation-charges': () =>
    import('./fuel-rates.resource.tsx').then((m) => ({ default: m.FuelRatesPage })),
};
