import {
  IMPORT_MAX_BYTES,
  routeTo,
  shipmentActionOpen,
  shipmentEditable,
  shipmentEndpoints,
  shipmentStatuses,
  shipmentTabNames,
  stateUpdateActions,
} from '@wms/api';
import { defineResource, importTemplates, ResourcePage, WarehouseSelect, workbookImport } from '@wms/ui';

const STATUS_COLORS = {
  forecast: 'gray',
  awaitingDeparture: 'blue',
  atSea: 'cyan',
  arrived: 'teal',
  reserved: 'indigo',
  delivered: 'green',
  emptyContainer: 'lime',
  shelved: 'green',
  abnormal: 'red',
  rejected: 'orange',
  cancelled: 'gray',
};

/** Inbound shipments by tab: all, arrival, at sea, delivered, abnormal and quantity difference. */
export const shipmentsResource = defineResource({
  name: 'shipments',
  list: shipmentEndpoints.getPageList,
  rowKey: 'id',
  tabs: {
    field: 'tab',
    counts: true,
    items: shipmentTabNames.map((tab) => ({
      value: tab === 'all' ? undefined : tab,
      label:
        tab === 'abnormalDifferent'
          ? ('shipments:tab.abnormalDifferent' as const)
          : tab === 'arrival'
            ? ('shipments:tab.arrival' as const)
            : (`shipments:tab.${tab}` as const),
    })),
  },
  filters: [
    { name: 'keyword', kind: 'batch', label: 'shipments:keyword' },
    {
      name: 'status',
      kind: 'select',
      label: 'shipments:status',
      options: shipmentStatuses
        .filter((s) => s !== 'removed')
        .map((s) => ({ value: s, label: `shipments:status.${s}` as const })),
    },
    { name: 'createdFrom', kind: 'dateRange', label: 'shipments:createdTime', to: 'createdTo' },
  ],
  columns: [
    { accessor: 'transportNo', title: 'shipments:transportNo', noWrap: true },
    { accessor: 'containerNo', title: 'shipments:containerNo', noWrap: true },
    { accessor: 'containerType', title: 'shipments:containerType', codeText: 'shipments:containerType' },
    { accessor: 'customerCode', title: 'shipments:customer' },
    { accessor: 'warehouseName', title: 'shipments:recWarehouse' },
    { accessor: 'etd', title: 'shipments:etd', noWrap: true },
    { accessor: 'eta', title: 'shipments:eta', noWrap: true },
    { accessor: 'cartonCountSend', title: 'shipments:cartonCountSend' },
    { accessor: 'qtyTotal', title: 'shipments:qtyTotal' },
    { accessor: 'cbmProduct', title: 'shipments:cbmProduct' },
    {
      accessor: 'status',
      title: 'shipments:status',
      status: { prefix: 'shipments:status', colors: STATUS_COLORS },
      noWrap: true,
    },
    { accessor: 'createdTime', title: 'shipments:createdTime', kind: 'datetime' },
  ],
  // One container per container number, a SKU line per row; the rows name their own warehouse.
  toolbar: (a) => [a.dialog('import', { endpoint: shipmentEndpoints.import })],
  import: {
    types: [
      { value: 'shipment', label: 'shipments:panel.actionImport', templates: importTemplates('shipment') },
      {
        value: 'shipmentProduct',
        label: 'shipments:panel.editProduct',
        templates: importTemplates('shipmentProduct'),
      },
    ],
    accept: ['.xlsx'],
    maxBytes: IMPORT_MAX_BYTES,
    run: (upload, api) =>
      upload.type === 'shipmentProduct'
        ? workbookImport(shipmentEndpoints.importProducts, {})(upload, api)
        : workbookImport(shipmentEndpoints.import, {})(upload, api),
  },
  rowActions: (a) => [
    a.open({ label: 'shipments:panel.detail', to: (row) => routeTo('shipments.detail', { id: row.id }) }),
    a.open({
      label: 'shipments:action.edit',
      visible: (row) => shipmentEditable(row.status),
      to: (row) => routeTo('shipments.edit', { id: row.id }),
    }),
    a.open({
      label: 'shipments:action.verify',
      visible: (row) => shipmentActionOpen(row.status, 'verify'),
      to: (row) => routeTo('shipments.verify', { id: row.id }),
    }),
    {
      // Shown to whoever may update the status (the operator), while the container still moves.
      ...a.open({
        label: 'shipments:panel.manage',
        visible: (row) => !['forecast', 'rejected', 'cancelled', 'shelved'].includes(row.status),
        to: (row) => routeTo('shipments.manage', { id: row.id }),
      }),
      endpoint: shipmentEndpoints.updateState,
    },
    ...stateUpdateActions.map((action) =>
      a.call(shipmentEndpoints.updateState, {
        label: `shipments:action.${action}`,
        confirm: 'resource:confirmTitle',
        // Counted goods reach the receiving area only by finishing the receipt (the manage page).
        visible: (row) =>
          shipmentActionOpen(row.status, action) &&
          (action !== 'empty' || row.receiptState === 'notReceived'),
        input: (row) => ({ ids: [row.id], action }),
      }),
    ),
    a.call(shipmentEndpoints.withdraw, {
      label: 'shipments:action.withdraw',
      confirm: 'resource:confirmTitle',
      visible: (row) => shipmentActionOpen(row.status, 'withdraw'),
      input: (row) => ({ ids: [row.id] }),
    }),
    a.call(shipmentEndpoints.cancel, {
      label: 'shipments:action.cancel',
      confirm: 'resource:confirmTitle',
      visible: (row) => shipmentActionOpen(row.status, 'cancel'),
      input: (row) => ({ ids: [row.id] }),
    }),
    a.call(shipmentEndpoints.delete, {
      label: 'shipments:action.delete',
      confirm: 'resource:confirmTitle',
      visible: (row) => shipmentActionOpen(row.status, 'delete'),
      input: (row) => ({ ids: [row.id] }),
    }),
  ],
});

export function ShipmentsPage() {
  return (
    <ResourcePage
      titleKey="shipments:title"
      resource={shipmentsResource}
      add={{
        to: routeTo('shipments.add'),
        endpoint: shipmentEndpoints.create,
        label: 'shipments:action.create',
      }}
      header={<WarehouseSelect />}
    />
  );
}
