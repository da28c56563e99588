import {
  canUnlock,
  OCCUPATION_KINDS,
  OCCUPATION_STATES,
  STOCK_SOURCE_MODULES,
  stockEndpoints,
} from '@wms/api';
import { defineResource, ResourcePage, WarehouseSelect } from '@wms/ui';

/** The occupation list: what holds stock, by source number and module. */
export const occupationResource = defineResource({
  name: 'occupation',
  list: stockEndpoints.getOccupationPageList,
  rowKey: 'id',
  tabs: {
    field: 'state',
    items: [
      { label: 'resource:all' },
      ...OCCUPATION_STATES.map((v) => ({ value: v, label: `inventory:occupationState.${v}` as const })),
    ],
  },
  filters: [
    { name: 'sourceNo', kind: 'text', label: 'inventory:sourceNumber' },
    {
      name: 'sourceModule',
      kind: 'select',
      label: 'inventory:sourceModule',
      options: STOCK_SOURCE_MODULES.map((v) => ({ value: v, label: `inventory:source.${v}` as const })),
    },
    { name: 'productNos', kind: 'batch', label: 'inventory:productNo' },
    {
      name: 'kind',
      kind: 'select',
      label: 'inventory:occupationKind',
      options: OCCUPATION_KINDS.map((v) => ({ value: v, label: `inventory:occupationKind.${v}` as const })),
    },
  ],
  columns: [
    { accessor: 'sourceNo', title: 'inventory:sourceNumber', noWrap: true },
    { accessor: 'sourceModule', title: 'inventory:sourceModule', codeText: 'inventory:source', noWrap: true },
    // Badges, codes, locations and times stay on one line, each column as wide as its content in either
    // language ("ALLOCATION", "已出库"): left to share the width, the badge columns were squeezed and cut
    // their badges off. The table scrolls sideways on a narrow screen.
    {
      accessor: 'kind',
      title: 'inventory:occupationKind',
      status: { prefix: 'inventory:occupationKind' },
      noWrap: true,
    },
    { accessor: 'warehouseName', title: 'inventory:warehouse' },
    { accessor: 'customerCode', title: 'inventory:customer' },
    { accessor: 'productNo', title: 'inventory:productNo', noWrap: true },
    { accessor: 'locationName', title: 'inventory:locationInfo', noWrap: true },
    { accessor: 'quantity', title: 'inventory:quantity' },
    { accessor: 'shippedQty', title: 'inventory:shippedQty' },
    {
      accessor: 'state',
      title: 'inventory:occupationState',
      status: {
        prefix: 'inventory:occupationState',
        colors: { active: 'blue', released: 'gray', shipped: 'green' },
      },
      noWrap: true,
    },
    { accessor: 'createdTime', title: 'inventory:createdTime', kind: 'datetime', noWrap: true },
  ],
  rowActions: (a) => [
    a.call(stockEndpoints.unlock, {
      label: 'inventory:unlock',
      confirm: 'inventory:confirmUnlock',
      input: (row) => ({ occupationId: row.id }),
      visible: canUnlock,
    }),
  ],
});

export function OccupationPage() {
  return (
    <ResourcePage
      titleKey="inventory:occupationList"
      resource={occupationResource}
      header={<WarehouseSelect />}
    />
  );
}
