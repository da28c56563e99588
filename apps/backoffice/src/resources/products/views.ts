import { routeTo } from '@wms/api';
import { dialogView } from '../../app/dialog-view.tsx';
import type { ViewMap } from '../../app/view-map.ts';

/** Product screens (catalogue area `products`). */
export const productViews: ViewMap = {
  'products/formal': () =>
    import('./formal-products.resource.tsx').then((m) => ({ default: m.FormalProductsPage })),
  'products/formal-detail': () =>
    import('./product-detail-page.tsx').then((m) => ({ default: m.ProductDetailPage })),
  'products/formal-edit': () =>
    import('./product-form-page.tsx').then((m) => ({ default: m.ProductFormPage })),
  'products/category': () => import('./categories-page.tsx').then((m) => ({ default: m.CategoriesPage })),
  'products/sale': () =>
    import('./sale-products.resource.tsx').then((m) => ({ default: m.SaleProductsPage })),
  'products/formal-import': dialogView((query) => routeTo('products.formal', query), 'import'),
  'products/sale-edit': () =>
    import('./sale-product-pages.tsx').then((m) => ({ default: m.SaleProductEditPage })),
  'products/sale-relate': () =>
    import('./sale-product-pages.tsx').then((m) => ({ default: m.SaleProductRelatePage })),
  'products/formal-import-error': () =>
    import('./import-error-page.tsx').then((m) => ({ default: m.ImportErrorPage })),
};
