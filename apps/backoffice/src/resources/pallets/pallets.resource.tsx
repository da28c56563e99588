import { canFinishPallet, palletCodeEndpoints, palletStatuses, palletUses, routeTo } from '@wms/api';
import { defineResource, printStore, ResourcePage } from '@wms/ui';
import { GeneratePalletDialog } from './generate-pallet-dialog.tsx';

const STATUS_COLORS = { inUse: 'blue', used: 'yellow', finished: 'green' };

/** Pallet codes: generate and print, the states in use → used → finished, the detail page. */
export const palletsResource = defineResource({
  name: 'pallets',
  list: palletCodeEndpoints.getPageList,
  rowKey: 'id',
  selectable: true,
  tabs: {
    field: 'status',
    counts: true,
    items: [
      { label: 'resource:all' },
      ...palletStatuses.map((status) => ({
        value: status,
        label: `picking:palletCodeState.${status}` as const,
      })),
    ],
  },
  filters: [
    { name: 'palletCode', kind: 'batch', label: 'picking:palletCode' },
    {
      name: 'use',
      kind: 'select',
      label: 'picking:use',
      options: palletUses.map((value) => ({ value, label: `picking:palletUse.${value}` as const })),
    },
  ],
  columns: [
    { accessor: 'palletCode', title: 'picking:palletCode' },
    {
      accessor: 'status',
      title: 'picking:status',
      status: { prefix: 'picking:palletCodeState', colors: STATUS_COLORS },
    },
    { accessor: 'use', title: 'picking:use', status: { prefix: 'picking:palletUse' } },
    { accessor: 'plqty', title: 'picking:plqty' },
    { accessor: 'printSize', title: 'picking:printSize' },
    { accessor: 'printer', title: 'picking:printer' },
    { accessor: 'pickerName', title: 'picking:picker' },
    { accessor: 'productNo', title: 'picking:productNo' },
    { accessor: 'cartonQty', title: 'picking:cartonQty' },
    { accessor: 'productQty', title: 'picking:productQty' },
    { accessor: 'createdTime', title: 'picking:createDate', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.open({
      label: 'picking:palletDetail',
      to: (row) => routeTo('picking.pallet-detail', { id: row.id }),
    }),
    a.call(palletCodeEndpoints.close, {
      label: 'picking:palletClose',
      confirm: 'picking:confirmPalletClose',
      visible: (row) => canFinishPallet(row.status),
      input: (row) => ({ id: row.id }),
    }),
  ],
  toolbar: (a) => [
    a.form('generate', { label: 'picking:generatePalletCode', endpoint: palletCodeEndpoints.generate }),
    {
      ...a.batch(palletCodeEndpoints.print, {
        label: 'picking:palletPrint',
        selection: 'some',
        success: false,
        input: (rows) => ({ ids: rows.map((r) => r.id) }),
      }),
      run: async (rows, api) => {
        const ids = rows.map((r) => r.id);
        await printStore.printLabels({
          title: rows.length === 1 ? rows[0]!.palletCode : `${rows[0]!.palletCode} +${rows.length - 1}`,
          zpl: (options) => api.call(palletCodeEndpoints.printZpl, { ids, ...options }),
          pdf: async () => (await api.call(palletCodeEndpoints.print, { ids })).url,
        });
      },
    },
  ],
  forms: { generate: GeneratePalletDialog },
});

export function PalletsPage() {
  return <ResourcePage titleKey="picking:palletCode" resource={palletsResource} />;
}
