import {
  canCreateShipment,
  type OrderRow,
  orderEditEndpoints,
  orderListEndpoints,
  orderShippingEndpoints,
} from '@wms/api';
import { type ColumnDefinition, defineResource, ResourcePage } from '@wms/ui';
import { orderColumns, orderDetailFields } from './order-columns.tsx';
import { OrderLabelDialog } from './order-label-dialog.tsx';
import { moveActions } from './order-moves.ts';
import { PackageDialog } from './order-package-dialog.tsx';
import { OrderShipDialog } from './order-ship-dialog.tsx';

/**
 * Pending delivery: picked orders waiting for the outbound scan, the side menu's badge
 * (OMS/Order/GetPendingCount counts the same rows). Package, ship and scan them out from here.
 */
export const pendingDeliveryResource = defineResource({
  name: 'pending-delivery',
  list: orderListEndpoints.getAllPageList,
  rowKey: 'id',
  selectable: true,
  fixed: { status: 'toBeDelivered', pickStatus: 'toBeScanned' },
  filters: [
    { name: 'orderNos', kind: 'batch', label: 'orders:orderNo' },
    { name: 'trackingNos', kind: 'batch', label: 'orders:trackingNo' },
    { name: 'skus', kind: 'batch', label: 'orders:sku' },
    { name: 'carrier', kind: 'text', label: 'orders:carrier' },
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
    a.form('package', {
      label: 'orders:dialog.package',
      selection: 'one',
      endpoint: orderEditEndpoints.createOrUpdatePackage,
    }),
    ...moveActions(a, { status: 'toBeDelivered', only: ['outbound'] }),
  ],
  forms: { ship: OrderShipDialog, label: OrderLabelDialog, package: PackageDialog },
  detail: {
    title: 'orders:detailTitle',
    name: 'orderNo',
    fields: orderDetailFields as readonly ColumnDefinition<OrderRow>[],
  },
});

export function PendingDeliveryPage() {
  return <ResourcePage titleKey="orders:pendingDelivery" resource={pendingDeliveryResource} />;
}
