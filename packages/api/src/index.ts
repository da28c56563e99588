import { authEndpoints } from './auth/auth.endpoints.ts';
import { carrierAccountEndpoints } from './carrier-accounts/carrier-account.endpoints.ts';
import { contractEndpoints } from './contracts/contract.endpoints.ts';
import type { Endpoint } from './core/define-endpoint.ts';
import { customerEndpoints } from './customers/customer.endpoints.ts';
import { customerConfigEndpoints } from './customers/customer-config.endpoints.ts';
import { customerStoreEndpoints } from './customers/store.endpoints.ts';
import { dashboardEndpoints } from './dashboard/dashboard.endpoints.ts';
import { screenLinkEndpoints } from './dashboard/screen-link.endpoints.ts';
import { apiLogEndpoints } from './develop/api-log.endpoints.ts';
import { cacheEndpoints } from './develop/cache.endpoints.ts';
import { softwareTeamEndpoints } from './develop/software-team.endpoints.ts';
import { dictionaryCategoryEndpoints, dictionaryEntryEndpoints } from './dictionary/dictionary.endpoints.ts';
import { feeCalculatorEndpoints } from './fee-calculator/fee-calculator.endpoints.ts';
import { accountEndpoints } from './finance/account.endpoints.ts';
import { billDownloadEndpoints, billEndpoints, miscFeeEndpoints } from './finance/finance.endpoints.ts';
import { importEndpoints } from './imports/import.endpoints.ts';
import { stockEndpoints } from './inventory/stock.endpoints.ts';
import { locationEndpoints } from './locations/location.endpoints.ts';
import { fuelRateEndpoints } from './logistics-services/fuel-rate.endpoints.ts';
import { logisticsServiceEndpoints } from './logistics-services/logistics-service.endpoints.ts';
import { mailAccountEndpoints, mailLogEndpoints, mailRecipientEndpoints } from './mail/mail.endpoints.ts';
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
import { salesPlatformEndpoints } from './platform/sales-platform.endpoints.ts';
import { categoryEndpoints } from './products/category.endpoints.ts';
import { productAttrEndpoints, productEndpoints } from './products/product.endpoints.ts';
import { saleProductEndpoints } from './products/sale-product.endpoints.ts';
import { resourceEndpoints } from './resources/resource.endpoints.ts';
import { restockEndpoints } from './restock/restock.endpoints.ts';
import { returnEndpoints } from './returns/return.endpoints.ts';
import { scoringEndpoints } from './scoring/scoring.endpoints.ts';
import { settingsEndpoints } from './settings/settings.endpoints.ts';
import { receivingEndpoints } from './shipments/receiving.endpoints.ts';
import { shipmentEndpoints } from './shipments/shipment.endpoints.ts';
import { shipmentFileEndpoints } from './shipments/shipment-files.ts';
import { shipmentLabelEndpoints } from './shipments/shipment-labels.endpoints.ts';
import { materialEndpoints } from './supplies/material.endpoints.ts';
import { syncEndpoints } from './sync/sync.endpoints.ts';
import { downloadHistoryEndpoints } from './tasks/task.endpoints.ts';
import { tenantEndpoints } from './tenants/tenant.endpoints.ts';
import { tenantAccessEndpoints } from './tenants/tenant-access.endpoints.ts';
import { tenantAdminEndpoints } from './tenants/tenant-admin.endpoints.ts';
import { ltlEndpoints } from './transfers/ltl.endpoints.ts';
import { transferEndpoints } from './transfers/transfer.endpoints.ts';
import { transferExportEndpoints } from './transfers/transfer-export.endpoints.ts';
import { transferImportEndpoints } from './transfers/transfer-import.endpoints.ts';
import { transferPalletEndpoints } from './transfers/transfer-pallet.endpoints.ts';
import { transferPickingEndpoints } from './transfers/transfer-picking.endpoints.ts';
import { authorizationEndpoints } from './users/authorization.endpoints.ts';
import { loginLogEndpoints } from './users/login-log.endpoints.ts';
import { roleEndpoints } from './users/role.endpoints.ts';
import { userEndpoints } from './users/user.endpoints.ts';
import { warehouseEndpoints } from './warehouses/warehouse.endpoints.ts';
import { workOrderEndpoints } from './work-orders/work-order.endpoints.ts';

