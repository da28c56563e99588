import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { receivingEndpoints, type ShipmentDetail } from '@wms/api';
import { DateText, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** The unloading as recorded for billing: container type, cartons, volume, pallets, when and who. */
function Unloading({ u }: { u: NonNullable<ReturnType<typeof useReport>['data']>['unloading'] }) {
  const { t } = useTranslation();
  if (!u) return null;
  const fields: [string, React.ReactNode][] = [
    [t('shipments:containerType'), t(`shipments:containerType.${u.containerType}`)],
    [t('shipments:receiving.cartons'), u.cartons],
    [t('shipments:cbm'), u.cbm],
    [t('shipments:receiving.pallets'), u.pallets],
    [t('shipments:receiving.unloadedTime'), <DateText key="t" value={u.unloadedTime} withTime />],
    [t('shipments:receiving.unloadedBy'), u.unloadedByName ?? '—'],
  ];
  return (
    <Paper withBorder p="md" data-testid="shipment-unloading">
      <Title order={6} mb="xs">
        {t('shipments:receiving.unloading')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 6 }}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

const useReport = (id: string) => useApiQuery(receivingEndpoints.getDiscrepancy, { id });

/**
 * The receipt of a counted container: what differs from the forecast line by line (short, over, damaged,
 * unexpected SKUs), which the customer sees too, and the unloading record.
 */
export function ShipmentReceiptPanel({ s }: { s: ShipmentDetail }) {
  const { t } = useTranslation();
  const report = useReport(s.id);
  if (s.receiptState === 'notReceived' || !report.data) return null;
  const { lines, unloading, differs } = report.data;
  return (
    <Stack data-testid="shipment-discrepancy">
      <Title order={5}>{t('shipments:receiving.discrepancy')}</Title>
      {!differs && s.receiptState === 'received' ? (
        <Alert color="green">{t('shipments:receiving.noDiscrepancy')}</Alert>
      ) : (
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shipments:productId')}</Table.Th>
              <Table.Th>{t('shipments:receiving.forecastQty')}</Table.Th>
              <Table.Th>{t('shipments:receiving.receivedQty')}</Table.Th>
              <Table.Th>{t('shipments:receiving.short')}</Table.Th>
              <Table.Th>{t('shipments:receiving.over')}</Table.Th>
              <Table.Th>{t('shipments:receiving.damagedQty')}</Table.Th>
              <Table.Th>{t('shipments:receiving.unexpected')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.lineId} data-testid="discrepancy-line">
                <Table.Td>{l.productNo}</Table.Td>
                <Table.Td>{l.forecastQty}</Table.Td>
                <Table.Td>{l.receivedQty}</Table.Td>
                <Table.Td c={l.short ? 'orange' : undefined}>{l.short}</Table.Td>
                <Table.Td c={l.over ? 'red' : undefined}>{l.over}</Table.Td>
                <Table.Td c={l.damaged ? 'red' : undefined}>{l.damaged}</Table.Td>
                <Table.Td>{l.unexpected ? '✓' : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Unloading u={unloading} />
    </Stack>
  );
}
