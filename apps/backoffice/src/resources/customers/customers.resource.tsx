import { ACCOUNT_TYPES, customerEndpoints, routeTo } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';

/** The customer list with basic information; contracts and quotes come later. */
export const customersResource = defineResource({
  name: 'customers',
  list: customerEndpoints.getChannelList,
  rowKey: 'id',
  tabs: {
    field: 'accountType',
    items: [
      { label: 'resource:all' },
      ...ACCOUNT_TYPES.map((v) => ({ value: v, label: `customers:accountType.${v}` as const })),
    ],
  },
  filters: [{ name: 'keyword', kind: 'text', label: 'customers:keyword' }],
  columns: [
    { accessor: 'customerCode', title: 'customers:customerCode' },
    { accessor: 'shortName', title: 'customers:shortName' },
    { accessor: 'fullName', title: 'customers:fullName' },
    { accessor: 'contact', title: 'customers:contact' },
    { accessor: 'tel', title: 'customers:tel' },
    { accessor: 'email', title: 'customers:email' },
    { accessor: 'accountType', title: 'customers:accountType', status: { prefix: 'customers:accountType' } },
    {
      accessor: 'warehouseNames',
      title: 'customers:availableWarehouses',
      render: (row) => row.warehouseNames.join(', '),
    },
    { accessor: 'storeCount', title: 'customers:storeCount' },
    { accessor: 'serviceState', title: 'customers:serviceState', status: { prefix: 'customers:service' } },
    { accessor: 'createdTime', title: 'customers:createdTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.open({ label: 'resource:edit', to: (row) => routeTo('customers.edit', { id: row.id }) }),
    a.open({
      label: 'customers:config.store',
      to: (row) => routeTo('customers.store', { customerId: row.id }),
    }),
  ],
});

export function CustomersPage() {
  return (
    <ResourcePage
      titleKey="customers:list"
      resource={customersResource}
      add={{ to: routeTo('customers.edit'), endpoint: customerEndpoints.createChannel }}
    />
  );
}
