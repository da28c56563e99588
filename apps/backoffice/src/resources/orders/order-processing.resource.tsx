import { canCreateShipment, type OrderRow, orderListEndpoints, orderShippingEndpoints } from '@wms/api';
import { type ColumnDefinition, defineResource, ResourcePage } from '@wms/ui';
import { OrderBatchShipDialog } from './order-batch-ship-dialog.tsx';
import { orderColumns, orderDetailFields } from './order-columns.tsx';
import { OrderLabelDialog } from './order-label-dialog.tsx';
import { moveActions, movesOnTab, onTab } from './order-moves.ts';
import { OrderShipDialog } from './order-ship-dialog.tsx';
import { useDefaultTab } from './use-default-tab.ts';

/**
 * Order processing, with its finished and out-of-stock lists: the orders
 * the warehouse works on (to be delivered: label, scan out or report short), the finished list (shipped,
 * with PDF preview and re-print) and the out-of-stock list (back to not shipped, or cancelled).
 */
export const orderProcessingResource = defineResource({
  name: 'order-processing',
  list: orderListEndpoints.getAllPageList,
  rowKey: 'id',
  selectable: true,
  tabs: {
    field: 'status',
    counts: true,
    items: [
      { value: 'toBeDelivered', label: 'orders:screen.toProcess' },
      { value: 'shipped', label: 'orders:screen.finishedList' },
      { value: 'outOfStock', label: 'orders:screen.outOfStockList' },
    ],
  },
  filters: [
    { name: 'orderNos', kind: 'batch', label: 'orders:orderNo' },
    { name: 'trackingNos', kind: 'batch', label: 'orders:trackingNo' },
    { name: 'skus', kind: 'batch', label: 'orders:sku' },
    { name: 'carrier', kind: 'text', label: 'orders:carrier' },
    { name: 'shippedFrom', kind: 'dateRange', to: 'shippedTo', label: 'orders:shippedTime' },
  ],
  columns: orderColumns as readonly ColumnDefinition<OrderRow>[],
  rowActions: (a) => [
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
  toolbar: (a) => [
    {
      ...a.form('batchShip', {
        label: 'orders:action.batchCreateShipment',
        selection: 'some',
        endpoint: orderShippingEndpoints.bathCreateShipment,
      }),
      visible: onTab('toBeDelivered'),
    },
    ...movesOnTab(
      'toBeDelivered',
      moveActions(a, { status: 'toBeDelivered', only: ['outbound', 'reportOutOfStock'] }),
    ),
    ...movesOnTab(
      'outOfStock',
      moveActions(a, { status: 'outOfStock', only: ['outOfStockToNotShipped', 'outOfStockToCancelled'] }),
    ),
  ],
  forms: { ship: OrderShipDialog, label: OrderLabelDialog, batchShip: OrderBatchShipDialog },
  detail: {
    title: 'orders:detailTitle',
    name: 'orderNo',
    fields: orderDetailFields as readonly ColumnDefinition<OrderRow>[],
  },
});

export function OrderProcessingPage() {
  const ready = useDefaultTab('status', 'toBeDelivered');
  return (
    <ResourcePage titleKey="orders:screen.orderProcessing" resource={orderProcessingResource} ready={ready} />
  );
}
