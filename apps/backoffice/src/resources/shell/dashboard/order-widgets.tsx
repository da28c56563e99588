import { AreaChart, DonutChart } from '@mantine/charts';
import { Group, RingProgress, Stack, Text } from '@mantine/core';
import type { Dashboard } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from './widget-card.tsx';

const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow.6',
  toBeDelivered: 'blue.6',
  shipped: 'green.6',
  outOfStock: 'orange.6',
  exception: 'red.6',
  logisticsException: 'pink.6',
  postponed: 'grape.6',
  onHold: 'gray.6',
  cancelled: 'dark.3',
};

/** Orders created and shipped per Pacific day, and the range's orders by status. */
export function OrdersWidget({ orders }: { orders: Dashboard['orders'] }) {
  const { t } = useTranslation();
  return (
    <WidgetCard titleKey="home:widget.orders" testId="orders">
      <Group justify="space-between">
        <Text size="sm">{t('home:ordersTotal')}</Text>
        <Text fw={700} size="xl" data-testid="orders-total">
          {orders.total}
        </Text>
      </Group>
      <AreaChart
        h={200}
        data={orders.daily.map((d) => ({ ...d, date: d.date.slice(5) }))}
        dataKey="date"
        series={[
          { name: 'created', label: t('home:created'), color: 'blue.6' },
          { name: 'shipped', label: t('home:shipped'), color: 'green.6' },
        ]}
        withLegend
        curveType="linear"
      />
      {orders.byStatus.length === 0 ? (
        <Text c="gray.7" size="sm">
          {t('home:noData')}
        </Text>
      ) : (
        <Group wrap="nowrap" align="center">
          <DonutChart
            size={120}
            thickness={20}
            data={orders.byStatus.map((s) => ({
              name: t(`orders:status.${s.status}`),
              value: s.count,
              color: STATUS_COLORS[s.status] ?? 'gray.6',
            }))}
          />
          <Stack gap={2} data-testid="orders-by-status">
            {orders.byStatus.map((s) => (
              <Text key={s.status} size="sm">
                {t(`orders:status.${s.status}`)}: {s.count}
              </Text>
            ))}
          </Stack>
        </Group>
      )}
    </WidgetCard>
  );
}

export function CompletionWidget({ completion }: { completion: Dashboard['completion'] }) {
  const { t } = useTranslation();
  const percent = completion.rate === null ? 0 : Math.round(completion.rate * 100);
  return (
    <WidgetCard titleKey="home:widget.completion" testId="completion">
      {completion.rate === null ? (
        <Text c="gray.7" size="sm">
          {t('home:noData')}
        </Text>
      ) : (
        <Group>
          <RingProgress
            size={110}
            sections={[{ value: percent, color: 'green' }]}
            label={
              <Text ta="center" fw={700} data-testid="completion-rate">
                {percent}%
              </Text>
            }
          />
          <Text size="sm">{t('home:completionRate', completion)}</Text>
        </Group>
      )}
    </WidgetCard>
  );
}
