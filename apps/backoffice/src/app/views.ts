import { orderViews } from '../resources/orders/views.ts';
import { palletViews } from '../resources/pallets/views.ts';
import { pickingViews } from '../resources/picking/views.ts';
import { shellViews } from '../resources/shell/views.ts';
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
};
