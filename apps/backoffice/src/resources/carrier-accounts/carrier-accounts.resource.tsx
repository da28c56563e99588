import { CARRIER_SECRET_FIELDS, carrierAccountEndpoints } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { CarrierAccountDialog } from './carrier-account-dialog.tsx';
import { CustomersDialog, WarehousesDialog } from './carrier-grant-dialogs.tsx';

/** Logistics (carrier) accounts: their fields, empowered customers and authorised warehouses; never a secret. */
export const carrierAccountsResource = defineResource({
  name: 'carrier-accounts',
  list: carrierAccountEndpoints.getPageList,
  rowKey: 'id',
  filters: [
    { name: 'accountName', kind: 'text', label: 'settings:carrier.accountName' },
    { name: 'carrier', kind: 'text', label: 'settings:carrier.carrier' },
  ],
  columns: [
    { accessor: 'accountName', title: 'settings:carrier.accountName' },
    { accessor: 'carrier', title: 'settings:carrier.carrier', codeText: 'orders:carrierName' },
    { accessor: 'accountNumber', title: 'settings:carrier.accountNumber' },
    { accessor: 'labelType', title: 'settings:carrier.labelType' },
    { accessor: 'accoutType', title: 'settings:carrier.accoutType' },
    {
      accessor: 'secretsSet',
      title: 'settings:carrier.secretsSetCount',
      render: (r) =>
        `${CARRIER_SECRET_FIELDS.filter((f) => r.secretsSet[f]).length}/${CARRIER_SECRET_FIELDS.length}`,
    },
    { accessor: 'customerIds', title: 'settings:carrier.customerCount', render: (r) => r.customerIds.length },
    {
      accessor: 'warehouseIds',
      title: 'settings:carrier.warehouseCount',
      render: (r) => r.warehouseIds.length,
    },
    { accessor: 'updatedTime', title: 'customers:createdTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('edit', { label: 'resource:edit', endpoint: carrierAccountEndpoints.update }),
    a.rowForm('customers', { label: 'settings:carrier.empower', endpoint: carrierAccountEndpoints.empower }),
    a.rowForm('warehouses', {
      label: 'settings:carrier.warehouseAuth',
      endpoint: carrierAccountEndpoints.warehouseAuth,
    }),
  ],
  toolbar: (a) => [
    a.form('edit', { label: 'settings:carrier.add', endpoint: carrierAccountEndpoints.create }),
  ],
  forms: { edit: CarrierAccountDialog, customers: CustomersDialog, warehouses: WarehousesDialog },
});

export function CarrierAccountsPage() {
  return <ResourcePage titleKey="settings:logisticsAccounts" resource={carrierAccountsResource} />;
}
