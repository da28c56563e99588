import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { routeTo, shipmentEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WidgetCard } from './widget-card.tsx';

const TILES = ['onTheWay', 'arrived', 'delivered', 'abnormalShipment'] as const;

/** Shipment and abnormal-shipment info: containers on the way, arrived, delivered and abnormal. */
export function ShipmentsWidget() {
  const { t } = useTranslation();
  const overview = useApiQuery(shipmentEndpoints.getOverview, {});
  return (
    <WidgetCard titleKey="home:widget.shipments" testId="shipments">
      <SimpleGrid cols={2}>
        {TILES.map((key) => (
          <Stack key={key} gap={0} data-tile={key}>
            <Text size="sm" c="gray.7">
              {t(`shipments:overview.${key}`)}
            </Text>
            <Text fz={24} fw={700} c={key === 'abnormalShipment' ? 'red.8' : undefined}>
              {/* A dash until the figures come: a 0 while loading would read as "none". */}
              {overview.data ? overview.data[key] : '–'}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </WidgetCard>
  );
}

/** Shipment audit: forecasts waiting for the operator's verification, newest first. */
export function ShipmentAuditWidget() {
  const { t } = useTranslation();
  const waiting = useApiQuery(shipmentEndpoints.getPageList, {
    tab: 'all',
    status: 'forecast',
    pageIndex: 1,
    pageSize: 10,
  });
  return (
    <WidgetCard titleKey="home:widget.shipmentAudit" testId="shipmentAudit">
      <Text size="sm" c="gray.7">
        {t('shipments:overview.forecasting')}: {waiting.data ? waiting.data.total : '–'}
      </Text>
      {(waiting.data?.items ?? []).slice(0, 5).map((s) => (
        <Group key={s.id} justify="space-between">
          <Text size="sm" component={Link} to={routeTo('shipments.verify', { id: s.id })}>
            {s.containerNo}
          </Text>
          <Text size="sm">{s.customerCode}</Text>
        </Group>
      ))}
    </WidgetCard>
  );
}