export * from './auth/auth.endpoints.ts';
export * from './auth/auth.schema.ts';
export * from './auth/auth-routes.ts';
export * from './auth/password-cipher.ts';
export * from './auth/self-service.ts';
export * from './carrier-accounts/carrier-account.endpoints.ts';
export * from './carrier-accounts/carrier-account.schema.ts';
// Master data: warehouses, locations, products, customers, inventory, supplies, restock, Excel engine.
export * from './contracts/contract.endpoints.ts';
export * from './contracts/contract.schema.ts';
export * from './contracts/peak-season.schema.ts';
export * from './contracts/quotation.schema.ts';
export * from './core/client.ts';
export * from './core/define-endpoint.ts';
export * from './core/define-route.ts';
export * from './core/envelope.ts';
export * from './core/errors.ts';
export * from './core/fetch-client.ts';
export * from './core/ids.ts';
export * from './core/page-query.ts';
export * from './customers/customer.endpoints.ts';
export * from './customers/customer.schema.ts';
export * from './customers/customer-config.endpoints.ts';
export * from './customers/customer-config.schema.ts';
export * from './customers/store.endpoints.ts';
export * from './customers/store.schema.ts';
export * from './dashboard/dashboard.endpoints.ts';
export * from './dashboard/dashboard.schema.ts';
export * from './dashboard/screen-link.endpoints.ts';
export * from './dashboard/screen-link.schema.ts';
export * from './develop/api-log.endpoints.ts';
export * from './develop/cache.endpoints.ts';
export * from './develop/develop-errors.ts';
export * from './develop/software-team.endpoints.ts';
export * from './dictionary/dictionary.endpoints.ts';
export * from './dictionary/dictionary.schema.ts';
export * from './fee-calculator/fee-calculator.endpoints.ts';
export * from './fee-calculator/fee-calculator.schema.ts';
export * from './finance/account.endpoints.ts';
export * from './finance/account.schema.ts';
export * from './finance/audit-status.ts';
export * from './finance/bill-status.ts';
export * from './finance/charge-source-route.ts';
export * from './finance/finance.endpoints.ts';
export * from './finance/finance.schema.ts';
export * from './finance/finance-errors.ts';
export * from './finance/receivable.schema.ts';
export * from './imports/export-fields.ts';
export * from './imports/import.endpoints.ts';
export * from './imports/import.schema.ts';
export * from './imports/import-kinds.ts';
export * from './inventory/occupation-rules.ts';
export * from './inventory/stock.endpoints.ts';
export * from './inventory/stock.schema.ts';
export * from './locations/location.endpoints.ts';
export * from './locations/location.schema.ts';
export * from './logistics-services/fuel-rate.endpoints.ts';
export * from './logistics-services/fuel-rate.schema.ts';
export * from './logistics-services/logistics-service.endpoints.ts';
export * from './logistics-services/logistics-service.schema.ts';
export * from './mail/mail.endpoints.ts';
export * from './mail/mail.schema.ts';
export * from './mail/mail-errors.ts';
export * from './notices/announcement.endpoints.ts';
export * from './notices/announcement.schema.ts';
export * from './notices/announcement-rules.ts';
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
export * from './orders/order-rules.ts';
export * from './orders/order-shipping.endpoints.ts';
export * from './orders/order-split.endpoints.ts';
export * from './orders/order-status.ts';
export * from './orders/pick-status.ts';
export * from './pallets/pallet.endpoints.ts';
export * from './pallets/pallet.schema.ts';
export * from './pallets/pallet-events.schema.ts';
export * from './pallets/pallet-rules.ts';
export * from './pda/pda.endpoints.ts';
export * from './pda/pda-errors.ts';
export * from './pda/pick-events.schema.ts';
export * from './pda/relist.schema.ts';
export * from './pda/relist-rules.ts';
export * from './pda/stock-lookup.schema.ts';
export * from './picking/pick-list.endpoints.ts';
export * from './picking/pick-list.schema.ts';
export * from './picking/pick-list-rules.ts';
export * from './platform/platform.endpoints.ts';
export * from './platform/platform.schema.ts';
export * from './platform/sales-platform.endpoints.ts';
export * from './platform/sales-platform.ts';
export * from './printing/print.schema.ts';
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
export * from './resources/route-to.ts';
export * from './restock/restock.endpoints.ts';
export * from './restock/restock.schema.ts';
export * from './restock/restock-rules.ts';
export * from './returns/return.endpoints.ts';
export * from './returns/return.schema.ts';
export * from './returns/return-errors.ts';
export * from './returns/return-events.schema.ts';
export * from './returns/return-pda.schema.ts';
export * from './returns/return-status.ts';
export * from './scoring/scoring.endpoints.ts';
export * from './scoring/scoring.schema.ts';
export * from './settings/settings.endpoints.ts';
export * from './settings/settings.schema.ts';
export * from './shipments/receiving.endpoints.ts';
export * from './shipments/receiving.schema.ts';
export * from './shipments/receiving-errors.ts';
export * from './shipments/receiving-rules.ts';
export * from './shipments/shipment.endpoints.ts';
export * from './shipments/shipment.schema.ts';
export * from './shipments/shipment-files.ts';
export * from './shipments/shipment-labels.endpoints.ts';
export * from './shipments/shipment-status.ts';
export * from './supplies/material.endpoints.ts';
export * from './supplies/material.schema.ts';
export * from './sync/event-points.ts';
export * from './sync/sync.endpoints.ts';
export * from './sync/sync.schema.ts';
export * from './tasks/task.endpoints.ts';
export * from './tasks/task.schema.ts';
export * from './tasks/task-rules.ts';
export * from './tenants/tenant.endpoints.ts';
export * from './tenants/tenant.schema.ts';
export * from './tenants/tenant-access.endpoints.ts';
export * from './tenants/tenant-access.schema.ts';
export * from './tenants/tenant-admin.endpoints.ts';
export * from './tenants/tenant-admin.schema.ts';
export * from './tenants/tenant-errors.ts';
export * from './transfers/ltl.endpoints.ts';
export * from './transfers/ltl.schema.ts';
export * from './transfers/transfer.endpoints.ts';
export * from './transfers/transfer.schema.ts';
export * from './transfers/transfer-errors.ts';
export * from './transfers/transfer-export.endpoints.ts';
export * from './transfers/transfer-import.endpoints.ts';
export * from './transfers/transfer-import.schema.ts';
export * from './transfers/transfer-pallet.endpoints.ts';
export * from './transfers/transfer-pda.schema.ts';
export * from './transfers/transfer-picking.endpoints.ts';
export * from './transfers/transfer-rules.ts';
export * from './transfers/transfer-status.ts';
export * from './users/authorization.endpoints.ts';
export * from './users/authorization.schema.ts';
export * from './users/login-log.endpoints.ts';
export * from './users/role.endpoints.ts';
export * from './users/role.schema.ts';
export * from './users/role-rules.ts';
export * from './users/user.endpoints.ts';
export * from './users/user.schema.ts';
export * from './warehouses/postal.schema.ts';
export * from './warehouses/warehouse.endpoints.ts';
export * from './warehouses/warehouse.schema.ts';
export * from './work-orders/work-order.endpoints.ts';
export * from './work-orders/work-order.schema.ts';
export * from './work-orders/work-order-errors.ts';
export * from './work-orders/work-order-lists.schema.ts';
export * from './work-orders/work-order-status.ts';

