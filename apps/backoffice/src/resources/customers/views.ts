import type { ViewMap } from '../../app/view-map.ts';

/** Customer screens, basic part (catalogue area `customers`: list, edit, stores). */
export const customerViews: ViewMap = {
  'customers/list': () => import('./customers.resource.tsx').then((m) => ({ default: m.CustomersPage })),
  'customers/edit': () => import('./customer-edit-page.tsx').then((m) => ({ default: m.CustomerEditPage })),
  'customers/store': () => import('./stores-page.tsx').then((m) => ({ default: m.StoresPage })),
};
