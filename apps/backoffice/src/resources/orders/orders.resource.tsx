import {
  canCreateShipment,
  canEditOrder,
  canEditShipping,
  canHandleException,
  canMove,
  canRegisterReturn,
  type EXPORT_FIELDS,
  isBeforeShipping,
  type OrderRow,
  orderEditEndpoints,
  orderImportEndpoints,
  orderListEndpoints,
  orderMoveEndpoints,
  orderPickStatuses,
  orderShippingEndpoints,
  orderSplitEndpoints,
  orderStatuses,
  pickingOrderEndpoints,
  returnEndpoints,
  unshippedExportEndpoints,
} from '@wms/api';
import { type ColumnDefinition, defineResource, ResourcePage } from '@wms/ui';
import { OrderAccountDialog } from './order-account-dialog.tsx';
import { OrderAddressDialog } from './order-address-dialog.tsx';
import { OrderBatchShipDialog } from './order-batch-ship-dialog.tsx';
import { orderColumns, orderDetailFields, orderExportFields } from './order-columns.tsx';
import { OrderFormDialog } from './order-form-dialog.tsx';
import { orderImports } from './order-imports.ts';
import { OrderItemDialog } from './order-item-dialog.tsx';
import { OrderLabelDialog } from './order-label-dialog.tsx';
import { moveActions, onTab, onTabWhere } from './order-moves.ts';
import { PackageDialog } from './order-package-dialog.tsx';
import { OrderPickListDialog } from './order-pick-list-dialog.tsx';
import { ReturnGoodsDialog } from './order-return-dialog.tsx';
import { CombineDialog, ExceptionHandlingDialog, ModifyWarehouseDialog } from './order-selection-dialogs.tsx';
import { OrderShipDialog } from './order-ship-dialog.tsx';
import { SplitDialog } from './order-split-dialog.tsx';

