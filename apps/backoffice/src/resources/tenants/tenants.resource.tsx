import { tenantAdminEndpoints } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { TenantCreateDialog } from './tenant-create-dialog.tsx';

/** The platform operator's tenants: plan, state, first administrator; create, disable, enable. */
export const tenantsResource = defineResource({
  name: 'tenants',
  list: tenantAdminEndpoints.getTenantList,
  rowKey: 'id',
  filters: [{ name: 'keyword', kind: 'text', label: 'tenants:code' }],
  columns: [
    { accessor: 'code', title: 'tenants:code', noWrap: true },
    { accessor: 'name', title: 'tenants:name' },
    { accessor: 'edition', title: 'tenants:edition', codeText: 'identity:edition' },
    { accessor: 'orderLimit', title: 'tenants:orderLimit' },
    { accessor: 'warehouseLimit', title: 'tenants:warehouseLimit' },
    { accessor: 'customerLimit', title: 'tenants:customerLimit' },
    { accessor: 'isPDA', title: 'tenants:isPDA', codeText: 'tenants:yesNo' },
    { accessor: 'adminAccount', title: 'tenants:adminAccount' },
    { accessor: 'initialized', title: 'tenants:initialized', codeText: 'tenants:initialized' },
    {
      accessor: 'isDisabled',
      title: 'tenants:state',
      status: { prefix: 'tenants:isDisabled', colors: { true: 'red', false: 'green' } },
    },
    { accessor: 'createdTime', title: 'tenants:createdTime', kind: 'datetime', noWrap: true },
  ],
  toolbar: (a) => [
    a.form('create', { label: 'tenants:create', endpoint: tenantAdminEndpoints.createTenant }),
  ],
  rowActions: (a) => [
    a.call(tenantAdminEndpoints.setTenantDisabled, {
      name: 'disable',
      label: 'tenants:disable',
      color: 'red',
      confirm: 'tenants:disableConfirm',
      input: (row) => ({ id: row.id, isDisabled: true }),
      visible: (row) => !row.isDisabled && !row.isPlatform,
    }),
    a.call(tenantAdminEndpoints.setTenantDisabled, {
      name: 'enable',
      label: 'tenants:enable',
      input: (row) => ({ id: row.id, isDisabled: false }),
      visible: (row) => row.isDisabled,
    }),
  ],
  forms: { create: TenantCreateDialog },
});

export function TenantsPage() {
  return <ResourcePage titleKey="tenants:title" resource={tenantsResource} />;
}
