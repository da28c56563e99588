import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { type ShipmentOverview, shipmentEndpoints } from '@wms/api';
import { PageTitle, useApiQuery, useWarehouseParam, WarehouseSelect } from '@wms/ui';
import { useTranslation } from 'react-i18next';

const TILES: (keyof ShipmentOverview)[] = [
  'createdToday',
  'forecasting',
  'awaitingDeparture',
  'onTheWay',
  'arrived',
  'reserved',
  'delivered',
  'emptyContainer',
  'shelved',
  'abnormalShipment',
];

/** The inbound overview: the ten counts of the chosen warehouse. */
export function ShipmentOverviewPage() {
  const { t } = useTranslation();
  const warehouseId = useWarehouseParam();
  const overview = useApiQuery(shipmentEndpoints.getOverview, { warehouseId });
  return (
    <Stack p="md" data-testid="shipment-overview">
      <PageTitle fallback="shipments:overviewTitle" />
      <WarehouseSelect />
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {TILES.map((key) => (
          <Paper key={key} withBorder p="md" data-tile={key}>
            <Text size="sm" c="dimmed">
              {t(`shipments:overview.${key}`)}
            </Text>
            <Text fz={28} fw={700}>
              {overview.data?.[key] ?? 0}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The statistics list: containers, cartons, pieces and volume per warehouse and customer. */
export function ShipmentStatisticsPage() {
  const { t } = useTranslation();
  const warehouseId = useWarehouseParam();
  const rows = useApiQuery(shipmentEndpoints.getStatistics, { warehouseId });
  return (
    <Stack p="md" data-testid="shipment-statistics">
      <PageTitle fallback="shipments:statisticsTitle" />
      <WarehouseSelect />
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shipments:recWarehouse')}</Table.Th>
            <Table.Th>{t('shipments:customer')}</Table.Th>
            <Table.Th>{t('shipments:statistics.containers')}</Table.Th>
            <Table.Th>{t('shipments:statistics.cartons')}</Table.Th>
            <Table.Th>{t('shipments:statistics.qty')}</Table.Th>
            <Table.Th>{t('shipments:statistics.cbm')}</Table.Th>
            <Table.Th>{t('shipments:statistics.received')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(rows.data ?? []).map((r) => (
            <Table.Tr key={`${r.warehouseId}-${r.customerId}`}>
              <Table.Td>{r.warehouseName}</Table.Td>
              <Table.Td>{r.customerCode}</Table.Td>
              <Table.Td>{r.containers}</Table.Td>
              <Table.Td>{r.cartons}</Table.Td>
              <Table.Td>{r.qty}</Table.Td>
              <Table.Td>{r.cbm}</Table.Td>
              <Table.Td>{r.received}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