/** Drop-shipping orders: the status tabs with counts, every order field, dialogs and moves. */
export const ordersResource = defineResource({
  name: 'orders',
  list: orderListEndpoints.getAllPageList,
  rowKey: 'id',
  selectable: true,
  tabs: {
    field: 'status',
    counts: true,
    items: [
      { label: 'orders:status.all' },
      ...orderStatuses.map((status) => ({ value: status, label: `orders:status.${status}` as const })),
    ],
  },
  filters: [
    { name: 'orderNos', kind: 'batch', label: 'orders:orderNo' },
    { name: 'trackingNos', kind: 'batch', label: 'orders:trackingNo' },
    { name: 'skus', kind: 'batch', label: 'orders:sku' },
    { name: 'orderTimeFrom', kind: 'dateRange', to: 'orderTimeTo', label: 'orders:orderTime' },
    {
      name: 'pickStatus',
      kind: 'select',
      label: 'orders:pickStatus',
      options: orderPickStatuses.map((value) => ({ value, label: `orders:pickStatus.${value}` as const })),
    },
    { name: 'carrier', kind: 'text', label: 'orders:carrier' },
    { name: 'platform', kind: 'text', label: 'orders:platform' },
    { name: 'country', kind: 'text', label: 'orders:country' },
  ],
  columns: orderColumns as readonly ColumnDefinition<OrderRow>[],
  rowActions: (a) => [
    a.rowForm('edit', {
      label: 'resource:edit',
      endpoint: orderEditEndpoints.updateOrder,
      visible: (row) => canEditOrder(row.status),
    }),
    a.rowForm('address', {
      label: 'orders:dialog.receivingAddress',
      endpoint: orderEditEndpoints.updateOrderBuyer,
      visible: canEditShipping,
    }),
    a.rowForm('ship', {
      label: 'orders:action.createShipment',
      endpoint: orderShippingEndpoints.createShipment,
      visible: canCreateShipment,
    }),
    a.rowForm('label', {
      label: 'orders:screen.pdfPreview',
      endpoint: orderShippingEndpoints.previewLabel,
      visible: (row) => row.trackingNo !== null,
    }),
  ],
  // The first four shown are the toolbar's buttons (the rest go under "More"): on Pending, the day's work.
  toolbar: (a) => [
    a.form('create', { label: 'orders:dialog.createOrder', endpoint: orderEditEndpoints.createOrder }),
    a.form('pickList', {
      label: 'picking:generatePickList',
      selection: 'some',
      endpoint: pickingOrderEndpoints.createPickingOrder,
      visible: onTab('pending', 'toBeDelivered'),
    }),
    a.form('batchShip', {
      label: 'orders:action.batchCreateShipment',
      selection: 'some',
      endpoint: orderShippingEndpoints.bathCreateShipment,
      visible: onTabWhere((status) => canMove(status, 'createShipment')),
    }),
    a.dialog('import', { endpoint: orderImportEndpoints.importOrderExcel }),
    a.dialog('export', { endpoint: unshippedExportEndpoints.exportShipmentAllNew }),
    a.batch(orderEditEndpoints.isHot, {
      label: 'orders:action.markHot',
      selection: 'some',
      visible: onTab('pending', 'toBeDelivered', 'postponed', 'onHold'),
      input: (rows) => ({ ids: rows.map((r) => r.id), isHot: true }),
    }),
    a.form('account', {
      label: 'orders:dialog.account',
      selection: 'some',
      endpoint: orderEditEndpoints.updateLogisticsAccount,
      visible: onTab('pending', 'toBeDelivered', 'exception'),
    }),
    a.form('package', {
      label: 'orders:dialog.package',
      selection: 'one',
      endpoint: orderEditEndpoints.createOrUpdatePackage,
      visible: onTab('pending', 'toBeDelivered'),
    }),
    a.form('item', {
      label: 'orders:dialog.item',
      selection: 'one',
      endpoint: orderSplitEndpoints.updateItem,
      visible: onTabWhere(canEditOrder),
    }),
    a.form('split', {
      label: 'orders:dialog.manualSplit',
      selection: 'one',
      endpoint: orderSplitEndpoints.updateOrder,
      visible: onTabWhere((status) => canMove(status, 'split')),
    }),
    a.form('combine', {
      label: 'orders:action.merge',
      selection: 'some',
      endpoint: orderEditEndpoints.combinationOrder,
      visible: onTabWhere((status) => canMove(status, 'merge')),
    }),
    a.form('warehouse', {
      label: 'orders:dialog.modifyWarehouse',
      selection: 'some',
      endpoint: orderEditEndpoints.modifyWarehouse,
      visible: onTabWhere(isBeforeShipping),
    }),
    a.form('exception', {
      label: 'orders:dialog.exceptionHandling',
      selection: 'some',
      endpoint: orderMoveEndpoints.exceptionHandling,
      visible: onTabWhere(canHandleException),
    }),
    a.form('returnGoods', {
      label: 'orders:dialog.returnGoods',
      selection: 'some',
      endpoint: returnEndpoints.transferredReturnOrder,
      visible: onTabWhere(canRegisterReturn),
    }),
    ...moveActions(a),
  ],
  import: orderImports,
  export: {
    fields: orderExportFields,
    run: ({ fields, scope, query, rows }, api) => {
      const { pageIndex: _p, pageSize: _s, sort: _o, status: _t, ...filters } = query;
      const chosen = fields as (typeof EXPORT_FIELDS.order)[number][];
      return scope === 'selected'
        ? api.call(unshippedExportEndpoints.exportShipmentNew, { ids: rows.map((r) => r.id), fields: chosen })
        : api.call(unshippedExportEndpoints.exportShipmentAllNew, { ...filters, fields: chosen });
    },
  },
  forms: {
    create: OrderFormDialog,
    edit: OrderFormDialog,
    address: OrderAddressDialog,
    account: OrderAccountDialog,
    ship: OrderShipDialog,
    label: OrderLabelDialog,
    batchShip: OrderBatchShipDialog,
    package: PackageDialog,
    item: OrderItemDialog,
    pickList: OrderPickListDialog,
    split: SplitDialog,
    combine: CombineDialog,
    warehouse: ModifyWarehouseDialog,
    exception: ExceptionHandlingDialog,
    returnGoods: ReturnGoodsDialog,
  },
  detail: {
    title: 'orders:detailTitle',
    name: 'orderNo',
    fields: orderDetailFields as readonly ColumnDefinition<OrderRow>[],
  },
});

export function OrdersPage() {
  return <ResourcePage titleKey="orders:title" resource={ordersResource} />;
}
