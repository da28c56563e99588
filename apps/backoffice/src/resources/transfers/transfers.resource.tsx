import {
  type ApiClient,
  EXPORT_FIELDS,
  ltlEndpoints,
  routeTo,
  type TransferKind,
  type TransferRow,
  transferActionOpen,
  transferEndpoints,
  transferExportEndpoints,
  transferImportEndpoints,
  transferPalletEndpoints,
  transferStateUpdates,
  transferTabNames,
} from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { defineResource, printStore, ResourcePage, WarehouseSelect } from '@wms/ui';
import { TransferPackingDialog } from './ltl-packing-dialog.tsx';
import {
  TransferCarrierDialog,
  TransferConfirmShortDialog,
  TransferEstimatedTimeDialog,
  TransferRejectDialog,
  TransferRemarkDialog,
  TransferReportShortDialog,
} from './transfer-dialogs.tsx';
import { transferImports } from './transfer-imports.ts';

const STATUS_COLORS = {
  forecast: 'gray',
  pending: 'blue',
  picking: 'cyan',
  fight: 'teal',
  pendingUpload: 'yellow',
  toBeDelivered: 'indigo',
  completed: 'green',
  cancelled: 'gray',
  outOfStock: 'red',
  customerCancelled: 'gray',
  removed: 'dark',
};

const editRoute = (row: TransferRow) =>
  row.kind === 'transport'
    ? routeTo('transfers.transport-add', { id: row.id })
    : routeTo(row.kind === 'trucking' ? 'transfers.trucking-edit' : 'transfers.freight-edit', { id: row.id });
const auditRoute = (row: TransferRow) =>
  row.kind === 'transport'
    ? routeTo('transfers.transport-forecast-audit', { id: row.id })
    : routeTo(row.kind === 'trucking' ? 'transfers.trucking-audit' : 'transfers.freight-audit', {
        id: row.id,
      });

/** The pallet labels of whole orders, every pallet of each, sent to the label printer as one job. */
function printPalletLabels(rows: TransferRow[], api: ApiClient) {
  const ids = rows.map((r) => r.id);
  const pallets = rows.reduce((n, r) => n + r.palletNum, 0);
  return printStore.printLabels({
    title: `${rows[0]!.transID}${rows.length > 1 ? ` +${rows.length - 1}` : ''} (${pallets})`,
    zpl: (options) => api.call(transferPalletEndpoints.printPalletLabelsZpl, { ids, ...options }),
    pdf: async () => (await api.call(transferPalletEndpoints.printPalletLabels, { ids })).url,
  });
}

