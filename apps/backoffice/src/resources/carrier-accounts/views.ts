import type { ViewMap } from '../../app/view-map.ts';

/** Logistics accounts (catalogue area `system`) and the customers' shipping configuration. */
export const carrierAccountViews: ViewMap = {
  'system/logistics-account': () =>
    import('./carrier-accounts.resource.tsx').then((m) => ({ default: m.CarrierAccountsPage })),
  'customers/shipping-config': () =>
    import('./shipping-config-page.tsx').then((m) => ({ default: m.ShippingConfigPage })),
  'system/logistics-account-edit': () =>
    import('./carrier-account-route-forms.tsx').then((m) => ({ default: m.CarrierAccountEditRoute })),
  'system/logistics-account-empower': () =>
    import('./carrier-account-route-forms.tsx').then((m) => ({ default: m.CarrierAccountEmpowerRoute })),
  'system/logistics-warehouse-auth': () =>
    import('./warehouse-auth-page.tsx').then((m) => ({ default: m.WarehouseAuthPage })),
};
