import {
  routeTo,
  workOrderCategories,
  workOrderEndpoints,
  workOrderPriorities,
  workOrderTabNames,
} from '@wms/api';
import { CountBadge, defineResource, ResourcePage } from '@wms/ui';
import { useLiveRefresh } from '../../app/live-events.ts';
import { WorkOrderCreateDialog } from './work-order-create-dialog.tsx';

export const WORK_ORDER_STATUS_COLORS = {
  pending: 'orange',
  processing: 'blue',
  finished: 'green',
  cancelled: 'gray',
};
export const PRIORITY_COLORS = { general: 'gray', urgent: 'orange', veryUrgent: 'red' };

/** Tickets by tab, each with its count; a ticket with replies its reader has not opened shows how many. */
export const workOrdersResource = defineResource({
  name: 'work-orders',
  list: workOrderEndpoints.getPageList,
  rowKey: 'id',
  tabs: {
    field: 'tab',
    counts: true,
    items: workOrderTabNames.map((tab) => ({
      value: tab === 'all' ? undefined : tab,
      label: `workOrders:status.${tab}` as const,
    })),
  },
  filters: [
    { name: 'keyword', kind: 'text', label: 'workOrders:keyword' },
    {
      name: 'priority',
      kind: 'select',
      label: 'workOrders:priority',
      options: workOrderPriorities.map((p) => ({ value: p, label: `workOrders:priority.${p}` as const })),
    },
    {
      name: 'category',
      kind: 'select',
      label: 'workOrders:category',
      options: workOrderCategories.map((c) => ({ value: c, label: `workOrders:category.${c}` as const })),
    },
  ],
  columns: [
    { accessor: 'workOrderNo', title: 'workOrders:workOrderNumber', noWrap: true },
    {
      accessor: 'status',
      title: 'workOrders:status',
      status: { prefix: 'workOrders:status', colors: WORK_ORDER_STATUS_COLORS },
    },
    {
      accessor: 'unread',
      title: 'workOrders:unread',
      render: (row) => <CountBadge count={row.unread} data-testid="work-order-unread" />,
    },
    {
      accessor: 'priority',
      title: 'workOrders:priority',
      status: { prefix: 'workOrders:priority', colors: PRIORITY_COLORS },
    },
    { accessor: 'title', title: 'workOrders:title.field' },
    { accessor: 'category', title: 'workOrders:category', codeText: 'workOrders:category' },
    { accessor: 'type', title: 'workOrders:type', codeText: 'workOrders:type' },
    { accessor: 'customerCode', title: 'workOrders:customer' },
    { accessor: 'warehouseName', title: 'workOrders:warehouse' },
    { accessor: 'relatedNo', title: 'workOrders:relatedNo' },
    { accessor: 'replyCount', title: 'workOrders:replies' },
    { accessor: 'fee', title: 'workOrders:fee', kind: 'money' },
    { accessor: 'lastReplyAt', title: 'workOrders:lastReplyAt', kind: 'datetime' },
    { accessor: 'createdTime', title: 'workOrders:createdTime', kind: 'datetime' },
  ],
  toolbar: (a) => [a.form('create', { label: 'workOrders:newTicket', endpoint: workOrderEndpoints.create })],
  rowActions: (a) => [
    a.open({ label: 'workOrders:detail', to: (row) => routeTo('work-orders.detail', { id: row.id }) }),
  ],
  forms: { create: WorkOrderCreateDialog },
});

export function WorkOrdersPage() {
  // A new ticket or reply anywhere in the tenant refreshes the list and its unread counts.
  useLiveRefresh('workOrder', [workOrderEndpoints.getPageList.path]);
  return <ResourcePage titleKey="workOrders:title" resource={workOrdersResource} />;
}
