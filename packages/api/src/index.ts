import { authEndpoints } from './auth/auth.endpoints.ts';
import type { Endpoint } from './core/define-endpoint.ts';
import { customerEndpoints } from './customers/customer.endpoints.ts';
import { customerStoreEndpoints } from './customers/store.endpoints.ts';
import { dashboardEndpoints } from './dashboard/dashboard.endpoints.ts';
import { importEndpoints } from './imports/import.endpoints.ts';
import { stockEndpoints } from './inventory/stock.endpoints.ts';
import { locationEndpoints } from './locations/location.endpoints.ts';
import { announcementEndpoints, noticeReadEndpoints } from './notices/announcement.endpoints.ts';
import { messageEndpoints } from './notices/message.endpoints.ts';
import { orderEditEndpoints } from './orders/order-edit.endpoints.ts';
import { unshippedExportEndpoints } from './orders/order-export.endpoints.ts';
import { orderImportEndpoints, orderTaskEndpoints } from './orders/order-import.endpoints.ts';
import { orderListEndpoints } from './orders/order-list.endpoints.ts';
import { orderMoveEndpoints, unshippedOrderEndpoints } from './orders/order-move.endpoints.ts';
import { orderShippingEndpoints } from './orders/order-shipping.endpoints.ts';
import { orderSplitEndpoints } from './orders/order-split.endpoints.ts';
import { palletCodeEndpoints } from './pallets/pallet.endpoints.ts';
import { relistEndpoints } from './pda/pda.endpoints.ts';
import { pdaPickEndpoints, pickingOrderEndpoints } from './picking/pick-list.endpoints.ts';
import { platformEndpoints } from './platform/platform.endpoints.ts';
import { categoryEndpoints } from './products/category.endpoints.ts';
import { productAttrEndpoints, productEndpoints } from './products/product.endpoints.ts';
import { saleProductEndpoints } from './products/sale-product.endpoints.ts';
import { resourceEndpoints } from './resources/resource.endpoints.ts';
import { restockEndpoints } from './restock/restock.endpoints.ts';
import { materialEndpoints } from './supplies/material.endpoints.ts';
import { syncEndpoints } from './sync/sync.endpoints.ts';
import { downloadHistoryEndpoints } from './tasks/task.endpoints.ts';
import { tenantEndpoints } from './tenants/tenant.endpoints.ts';
import { authorizationEndpoints } from './users/authorization.endpoints.ts';
import { userEndpoints } from './users/user.endpoints.ts';
import { warehouseEndpoints } from './warehouses/warehouse.endpoints.ts';

