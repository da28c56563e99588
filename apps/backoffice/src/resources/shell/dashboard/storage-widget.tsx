import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { Dashboard } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from './widget-card.tsx';

/** Occupied share of each warehouse's enabled locations. */
export function StorageWidget({ storage }: { storage: Dashboard['storage'] }) {
  const { t } = useTranslation();
  return (
    <WidgetCard titleKey="home:widget.storage" testId="storage">
      {storage.length === 0 ? (
        <Text c="gray.7" size="sm">
          {t('home:noData')}
        </Text>
      ) : (
        <>
          <BarChart
            h={160}
            data={storage.map((s) => ({ name: s.warehouseName, rate: Math.round((s.rate ?? 0) * 100) }))}
            dataKey="name"
            series={[{ name: 'rate', label: t('home:widget.storage'), color: 'indigo.6' }]}
            unit="%"
            yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], interval: 0 }}
          />
          {storage.map((s) => (
            <Text key={s.warehouseId} size="sm" data-testid="storage-row">
              {s.warehouseName}: {s.locations ? t('home:locationsUsed', s) : t('home:noLocations')}
            </Text>
          ))}
        </>
      )}
    </WidgetCard>
  );
}
