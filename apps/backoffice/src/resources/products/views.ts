import type { ComponentType } from 'react';

// Typed here rather than with app/views.ts's ViewMap, so the area does not import the app (no cycle).
/** Product screens (catalogue area `products`). */
export const productViews = {
  'products/formal': () =>
    import('./formal-products.resource.tsx').then((m) => ({ default: m.FormalProductsPage })),
  'products/formal-edit': () =>
    import('./product-form-page.tsx').then((m) => ({ default: m.ProductFormPage })),
  'products/category': () => import('./categories-page.tsx').then((m) => ({ default: m.CategoriesPage })),
  'products/sale': () =>
    import('./sale-products.resource.tsx').then((m) => ({ default: m.SaleProductsPage })),
  'products/formal-import-error': () =>
    import('./import-error-page.tsx').then((m) => ({ default: m.ImportErrorPage })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;
