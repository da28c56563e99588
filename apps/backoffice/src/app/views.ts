import { customerViews } from '../resources/customers/views.ts';
import { inventoryViews } from '../resources/inventory/views.ts';
import { locationViews } from '../resources/locations/views.ts';
import { orderViews } from '../resources/orders/views.ts';
import { palletViews } from '../resources/pallets/views.ts';
import { pickingViews } from '../resources/picking/views.ts';
import { productViews } from '../resources/products/views.ts';
import { restockViews } from '../resources/restock/views.ts';
import { shellViews } from '../resources/shell/views.ts';
import { suppliesViews } from '../resources/supplies/views.ts';
import { warehouseViews } from '../resources/warehouses/views.ts';
import type { ViewMap } from './view-map.ts';

export type { ViewLoader, ViewMap } from './view-map.ts';

/**
 * Every screen of the back office by its catalogue `viewPath` (`@wms/api` resourceCatalogue). The router
 * mounts a view at the path of each catalogue entry that names it; each area adds one spread here.
 */
export const views: ViewMap = {
  ...shellViews,
  ...orderViews,
  ...pickingViews,
  ...palletViews,
  ...productViews,
  ...locationViews,
  ...inventoryViews,
  ...warehouseViews,
  ...customerViews,
  ...suppliesViews,
  ...restockViews,
};
