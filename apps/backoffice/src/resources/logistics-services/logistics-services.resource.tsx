import { logisticsServiceEndpoints, routeTo } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';

/** Logistics services of the develop area: each carrier service that orders ship and quotations price by. */
export const logisticsServicesResource = defineResource({
  name: 'logistics-services',
  list: logisticsServiceEndpoints.getPageList,
  rowKey: 'id',
  filters: [
    { name: 'carrier', kind: 'text', label: 'settings:carrier.carrier' },
    { name: 'serviceCode', kind: 'text', label: 'settings:logisticsService.serviceCode' },
  ],
  columns: [
    { accessor: 'carrier', title: 'settings:carrier.carrier', codeText: 'orders:carrierName' },
    { accessor: 'serviceCode', title: 'settings:logisticsService.serviceCode' },
    { accessor: 'serviceName', title: 'settings:logisticsService.serviceName' },
    { accessor: 'description', title: 'settings:logisticsService.description' },
    { accessor: 'countryCode', title: 'settings:logisticsService.countryCode' },
    { accessor: 'platformType', title: 'settings:logisticsService.platformType' },
    {
      accessor: 'environment',
      title: 'settings:logisticsService.environment',
      status: { prefix: 'settings:logisticsService.environment' },
    },
    {
      accessor: 'isEnabled',
      title: 'settings:logisticsService.isEnabled',
      status: { prefix: 'settings:logisticsService.enabled', colors: { true: 'green', false: 'gray' } },
    },
    { accessor: 'updatedTime', title: 'customers:createdTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.open({
      label: 'resource:edit',
      to: (r) => routeTo('develop.logistics-service-edit', { id: r.id }),
    }),
  ],
});

export function LogisticsServicesPage() {
  return (
    <ResourcePage
      titleKey="settings:logisticsServices"
      resource={logisticsServicesResource}
      add={{
        to: routeTo('develop.logistics-service-edit'),
        endpoint: logisticsServiceEndpoints.create,
        label: 'settings:logisticsService.add',
      }}
    />
  );
}
