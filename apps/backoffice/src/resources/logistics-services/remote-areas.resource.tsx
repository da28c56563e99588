import { IMPORT_MAX_BYTES, logisticsServiceEndpoints, REMOTE_TYPES } from '@wms/api';
import { defineResource, importTemplates, ResourcePage, workbookImport } from '@wms/ui';

/** The carriers' remote-area postal codes (remote kind): an import replaces the codes of the carriers it names. */
export const remoteAreasResource = defineResource({
  name: 'remote-areas',
  list: logisticsServiceEndpoints.getRemotePageList,
  rowKey: 'id',
  tabs: {
    field: 'remoteType',
    items: [
      { label: 'resource:all' },
      ...REMOTE_TYPES.map((v) => ({ value: v, label: `masterdata:remoteType.${v}` as const })),
    ],
  },
  filters: [
    { name: 'carrier', kind: 'text', label: 'settings:carrier.carrier' },
    { name: 'postcode', kind: 'text', label: 'settings:postcode' },
  ],
  columns: [
    { accessor: 'carrier', title: 'settings:carrier.carrier', codeText: 'orders:carrierName' },
    { accessor: 'country', title: 'settings:country' },
    { accessor: 'postcode', title: 'settings:postcode' },
    { accessor: 'remoteType', title: 'imports:col.remoteType', status: { prefix: 'masterdata:remoteType' } },
    { accessor: 'createdTime', title: 'customers:createdTime', kind: 'datetime' },
  ],
  toolbar: (a) => [a.dialog('import', { endpoint: logisticsServiceEndpoints.importRemote })],
  import: {
    types: [{ value: 'remote', label: 'imports:kind.remote', templates: importTemplates('remote') }],
    accept: ['.xlsx'],
    maxBytes: IMPORT_MAX_BYTES,
    run: workbookImport(logisticsServiceEndpoints.importRemote, {}),
  },
});

export function RemoteAreasPage() {
  return <ResourcePage titleKey="settings:remoteAreas" resource={remoteAreasResource} />;
}
