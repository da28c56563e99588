import type { ComponentType } from 'react';

// Typed here rather than with app/views.ts's ViewMap, so the area does not import the app (no cycle).
/** Customer screens, basic part (catalogue area `customers`: list, edit, stores). */
export const customerViews = {
  'customers/list': () => import('./customers.resource.tsx').then((m) => ({ default: m.CustomersPage })),
  'customers/edit': () => import('./customer-edit-page.tsx').then((m) => ({ default: m.CustomerEditPage })),
  'customers/store': () => import('./stores-page.tsx').then((m) => ({ default: m.StoresPage })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;
