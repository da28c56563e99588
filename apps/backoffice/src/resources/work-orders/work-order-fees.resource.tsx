import { routeTo, workOrderEndpoints, workOrderFeeCategories } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { useLiveRefresh } from '../../app/live-events.ts';

/**
 * Work-order billing (`/work-order/billing/index`): every billing line of the tickets (category, fee,
 * remark), the durable `work_order_fees` rows the finance work bills; a correction is a negative line.
 */
export const workOrderFeesResource = defineResource({
  name: 'work-order-fees',
  list: workOrderEndpoints.getFeePageList,
  rowKey: 'id',
  filters: [
    { name: 'keyword', kind: 'text', label: 'workOrders:feeKeyword' },
    {
      name: 'category',
      kind: 'select',
      label: 'workOrders:billingCategory',
      options: workOrderFeeCategories.map((c) => ({
        value: c,
        label: `workOrders:feeCategory.${c}` as const,
      })),
    },
  ],
  columns: [
    { accessor: 'workOrderNo', title: 'workOrders:workOrderNumber', noWrap: true },
    { accessor: 'customerCode', title: 'workOrders:customer' },
    { accessor: 'warehouseName', title: 'workOrders:warehouse' },
    { accessor: 'category', title: 'workOrders:billingCategory', codeText: 'workOrders:feeCategory' },
    { accessor: 'fee', title: 'workOrders:billingFee', kind: 'money' },
    { accessor: 'remark', title: 'workOrders:billingRemark' },
    { accessor: 'createdTime', title: 'workOrders:feeTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.open({
      label: 'workOrders:detail',
      to: (row) => routeTo('work-orders.detail', { id: row.workOrderId }),
    }),
  ],
});

export function WorkOrderFeesPage() {
  useLiveRefresh('workOrder', [workOrderEndpoints.getFeePageList.path]);
  return <ResourcePage titleKey="workOrders:billingTitle" resource={workOrderFeesResource} />;
}
