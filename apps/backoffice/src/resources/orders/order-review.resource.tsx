import {
  canHandleException,
  type OrderRow,
  type OrderStatus,
  orderListEndpoints,
  orderMoveEndpoints,
  orderShippingEndpoints,
} from '@wms/api';
import { type ColumnDefinition, defineResource, ResourcePage, type ToolbarAction } from '@wms/ui';
import { orderColumns, orderDetailFields } from './order-columns.tsx';
import { OrderLabelDialog } from './order-label-dialog.tsx';
import { moveActions, movesOnTab, onTabWhere } from './order-moves.ts';
import { ExceptionHandlingDialog } from './order-selection-dialogs.tsx';
import { useDefaultTab } from './use-default-tab.ts';

/** The moves of one review list, shown only on its tab; approving is "move to not shipped". */
const reviewMoves = (status: OrderStatus, actions: ToolbarAction<OrderRow>[]) =>
  movesOnTab(status, actions).map((action) =>
    action.name === 'moveToNotShipped' ? { ...action, label: 'orders:action.approve' as const } : action,
  );

/**
 * Order review: orders are checked before the warehouse works on them. New orders are
 * approved (to be delivered), paused or cancelled; exceptions are handled; paused orders are approved,
 * recalled or cancelled. Each row's detail shows every order field. The state machine still decides.
 */
export const orderReviewResource = defineResource({
  name: 'order-review',
  list: orderListEndpoints.getAllPageList,
  rowKey: 'id',
  selectable: true,
  tabs: {
    field: 'status',
    counts: true,
    items: [
      { value: 'pending', label: 'orders:screen.toReview' },
      { value: 'exception', label: 'orders:status.exception' },
      { value: 'onHold', label: 'orders:status.onHold' },
    ],
  },
  filters: [
    { name: 'orderNos', kind: 'batch', label: 'orders:orderNo' },
    { name: 'skus', kind: 'batch', label: 'orders:sku' },
    { name: 'orderTimeFrom', kind: 'dateRange', to: 'orderTimeTo', label: 'orders:orderTime' },
    { name: 'platform', kind: 'text', label: 'orders:platform' },
    { name: 'country', kind: 'text', label: 'orders:country' },
  ],
  columns: orderColumns as readonly ColumnDefinition<OrderRow>[],
  rowActions: (a) => [
    a.rowForm('label', {
      label: 'orders:screen.pdfPreview',
      endpoint: orderShippingEndpoints.previewLabel,
      visible: (row) => row.trackingNo !== null,
    }),
  ],
  toolbar: (a) => [
    ...reviewMoves(
      'pending',
      moveActions(a, { status: 'pending', only: ['moveToNotShipped', 'markOnHold', 'markCancelled'] }),
    ),
    {
      ...a.form('exception', {
        label: 'orders:dialog.exceptionHandling',
        selection: 'some',
        endpoint: orderMoveEndpoints.exceptionHandling,
      }),
      visible: onTabWhere(canHandleException),
    },
    ...reviewMoves(
      'onHold',
      moveActions(a, { status: 'onHold', only: ['moveToNotShipped', 'recallToPending', 'markCancelled'] }),
    ),
  ],
  forms: { label: OrderLabelDialog, exception: ExceptionHandlingDialog },
  detail: {
    title: 'orders:detailTitle',
    name: 'orderNo',
    fields: orderDetailFields as readonly ColumnDefinition<OrderRow>[],
  },
});

export function OrderReviewPage() {
  const ready = useDefaultTab('status', 'pending');
  return <ResourcePage titleKey="orders:screen.orderReview" resource={orderReviewResource} ready={ready} />;
}
