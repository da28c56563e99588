import type { ComponentType } from 'react';
import { customerViews } from '../resources/customers/views.ts';
import { inventoryViews } from '../resources/inventory/views.ts';
import { locationViews } from '../resources/locations/views.ts';
import { productViews } from '../resources/products/views.ts';
import { restockViews } from '../resources/restock/views.ts';
import { shellViews } from '../resources/shell/views.ts';
import { suppliesViews } from '../resources/supplies/views.ts';
import { warehouseViews } from '../resources/warehouses/views.ts';

/** A lazily loaded screen; the module is fetched the first time its route opens. */
export type ViewLoader = () => Promise<{ default: ComponentType }>;
export type ViewMap = Readonly<Record<string, ViewLoader>>;

/**
 * Every screen of the back office by its catalogue `viewPath` (`@wms/api` resourceCatalogue). The router
 * mounts a view at the path of each catalogue entry that names it; each area adds one spread here.
 */
export const views: ViewMap = {
  ...shellViews,
  ...productViews,
  ...locationViews,
  ...inventoryViews,
  ...warehouseViews,
  ...customerViews,
  ...suppliesViews,
  ...restockViews,
};
