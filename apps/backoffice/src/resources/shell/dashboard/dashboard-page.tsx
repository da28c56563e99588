import '@mantine/charts/styles.css';
import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { dashboardEndpoints, dashboardRanges } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingTrendWidget, PastDueWidget } from './billing-widgets.tsx';
import { FeedbackWidget } from './feedback-widget.tsx';
import { AnnouncementsWidget, SetupGuideWidget } from './guide-widgets.tsx';
import { CompletionWidget, OrdersWidget } from './order-widgets.tsx';
import { ShipmentAuditWidget, ShipmentsWidget } from './shipment-widgets.tsx';
import { StorageWidget } from './storage-widget.tsx';
import { SubscriptionWidget } from './subscription-widget.tsx';
import { useConfigInitRedirect } from './use-config-init-redirect.ts';
import { PendingWidget } from './widget-card.tsx';

type Days = (typeof dashboardRanges)[number];

/** The dashboard (route /dashboard/index): the server's figures over 7, 15 or 30 Pacific days. */
export function DashboardPage() {
  const { t } = useTranslation();
  useConfigInitRedirect();
  const [days, setDays] = useState<Days>(7);
  const overview = useApiQuery(dashboardEndpoints.getOverview, { days });
  const data = overview.data;
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('home:dashboard')}</Title>
        <Group>
          {data && (
            <Text size="sm" c="gray.7" data-testid="range-note">
              {t('home:rangeNote', data.range)}
            </Text>
          )}
          <SegmentedControl
            aria-label={t('home:range.label')}
            value={String(days)}
            onChange={(value) => setDays(Number(value) as Days)}
            data={dashboardRanges.map((n) => ({ value: String(n), label: t(`home:range.${n}`) }))}
          />
        </Group>
      </Group>
      {overview.isPending && (
        <Group>
          <Loader size="sm" />
          <Text>{t('home:loading')}</Text>
        </Group>
      )}
      {overview.isError && (
        <Alert color="red" title={t('home:loadFailed')}>
          <Button size="xs" variant="light" onClick={() => overview.refetch()}>
            {t('home:retry')}
          </Button>
        </Alert>
      )}
      {data && (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          <OrdersWidget orders={data.orders} />
          <CompletionWidget completion={data.completion} />
          {!data.forCustomer && <StorageWidget storage={data.storage} />}
          <AnnouncementsWidget items={data.announcements} />
          {!data.forCustomer && <SetupGuideWidget steps={data.setupGuide} />}
          <BillingTrendWidget billing={data.billing} />
          <PastDueWidget pastDue={data.billing.pastDue} />
          <ShipmentsWidget />
          <ShipmentAuditWidget />
          {data.pending.map((name) => (
            <PendingWidget key={name} name={name} />
          ))}
          {!data.forCustomer && <SubscriptionWidget />}
          <FeedbackWidget />
        </SimpleGrid>
      )}
    </Stack>
  );
}