/** Freight and trucking (or transport) orders by tab, every move offered by the state machine's predicates. */
const transfersResource = (name: string, kind?: TransferKind) =>
  defineResource({
    name,
    list: transferEndpoints.getTransShipList,
    fixed: kind ? { kind } : undefined,
    rowKey: 'id',
    selectable: true,
    tabs: {
      field: 'tab',
      counts: true,
      items: transferTabNames.map((tab) => ({
        value: tab === 'all' ? undefined : tab,
        label: `transfer:tab.${tab}` as const,
      })),
    },
    filters: [
      { name: 'keyword', kind: 'batch', label: 'transfer:transID' },
      ...(kind
        ? []
        : [
            {
              name: 'kind' as const,
              kind: 'select' as const,
              label: 'transfer:kind' as const,
              options: [
                { value: 'freight', label: 'transfer:freight' as const },
                { value: 'trucking', label: 'transfer:trucking' as const },
              ],
            },
          ]),
      { name: 'createdFrom', kind: 'dateRange', label: 'transfer:createTime', to: 'createdTo' },
    ],
    columns: [
      { accessor: 'transID', title: 'transfer:transID', noWrap: true },
      { accessor: 'kind', title: 'transfer:kind', codeText: 'transfer:kind' },
      { accessor: 'customerCode', title: 'transfer:customer' },
      { accessor: 'fromWarehouse', title: 'transfer:fromWarehouse' },
      { accessor: 'platformCode', title: 'transfer:platformCode' },
      { accessor: 'po', title: 'transfer:po' },
      { accessor: 'carrier', title: 'transfer:carrier' },
      { accessor: 'qtyTotal', title: 'transfer:qtyTotal' },
      { accessor: 'boxTotalQty', title: 'transfer:boxTotalQty' },
      { accessor: 'suggestPalletNum', title: 'transfer:suggestPalletNum' },
      { accessor: 'palletNum', title: 'transfer:palletNum' },
      { accessor: 'labelingTotal', title: 'transfer:labelingTotal' },
      { accessor: 'etd', title: 'transfer:etd', noWrap: true },
      {
        accessor: 'state',
        title: 'transfer:state',
        status: { prefix: 'transfer:status', colors: STATUS_COLORS },
        noWrap: true,
      },
      { accessor: 'createTime', title: 'transfer:createTime', kind: 'datetime' },
    ],
    forms: {
      reject: TransferRejectDialog,
      carrier: TransferCarrierDialog,
      remark: TransferRemarkDialog,
      estimatedTime: TransferEstimatedTimeDialog,
      reportShort: TransferReportShortDialog,
      confirmShort: TransferConfirmShortDialog,
      packing: TransferPackingDialog,
    },
    toolbar: (a) => [
      {
        ...a.batch(transferPalletEndpoints.printPalletLabelsZpl, {
          label: 'transfer:action.printPalletLabels',
          selection: 'some',
          success: false,
          input: (rows) => ({ ids: rows.map((r) => r.id) }),
        }),
        run: printPalletLabels,
      },
      a.form('packing', {
        label: 'transfer:action.pack',
        selection: 'some',
        endpoint: ltlEndpoints.createPacking,
      }),
      a.batch(transferExportEndpoints.createTransportPdf, {
        label: 'transfer:action.transportPdf',
        selection: 'some',
        success: 'resource:exportCreated',
        input: (rows) => ({ ids: rows.map((r) => r.id) }),
      }),
      a.batch(transferExportEndpoints.exportTransShipProgress, {
        label: 'transfer:action.exportProgress',
        selection: 'some',
        success: 'resource:exportCreated',
        input: (rows) => ({ ids: rows.map((r) => r.id), fields: [...EXPORT_FIELDS.transShipProgress] }),
      }),
      a.dialog('export', { endpoint: transferExportEndpoints.exportTransShip }),
      // Rows name their own warehouse; the product lines need only the order's edit right.
      a.dialog('import', {
        endpoint: kind ? transferImportEndpoints.importProducts : transferImportEndpoints.import,
      }),
    ],
    import: transferImports(!kind),
    export: {
      fields: EXPORT_FIELDS.transShip.map((key) => ({ key, label: `imports:col.${key}` as MessageKey })),
      run: ({ fields, scope, query, rows }, api) => {
        const { pageIndex: _p, pageSize: _s, sort: _o, ...filters } = query;
        return api.call(transferExportEndpoints.exportTransShip, {
          ...filters,
          ...(scope === 'selected' ? { ids: rows.map((r) => r.id) } : {}),
          fields: fields as (typeof EXPORT_FIELDS.transShip)[number][],
        });
      },
    },
    rowActions: (a) => [
      a.open({
        label: 'transfer:action.audit',
        visible: (r) => transferActionOpen(r.state, 'verify'),
        to: auditRoute,
      }),
      a.open({
        label: 'transfer:action.edit',
        visible: (r) => transferActionOpen(r.state, 'edit'),
        to: editRoute,
      }),
      a.rowForm('reject', {
        endpoint: transferEndpoints.reject,
        label: 'transfer:action.reject',
        visible: (r) => transferActionOpen(r.state, 'reject'),
      }),
      a.rowForm('confirmShort', {
        endpoint: transferEndpoints.confirmOutofStock,
        label: 'transfer:action.confirmOutOfStock',
        visible: (r) => transferActionOpen(r.state, 'confirmOutOfStock'),
      }),
      a.rowForm('reportShort', {
        endpoint: transferEndpoints.reportOutofStock,
        label: 'transfer:action.reportOutOfStock',
        visible: (r) => transferActionOpen(r.state, 'reportOutOfStock'),
      }),
      ...transferStateUpdates.map((action) =>
        a.call(transferEndpoints.updateState, {
          label: `transfer:action.${action}`,
          confirm: 'resource:confirmTitle',
          visible: (r) => transferActionOpen(r.state, action),
          input: (r) => ({ ids: [r.id], action }),
        }),
      ),
      a.call(transferEndpoints.standardOrderDelivery, {
        label: 'transfer:action.deliver',
        confirm: 'resource:confirmTitle',
        visible: (r) => transferActionOpen(r.state, 'deliver'),
        input: (r) => ({ ids: [r.id] }),
      }),
      a.call(transferEndpoints.withdrawTransShipById, {
        label: 'transfer:action.withdraw',
        confirm: 'resource:confirmTitle',
        visible: (r) => transferActionOpen(r.state, 'withdraw'),
        input: (r) => ({ ids: [r.id], to: 'pending' as const }),
      }),
      a.call(transferEndpoints.withdrawTransShipById, {
        label: 'transfer:action.withdrawToPicking',
        confirm: 'resource:confirmTitle',
        visible: (r) => transferActionOpen(r.state, 'withdrawToPicking'),
        input: (r) => ({ ids: [r.id], to: 'picking' as const }),
      }),
      a.rowForm('carrier', {
        endpoint: transferEndpoints.updateCarrier,
        label: 'transfer:action.changeCarrier',
        visible: (r) => transferActionOpen(r.state, 'changeCarrier'),
      }),
      a.rowForm('estimatedTime', {
        endpoint: transferEndpoints.updateEstimatedTime,
        label: 'transfer:action.updateEstimatedTime',
        visible: (r) => transferActionOpen(r.state, 'updateEstimatedTime'),
      }),
      a.rowForm('remark', {
        endpoint: transferEndpoints.addWarehouseRemark,
        label: 'transfer:action.warehouseRemark',
        visible: (r) => transferActionOpen(r.state, 'markHot'),
      }),
      a.call(transferEndpoints.isHot, {
        label: 'transfer:action.markHot',
        visible: (r) => transferActionOpen(r.state, 'markHot'),
        input: (r) => ({ ids: [r.id], isHot: !r.isHot }),
      }),
      a.call(transferEndpoints.cancelTransShipById, {
        label: 'transfer:action.cancel',
        confirm: 'transfer:confirmCancel',
        visible: (r) => transferActionOpen(r.state, 'cancel'),
        input: (r) => ({ ids: [r.id] }),
      }),
      a.call(transferEndpoints.deleteTransShipById, {
        label: 'transfer:action.delete',
        confirm: 'resource:confirmTitle',
        visible: (r) => transferActionOpen(r.state, 'delete'),
        input: (r) => ({ ids: [r.id] }),
      }),
    ],
  });

const freightTrucking = transfersResource('transfers');
const transport = transfersResource('transport-orders', 'transport');

export function FreightTruckingPage() {
  return (
    <ResourcePage
      titleKey="transfer:title"
      resource={freightTrucking}
      add={{
        to: routeTo('transfers.freight-trucking-add'),
        endpoint: transferEndpoints.createTransShip,
        label: 'transfer:action.add',
      }}
      header={<WarehouseSelect />}
    />
  );
}

export function TransportOrdersPage() {
  return (
    <ResourcePage
      titleKey="transfer:transport"
      resource={transport}
      add={{
        to: routeTo('transfers.transport-add'),
        endpoint: transferEndpoints.createTransShip,
        label: 'transfer:action.add',
      }}
    />
  );
}
