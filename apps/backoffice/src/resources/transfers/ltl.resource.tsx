import { EXPORT_FIELDS, ltlEndpoints, ltlPackingStates, transferExportEndpoints } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { defineResource, ResourcePage } from '@wms/ui';

/** LTL packings: palletised transfer orders loaded together, with their packing list. */
const ltlResource = defineResource({
  name: 'ltl-packings',
  list: ltlEndpoints.getPackingPageList,
  rowKey: 'id',
  selectable: true,
  tabs: {
    field: 'state',
    counts: true,
    items: [
      { value: undefined, label: 'transfer:tab.all' },
      ...ltlPackingStates.map((state) => ({ value: state, label: `transfer:ltl.state.${state}` as const })),
    ],
  },
  filters: [{ name: 'keyword', kind: 'batch', label: 'transfer:ltl.packingNo' }],
  columns: [
    { accessor: 'packingNo', title: 'transfer:ltl.packingNo', noWrap: true },
    { accessor: 'transIDs', title: 'transfer:ltl.orders' },
    { accessor: 'fromWarehouse', title: 'transfer:fromWarehouse' },
    { accessor: 'carrier', title: 'transfer:carrier' },
    { accessor: 'truckCompany', title: 'transfer:truckCompany' },
    { accessor: 'orderCount', title: 'transfer:ltl.orderCount' },
    { accessor: 'palletCount', title: 'transfer:ltl.palletCount' },
    { accessor: 'cartonCount', title: 'transfer:ltl.cartonCount' },
    { accessor: 'weight', title: 'transfer:ltl.weight' },
    {
      accessor: 'state',
      title: 'transfer:state',
      status: { prefix: 'transfer:ltl.state', colors: { open: 'blue', delivered: 'green' } },
      noWrap: true,
    },
    { accessor: 'createTime', title: 'transfer:createTime', kind: 'datetime' },
  ],
  toolbar: (a) => [a.dialog('export', { endpoint: transferExportEndpoints.exportLtlProgress })],
  export: {
    fields: EXPORT_FIELDS.ltlProgress.map((key) => ({ key, label: `imports:col.${key}` as MessageKey })),
    run: ({ fields, scope, query, rows }, api) => {
      const { pageIndex: _p, pageSize: _s, sort: _o, ...filters } = query;
      return api.call(transferExportEndpoints.exportLtlProgress, {
        ...filters,
        ...(scope === 'selected' ? { ids: rows.map((r) => r.id) } : {}),
        fields: fields as (typeof EXPORT_FIELDS.ltlProgress)[number][],
      });
    },
  },
  rowActions: (a) => [
    {
      ...a.call(ltlEndpoints.createPackingList, {
        label: 'transfer:ltl.packingList',
        success: false,
        input: (r) => ({ id: r.id }),
      }),
      run: async (row, api) => {
        const { url } = await api.call(ltlEndpoints.createPackingList, { id: row.id });
        window.open(url, '_blank', 'noopener');
      },
    },
  ],
});

export function LtlPage() {
  return <ResourcePage titleKey="transfer:ltl.title" resource={ltlResource} />;
}
