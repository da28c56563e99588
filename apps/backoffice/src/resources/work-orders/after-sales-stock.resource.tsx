import { Badge } from '@mantine/core';
import { canWorkOrder, routeTo, workOrderEndpoints } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useLiveRefresh } from '../../app/live-events.ts';

const LOCK_STATES = ['locked', 'unlocked'] as const;

/**
 * After-sales stock (`/work-order/after-sales/index`): the units every ticket holds or held through the
 * stock lock, locked lines first; unlock quantity releases a line, track opens its stock log.
 */
export const afterSalesStockResource = defineResource({
  name: 'after-sales-stock',
  list: workOrderEndpoints.getStockPageList,
  rowKey: 'id',
  filters: [
    { name: 'keyword', kind: 'text', label: 'workOrders:stockKeyword' },
    {
      name: 'locked',
      kind: 'select',
      label: 'workOrders:lockState',
      options: LOCK_STATES.map((s) => ({ value: s, label: `workOrders:${s}` as const })),
    },
  ],
  columns: [
    { accessor: 'workOrderNo', title: 'workOrders:workOrderNumber', noWrap: true },
    { accessor: 'customerCode', title: 'workOrders:customer' },
    { accessor: 'warehouseName', title: 'workOrders:warehouse' },
    { accessor: 'productNo', title: 'workOrders:product' },
    { accessor: 'locationName', title: 'workOrders:location' },
    { accessor: 'quantity', title: 'workOrders:quantity' },
    {
      accessor: 'locked',
      title: 'workOrders:lockState',
      render: (row) => <LockState locked={row.locked} />,
    },
    { accessor: 'createdTime', title: 'workOrders:lockedTime', kind: 'datetime' },
    { accessor: 'unlockedTime', title: 'workOrders:unlockedTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.open({
      label: 'workOrders:detail',
      to: (row) => routeTo('work-orders.detail', { id: row.workOrderId }),
    }),
    a.open({
      label: 'workOrders:track',
      to: (row) => routeTo('inventory.log', { sourceNo: row.workOrderNo, stockId: row.stockId }),
    }),
    a.call(workOrderEndpoints.unlockStock, {
      name: 'unlock',
      label: 'workOrders:unlockQuantity',
      confirm: 'workOrders:unlockQuantity',
      input: (row) => ({ workOrderId: row.workOrderId, lineId: row.id }),
      visible: (row) => row.locked && canWorkOrder(row.status, 'unlockStock', row.viewerSide),
    }),
  ],
});

function LockState({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={locked ? 'orange' : 'gray'}>
      {t(locked ? 'workOrders:locked' : 'workOrders:unlocked')}
    </Badge>
  );
}

export function AfterSalesStockPage() {
  useLiveRefresh('workOrder', [workOrderEndpoints.getStockPageList.path]);
  return <ResourcePage titleKey="workOrders:afterSalesStock" resource={afterSalesStockResource} />;
}
