import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Badge, Card, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dashboardEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useLiveRefresh } from '../../../app/live-events.ts';
import { session } from '../../../shell/session/session.ts';

const POLL_MS = 30_000;

function Kpi({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <Card withBorder bg="dark.6" c="white" padding="lg">
      <Text size="lg">{label}</Text>
      <Text fz={48} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

function LiveFigures() {
  const { t, i18n } = useTranslation();
  useLiveRefresh('badge', [dashboardEndpoints.getOverview.path]);
  useLiveRefresh('task', [dashboardEndpoints.getOverview.path]);
  const { data, dataUpdatedAt } = useApiQuery(
    dashboardEndpoints.getOverview,
    { days: 7 },
    { refetchInterval: POLL_MS },
  );
  if (!data) return null;
  const today = data.orders.daily.at(-1);
  const count = (status: string) => data.orders.byStatus.find((s) => s.status === status)?.count ?? 0;
  return (
    <Stack>
      <Group justify="space-between">
        <Badge color="teal.9" size="lg">
          {t('home:screen.live')}
        </Badge>
        <Text c="gray.3">
          {t('home:screen.updated', { time: new Date(dataUpdatedAt).toLocaleTimeString(i18n.language) })}
        </Text>
      </Group>
      <SimpleGrid cols={4}>
        <Kpi label={t('home:created')} value={today?.created ?? 0} testId="kpi-created" />
        <Kpi label={t('home:shipped')} value={today?.shipped ?? 0} testId="kpi-shipped" />
        <Kpi
          label={t('orders:status.toBeDelivered')}
          value={count('toBeDelivered')}
          testId="kpi-to-deliver"
        />
        <Kpi label={t('orders:status.exception')} value={count('exception')} testId="kpi-exception" />
      </SimpleGrid>
      <Card withBorder>
        <Title order={3} mb="sm">
          {t('home:widget.storage')}
        </Title>
        <BarChart
          h={280}
          data={data.storage.map((s) => ({ name: s.warehouseName, rate: Math.round((s.rate ?? 0) * 100) }))}
          dataKey="name"
          series={[{ name: 'rate', label: t('home:widget.storage'), color: 'indigo.6' }]}
          unit="%"
        />
      </Card>
    </Stack>
  );
}

/** The large screen (public route /screen): live warehouse figures for the browser's logged-in user. */
export function ScreenPage() {
  const { t } = useTranslation();
  return (
    <Stack p="xl" bg="dark.8" mih="100vh">
      <Title order={1} c="white">
        {t('home:screen')}
      </Title>
      {session.token() ? (
        <LiveFigures />
      ) : (
        <Center>
          <Text c="white">{t('home:screen.login')}</Text>
        </Center>
      )}
    </Stack>
  );
}
