import { carrierAccountViews } from '../resources/carrier-accounts/views.ts';
import { contractViews } from '../resources/contracts/views.ts';
import { customerViews } from '../resources/customers/views.ts';
import { developViews } from '../resources/develop/views.ts';
import { financeViews } from '../resources/finance/views.ts';
import { inventoryViews } from '../resources/inventory/views.ts';
import { locationViews } from '../resources/locations/views.ts';
import { logisticsServiceViews } from '../resources/logistics-services/views.ts';
import { mailViews } from '../resources/mail/views.ts';
import { orderViews } from '../resources/orders/views.ts';
import { palletViews } from '../resources/pallets/views.ts';
import { pickingViews } from '../resources/picking/views.ts';
import { platformAuthViews } from '../resources/platform-auth/views.ts';
import { productViews } from '../resources/products/views.ts';
import { relistViews } from '../resources/relist/views.ts';
import { restockViews } from '../resources/restock/views.ts';
import { returnViews } from '../resources/returns/views.ts';
import { scoringViews } from '../resources/scoring/views.ts';
import { shellViews } from '../resources/shell/views.ts';
import { shipmentViews } from '../resources/shipments/views.ts';
import { suppliesViews } from '../resources/supplies/views.ts';
import { systemViews } from '../resources/system/views.ts';
import { tenantViews } from '../resources/tenants/views.ts';
import { transferViews } from '../resources/transfers/views.ts';
import { warehouseViews } from '../resources/warehouses/views.ts';
import { workOrderViews } from '../resources/work-orders/views.ts';
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
  ...contractViews,
  ...carrierAccountViews,
  ...logisticsServiceViews,
  ...scoringViews,
  ...suppliesViews,
  ...restockViews,
  ...relistViews,
  ...returnViews,
  ...workOrderViews,
  ...shipmentViews,
  ...tenantViews,
  ...financeViews,
  ...systemViews,
  ...mailViews,
  ...transferViews,
  ...developViews,
  ...platformAuthViews,
};
