import { Badge } from '@mantine/core';
import { canShelve, RESTOCK_STATES, restockEndpoints } from '@wms/api';
import { defineResource, ResourcePage, useApiQuery, useWarehouseParam, WarehouseSelect } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { ShelveForm } from './shelve-form.tsx';

/** Restock lines waiting to be shelved, shelved or cancelled. */
export const restockResource = defineResource({
  name: 'restock',
  list: restockEndpoints.getPageList,
  rowKey: 'id',
  tabs: {
    field: 'state',
    counts: true,
    items: [
      { label: 'resource:all' },
      ...RESTOCK_STATES.map((v) => ({ value: v, label: `masterdata:restockState.${v}` as const })),
    ],
  },
  filters: [
    { name: 'productNos', kind: 'batch', label: 'inventory:productNo' },
    { name: 'sourceNo', kind: 'text', label: 'inventory:sourceNumber' },
  ],
  columns: [
    { accessor: 'restockNo', title: 'inventory:restockNo' },
    { accessor: 'warehouseName', title: 'inventory:warehouse' },
    { accessor: 'customerCode', title: 'inventory:customer' },
    { accessor: 'productNo', title: 'inventory:productNo' },
    { accessor: 'quantity', title: 'inventory:quantity' },
    { accessor: 'shelvedQty', title: 'inventory:shelvedQty' },
    { accessor: 'locationName', title: 'inventory:suggestedLocation' },
    { accessor: 'sourceNo', title: 'inventory:sourceNumber' },
    { accessor: 'sourceModule', title: 'inventory:sourceModule', codeText: 'inventory:source', noWrap: true },
    {
      accessor: 'state',
      title: 'inventory:restockState',
      status: { prefix: 'masterdata:restockState', colors: { toBeShelved: 'orange', shelved: 'green' } },
    },
    { accessor: 'createdTime', title: 'inventory:createdTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('shelve', {
      label: 'inventory:shelve',
      endpoint: restockEndpoints.shelve,
      visible: (row) => canShelve(row.state),
    }),
  ],
  forms: { shelve: ShelveForm },
});

/** `/WMS/Restock/GetToBeShelfNum`: how many units wait to be shelved in the chosen warehouse. */
function ToBeShelved() {
  const { t } = useTranslation();
  const warehouseId = useWarehouseParam();
  const count = useApiQuery(restockEndpoints.getToBeShelfNum, { warehouseId });
  return (
    <Badge size="lg" variant="light" color="orange" data-testid="to-be-shelved">
      {t('inventory:toBeShelvedCount', { count: count.data?.num ?? 0 })}
    </Badge>
  );
}

export function RestockPage() {
  return (
    <ResourcePage
      titleKey="inventory:restock"
      resource={restockResource}
      header={
        <>
          <WarehouseSelect />
          <ToBeShelved />
        </>
      }
    />
  );
}