/** Every endpoint of the product, grouped by area. The server registers one handler for each. */
export const endpointGroups = {
  platform: platformEndpoints,
  downloadHistory: downloadHistoryEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  authorization: authorizationEndpoints,
  roles: roleEndpoints,
  loginLog: loginLogEndpoints,
  dictionaryEntries: dictionaryEntryEndpoints,
  dictionaryCategories: dictionaryCategoryEndpoints,
  resources: resourceEndpoints,
  tenants: tenantEndpoints,
  tenantAdmin: tenantAdminEndpoints,
  tenantAccess: tenantAccessEndpoints,
  messages: messageEndpoints,
  announcements: announcementEndpoints,
  noticeRead: noticeReadEndpoints,
  dashboard: dashboardEndpoints,
  screenLink: screenLinkEndpoints,
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
  contract: contractEndpoints,
  carrierAccount: carrierAccountEndpoints,
  customerConfig: customerConfigEndpoints,
  logisticsService: logisticsServiceEndpoints,
  fuelRate: fuelRateEndpoints,
  feeCalculator: feeCalculatorEndpoints,
  scoring: scoringEndpoints,
  stock: stockEndpoints,
  material: materialEndpoints,
  restock: restockEndpoints,
  returns: returnEndpoints,
  workOrder: workOrderEndpoints,
  shipment: shipmentEndpoints,
  receiving: receivingEndpoints,
  shipmentFile: shipmentFileEndpoints,
  shipmentLabel: shipmentLabelEndpoints,
  transfer: transferEndpoints,
  transferPicking: transferPickingEndpoints,
  transferPallet: transferPalletEndpoints,
  ltl: ltlEndpoints,
  transferExport: transferExportEndpoints,
  transferImport: transferImportEndpoints,
  import: importEndpoints,
  pdaSync: syncEndpoints,
  palletCode: palletCodeEndpoints,
  relist: relistEndpoints,
  bill: billEndpoints,
  miscFee: miscFeeEndpoints,
  account: accountEndpoints,
  billDownload: billDownloadEndpoints,
  mailAccount: mailAccountEndpoints,
  mailRecipient: mailRecipientEndpoints,
  mailLog: mailLogEndpoints,
  settings: settingsEndpoints,
  apiLog: apiLogEndpoints,
  cache: cacheEndpoints,
  salesPlatform: salesPlatformEndpoints,
  softwareTeam: softwareTeamEndpoints,
} as const;

export const endpointRegistry: readonly Endpoint[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group) as Endpoint[],
);
