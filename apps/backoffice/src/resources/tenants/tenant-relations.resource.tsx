import { type SyncDataKind, tenantAdminEndpoints } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { TenantRelationDialog } from './tenant-relation-dialog.tsx';

function DataKinds({ kinds }: { kinds: SyncDataKind[] }) {
  const { t } = useTranslation();
  return kinds.map((k) => t(`tenants:dataKind.${k}`)).join(t('tenants:listSeparator'));
}

function CustomerScope({ count }: { count: number }) {
  const { t } = useTranslation();
  return count ? t('tenants:customerCount', { count }) : t('tenants:allCustomers');
}

/** The platform operator's record of cooperating and agent tenants, and what each shares. */
export const tenantRelationsResource = defineResource({
  name: 'tenant-relations',
  list: tenantAdminEndpoints.getRelationList,
  rowKey: 'id',
  columns: [
    { accessor: 'tenantName', title: 'tenants:source' },
    { accessor: 'kind', title: 'tenants:relationKind', codeText: 'tenants:relationKind' },
    { accessor: 'partnerTenantName', title: 'tenants:partner' },
    {
      accessor: 'dataKinds',
      title: 'tenants:dataKinds',
      render: (row) => <DataKinds kinds={row.dataKinds} />,
    },
    {
      accessor: 'customerIds',
      title: 'tenants:dataScope',
      render: (row) => <CustomerScope count={row.customerIds.length} />,
    },
    { accessor: 'createdTime', title: 'tenants:createdTime', kind: 'datetime', noWrap: true },
  ],
  toolbar: (a) => [
    a.form('create', { label: 'tenants:addRelation', endpoint: tenantAdminEndpoints.saveRelation }),
  ],
  rowActions: (a) => [
    a.call(tenantAdminEndpoints.deleteRelation, {
      name: 'delete',
      label: 'resource:delete',
      color: 'red',
      confirm: 'tenants:deleteRelationConfirm',
      input: (row) => ({ id: row.id }),
    }),
  ],
  forms: { create: TenantRelationDialog },
});

export function TenantRelationsPage() {
  return <ResourcePage titleKey="tenants:relations" resource={tenantRelationsResource} />;
}
