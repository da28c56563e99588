import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Badge, Card, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ApiError,
  dashboardEndpoints,
  type ScreenFigures,
  screenFiguresOf,
  screenLinkEndpoints,
} from '@wms/api';
import { formatDate } from '@wms/i18n';
import { useApiQuery, useTimeZone } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLiveRefresh } from '../../../app/live-events.ts';
import { session } from '../../../shell/session/session.ts';
import { ScreenLinksPanel } from './screen-links-panel.tsx';

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

function Figures({ data, updatedAt }: { data: ScreenFigures; updatedAt: number }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <Stack>
      <Group justify="space-between">
        <Badge color="teal.9" size="lg">
          {t('home:screen.live')}
        </Badge>
        <Text c="gray.3">
          {t('home:screen.updated', {
            time: formatDate(updatedAt, 'datetime', timeZone, { zoneName: true }),
          })}
        </Text>
      </Group>
      <SimpleGrid cols={4}>
        <Kpi label={t('home:created')} value={data.created} testId="kpi-created" />
        <Kpi label={t('home:shipped')} value={data.shipped} testId="kpi-shipped" />
        <Kpi label={t('orders:status.toBeDelivered')} value={data.toBeDelivered} testId="kpi-to-deliver" />
        <Kpi label={t('orders:status.exception')} value={data.exception} testId="kpi-exception" />
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

/** The signed-in user's figures, refreshed by live events and every 30 s. */
function SessionFigures() {
  useLiveRefresh('badge', [dashboardEndpoints.getOverview.path]);
  useLiveRefresh('task', [dashboardEndpoints.getOverview.path]);
  const { data, dataUpdatedAt } = useApiQuery(
    dashboardEndpoints.getOverview,
    { days: 7 },
    { refetchInterval: POLL_MS },
  );
  return data ? <Figures data={screenFiguresOf(data)} updatedAt={dataUpdatedAt} /> : null;
}

/** A wall display's figures, read with a screen link's key (no session), every 30 s. */
function LinkFigures({ screenKey }: { screenKey: string }) {
  const { t } = useTranslation();
  const { data, dataUpdatedAt, error } = useApiQuery(
    screenLinkEndpoints.getFigures,
    { key: screenKey },
    { refetchInterval: POLL_MS, retry: false },
  );
  if (error instanceof ApiError)
    return (
      <Center>
        <Text c="white" data-testid="screen-link-refused">
          {error.message || t('errors:SCREEN_LINK_INVALID')}
        </Text>
      </Center>
    );
  return data ? <Figures data={data} updatedAt={dataUpdatedAt} /> : null;
}

/**
 * The large screen (public route /screen): live warehouse figures for the browser's signed-in user, or
 * for a wall display opened with a read-only link (`?key=`) an administrator issued and can revoke.
 */
export function ScreenPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key');
  return (
    <Stack p="xl" bg="dark.8" mih="100vh">
      <Title order={1} c="white">
        {t('home:screen')}
      </Title>
      {key ? (
        <LinkFigures screenKey={key} />
      ) : session.token() ? (
        <SessionFigures />
      ) : (
        <Center>
          <Text c="white">{t('home:screen.login')}</Text>
        </Center>
      )}
      {!key && session.token() && <ScreenLinksPanel />}
    </Stack>
  );
}