export * from './auth/auth.endpoints.ts';
export * from './auth/auth.schema.ts';
export * from './auth/auth-routes.ts';
export * from './auth/password-cipher.ts';
export * from './auth/self-service.ts';
export * from './core/client.ts';
export * from './core/define-endpoint.ts';
export * from './core/define-route.ts';
export * from './core/envelope.ts';
export * from './core/errors.ts';
export * from './core/fetch-client.ts';
export * from './core/ids.ts';
export * from './core/page-query.ts';
// Master data: warehouses, locations, products, customers, inventory, supplies, restock, Excel engine.
export * from './customers/customer.endpoints.ts';
export * from './customers/customer.schema.ts';
export * from './customers/store.endpoints.ts';
export * from './customers/store.schema.ts';
export * from './dashboard/dashboard.endpoints.ts';
export * from './dashboard/dashboard.schema.ts';
export * from './imports/export-fields.ts';
export * from './imports/import.endpoints.ts';
export * from './imports/import.schema.ts';
export * from './imports/import-kinds.ts';
export * from './inventory/stock.endpoints.ts';
export * from './inventory/stock.schema.ts';
export * from './locations/location.endpoints.ts';
export * from './locations/location.schema.ts';
export * from './notices/announcement.endpoints.ts';
export * from './notices/announcement.schema.ts';
export * from './notices/message.endpoints.ts';
export * from './notices/message.schema.ts';
export * from './orders/order.schema.ts';
export * from './orders/order-edit.endpoints.ts';
export * from './orders/order-export.endpoints.ts';
export * from './orders/order-fields.schema.ts';
export * from './orders/order-import.endpoints.ts';
export * from './orders/order-list.endpoints.ts';
export * from './orders/order-move.endpoints.ts';
export * from './orders/order-query.schema.ts';
export * from './orders/order-shipping.endpoints.ts';
export * from './orders/order-split.endpoints.ts';
export * from './orders/order-status.ts';
export * from './orders/pick-status.ts';
export * from './pallets/pallet.endpoints.ts';
export * from './pallets/pallet.schema.ts';
export * from './pallets/pallet-events.schema.ts';
export * from './pda/pda.endpoints.ts';
export * from './pda/pda-errors.ts';
export * from './pda/pick-events.schema.ts';
export * from './pda/relist.schema.ts';
export * from './pda/stock-lookup.schema.ts';
export * from './picking/pick-list.endpoints.ts';
export * from './picking/pick-list.schema.ts';
export * from './platform/platform.endpoints.ts';
export * from './platform/platform.schema.ts';
export * from './products/category.endpoints.ts';
export * from './products/category.schema.ts';
export * from './products/field-rules.ts';
export * from './products/product.endpoints.ts';
export * from './products/product.schema.ts';
export * from './products/sale-product.endpoints.ts';
export * from './products/sale-product.schema.ts';
export * from './resources/catalogue/index.ts';
export * from './resources/resource.endpoints.ts';
export * from './resources/resource.schema.ts';
export * from './restock/restock.endpoints.ts';
export * from './restock/restock.schema.ts';
export * from './supplies/material.endpoints.ts';
export * from './supplies/material.schema.ts';
export * from './sync/sync.endpoints.ts';
export * from './sync/sync.schema.ts';
export * from './tasks/task.endpoints.ts';
export * from './tasks/task.schema.ts';
export * from './tenants/tenant.endpoints.ts';
export * from './tenants/tenant.schema.ts';
export * from './users/authorization.endpoints.ts';
export * from './users/authorization.schema.ts';
export * from './users/user.endpoints.ts';
export * from './users/user.schema.ts';
export * from './warehouses/postal.schema.ts';
export * from './warehouses/warehouse.endpoints.ts';
export * from './warehouses/warehouse.schema.ts';

/** Every endpoint of the product, grouped by area. The server registers one handler for each. */
export const endpointGroups = {
  platform: platformEndpoints,
  downloadHistory: downloadHistoryEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  authorization: authorizationEndpoints,
  resources: resourceEndpoints,
  tenants: tenantEndpoints,
  messages: messageEndpoints,
  announcements: announcementEndpoints,
  noticeRead: noticeReadEndpoints,
  dashboard: dashboardEndpoints,
  orderList: orderListEndpoints,
  orderEdit: orderEditEndpoints,
  orderMove: orderMoveEndpoints,
  unshippedOrder: unshippedOrderEndpoints,
  unshippedExport: unshippedExportEndpoints,
  orderSplit: orderSplitEndpoints,
  orderShipping: orderShippingEndpoints,
  orderImport: orderImportEndpoints,
  orderTask: orderTaskEndpoints,
  pickingOrder: pickingOrderEndpoints,
  pdaPick: pdaPickEndpoints,
  warehouse: warehouseEndpoints,
  location: locationEndpoints,
  product: productEndpoints,
  productAttr: productAttrEndpoints,
  productCategory: categoryEndpoints,
  saleProduct: saleProductEndpoints,
  customer: customerEndpoints,
  customerStore: customerStoreEndpoints,
  stock: stockEndpoints,
  material: materialEndpoints,
  restock: restockEndpoints,
  import: importEndpoints,
  pdaSync: syncEndpoints,
  palletCode: palletCodeEndpoints,
  relist: relistEndpoints,
} as const;

export const endpointRegistry: readonly Endpoint[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group) as Endpoint[],
);
