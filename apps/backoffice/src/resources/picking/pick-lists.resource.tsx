import {
  EXPORT_FIELDS,
  isPickListOpen,
  pickingOrderEndpoints,
  pickListKinds,
  pickListStates,
} from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { defineResource, printStore, ResourcePage } from '@wms/ui';
import { GeneratePickListDialog } from './generate-pick-list-dialog.tsx';
import { PickListDetailDialog } from './pick-list-detail-dialog.tsx';
import { PickerDialog } from './picker-dialog.tsx';

const STATE_COLORS = { unPick: 'blue', picking: 'yellow', picked: 'green', cancelled: 'gray' };

/** Pick lists: states, pick progress, generate, pickers, withdraw, cancel, exports, the route. */
function pickListResource(name: string, pickingOrderType?: 1 | 2) {
  return defineResource({
    name,
    list: pickingOrderEndpoints.getPickingOrderPageList,
    rowKey: 'id',
    selectable: true,
    ...(pickingOrderType ? { fixed: { pickingOrderType } } : {}),
    tabs: {
      field: 'state',
      counts: true,
      items: [
        { label: 'resource:all' },
        ...pickListStates.map((state) => ({ value: state, label: `picking:pickState.${state}` as const })),
      ],
    },
    filters: [
      { name: 'pickListNos', kind: 'batch', label: 'picking:pickListNo' },
      { name: 'orderNos', kind: 'batch', label: 'orders:orderNo' },
      {
        name: 'kind',
        kind: 'select',
        label: 'picking:kind',
        options: pickListKinds.map((value) => ({ value, label: `picking:kind.${value}` as const })),
      },
      { name: 'createdFrom', kind: 'dateRange', to: 'createdTo', label: 'picking:createDate' },
    ],
    columns: [
      { accessor: 'pickListNo', title: 'picking:pickListNo' },
      {
        accessor: 'pickingOrderType',
        title: 'picking:pickingOrderType',
        status: { prefix: 'picking:pickingOrderType' },
      },
      { accessor: 'kind', title: 'picking:kind', status: { prefix: 'picking:kind' } },
      {
        accessor: 'state',
        title: 'picking:status',
        status: { prefix: 'picking:pickState', colors: STATE_COLORS },
      },
      {
        accessor: 'pickedQty',
        title: 'picking:pickProgress',
        render: (row) => `${row.pickedQty} / ${row.totalQty}`,
      },
      { accessor: 'warehouseName', title: 'picking:warehouse' },
      { accessor: 'customerName', title: 'picking:customer' },
      { accessor: 'carrier', title: 'picking:carrier', codeText: 'orders:carrierName' },
      { accessor: 'pickerName', title: 'picking:picker' },
      { accessor: 'orderCount', title: 'picking:orderCount' },
      { accessor: 'lineCount', title: 'picking:lineCount' },
      { accessor: 'walkDistance', title: 'picking:walkingDistance' },
      { accessor: 'sShapeDistance', title: 'picking:route.sShape' },
      { accessor: 'createdTime', title: 'picking:createDate', kind: 'datetime' },
    ],
    rowActions: (a) => [
      a.rowForm('route', {
        label: 'picking:routeMap',
        endpoint: pickingOrderEndpoints.getPickingOrderDetail,
      }),
      a.rowForm('picker', {
        label: 'picking:action.updatePicker',
        endpoint: pickingOrderEndpoints.updatePicker,
        visible: (row) => row.pickerId !== null && isPickListOpen(row.state),
      }),
    ],
    toolbar: (a) => [
      a.form('generate', {
        label: 'picking:generatePickList',
        endpoint: pickingOrderEndpoints.createPickingOrder,
      }),
      a.form('picker', {
        label: 'picking:action.assignPicker',
        selection: 'some',
        endpoint: pickingOrderEndpoints.distributePicker,
      }),
      {
        ...a.batch(pickingOrderEndpoints.printPickingOrderPdf, {
          label: 'picking:printPickSheets',
          selection: 'some',
          success: false,
          input: (rows) => ({ ids: rows.map((r) => r.id) }),
        }),
        // Every chosen sheet as one job for the A4 printer, its progress counted in lists.
        run: (rows, api) => {
          const ids = rows.map((r) => r.id);
          return printStore.printDocuments({
            title: `${rows[0]!.pickListNo}${rows.length > 1 ? ` +${rows.length - 1}` : ''}`,
            documents: async () =>
              (await api.call(pickingOrderEndpoints.printPickingOrderPdf, { ids })).documents.map(
                (d) => d.pdf,
              ),
            pdf: async () => (await api.call(pickingOrderEndpoints.printPickingOrder, { ids })).url,
          });
        },
      },
      a.batch(pickingOrderEndpoints.cancelPickingOrderToPeding, {
        label: 'picking:action.withdrawToPending',
        selection: 'some',
        confirm: 'picking:confirmWithdraw',
        input: (rows) => ({ ids: rows.map((r) => r.id) }),
      }),
      a.batch(pickingOrderEndpoints.cancelPickingOrder, {
        label: 'picking:action.withdrawToBeShipped',
        selection: 'some',
        color: 'red',
        confirm: 'orders:confirmReturnToBeShipped',
        input: (rows) => ({ ids: rows.map((r) => r.id) }),
      }),
      a.dialog('export', { endpoint: pickingOrderEndpoints.exportPickingOrderExcel }),
    ],
    export: {
      fields: EXPORT_FIELDS.pickList.map((key) => ({ key, label: `imports:col.${key}` as MessageKey })),
      run: ({ fields, scope, query, rows }, api) => {
        const { pageIndex: _p, pageSize: _s, sort: _o, ...filters } = query;
        const endpoint =
          (query.pickingOrderType ?? pickingOrderType) === 2
            ? pickingOrderEndpoints.exportPickingOrderMultipleExcel
            : pickingOrderEndpoints.exportPickingOrderExcel;
        return api.call(endpoint, {
          ...filters,
          ...(scope === 'selected' ? { ids: rows.map((r) => r.id) } : {}),
          fields: fields as (typeof EXPORT_FIELDS.pickList)[number][],
        });
      },
    },
    forms: { generate: GeneratePickListDialog, picker: PickerDialog, route: PickListDetailDialog },
  });
}

const resources = {
  all: pickListResource('pick-lists'),
  single: pickListResource('pick-lists-single', 1),
  multi: pickListResource('pick-lists-multi', 2),
};
const titles: Record<keyof typeof resources, MessageKey> = {
  all: 'picking:generatedPickLists',
  single: 'picking:singleProduct',
  multi: 'picking:multiProduct',
};

function PickListsPage({ of }: { of: keyof typeof resources }) {
  return <ResourcePage titleKey={titles[of]} resource={resources[of]} />;
}

export const GeneratedPickListsPage = () => <PickListsPage of="all" />;
export const SingleProductPickListsPage = () => <PickListsPage of="single" />;
export const MultiProductPickListsPage = () => <PickListsPage of="multi" />;
