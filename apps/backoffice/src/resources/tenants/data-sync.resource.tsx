import { syncDataKinds, syncDirections, tenantAccessEndpoints } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { useLiveRefresh } from '../../app/live-events.ts';
import { DataSyncRunDialog } from './data-sync-run-dialog.tsx';
import { SyncFailures } from './sync-failures.tsx';

const STATE_COLORS = { queued: 'gray', running: 'blue', completed: 'green', failed: 'red' };

/** GetDataSyncPushList: this tenant's sync and push runs with their counts; starting one is a task. */
export const dataSyncResource = defineResource({
  name: 'data-sync',
  list: tenantAccessEndpoints.getDataSyncPushList,
  rowKey: 'id',
  filters: [
    {
      name: 'direction',
      kind: 'select',
      label: 'tenants:direction',
      options: syncDirections.map((d) => ({ value: d, label: `tenants:direction.${d}` as const })),
    },
    {
      name: 'dataKind',
      kind: 'select',
      label: 'tenants:dataKinds',
      options: syncDataKinds.map((k) => ({ value: k, label: `tenants:dataKind.${k}` as const })),
    },
  ],
  columns: [
    { accessor: 'createdTime', title: 'tenants:startedAt', kind: 'datetime', noWrap: true },
    { accessor: 'direction', title: 'tenants:direction', codeText: 'tenants:direction' },
    { accessor: 'dataKind', title: 'tenants:dataKinds', codeText: 'tenants:dataKind' },
    { accessor: 'partnerName', title: 'tenants:partnerTenant' },
    {
      accessor: 'state',
      title: 'tenants:state',
      status: { prefix: 'tenants:runState', colors: STATE_COLORS },
    },
    { accessor: 'total', title: 'tenants:total' },
    { accessor: 'created', title: 'tenants:created' },
    { accessor: 'updated', title: 'tenants:updated' },
    { accessor: 'skipped', title: 'tenants:skipped' },
    { accessor: 'failed', title: 'tenants:failed' },
    { accessor: 'failures', title: 'tenants:failures', render: (run) => <SyncFailures run={run} /> },
    { accessor: 'finishedTime', title: 'tenants:finishedAt', kind: 'datetime', noWrap: true },
  ],
  toolbar: (a) => [a.form('run', { label: 'tenants:run', endpoint: tenantAccessEndpoints.productDataPush })],
  forms: { run: DataSyncRunDialog },
});

export function DataSyncPage() {
  // a run's progress and result arrive as task events: the counts refresh as it works
  useLiveRefresh('task', [tenantAccessEndpoints.getDataSyncPushList.path]);
  return <ResourcePage titleKey="tenants:dataSync" resource={dataSyncResource} />;
}
