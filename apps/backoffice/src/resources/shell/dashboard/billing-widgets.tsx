import { BarChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { type Dashboard, routeTo } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WidgetCard } from './widget-card.tsx';

/** Billing trend: the money charged on each day of the range, from the billing ledger. */
export function BillingTrendWidget({ billing }: { billing: Dashboard['billing'] }) {
  const { t } = useTranslation();
  return (
    <WidgetCard titleKey="home:widget.billingTrend" testId="billingTrend">
      <Group justify="space-between">
        <Text size="sm">{t('home:billing.total')}</Text>
        <Text fw={700} size="xl" data-testid="billing-total">
          {billing.total.toFixed(2)}
        </Text>
      </Group>
      <BarChart
        h={200}
        data={billing.trend.map((d) => ({ ...d, date: d.date.slice(5) }))}
        dataKey="date"
        series={[{ name: 'amount', label: t('home:billing.amount'), color: 'teal.6' }]}
      />
    </WidgetCard>
  );
}

/** Past-due accounts: customers whose unsettled bills are past their due date, most owed first. */
export function PastDueWidget({ pastDue }: { pastDue: Dashboard['billing']['pastDue'] }) {
  const { t } = useTranslation();
  return (
    <WidgetCard titleKey="home:widget.pastDue" testId="pastDue">
      {pastDue.length === 0 ? (
        <Text c="gray.7" size="sm">
          {t('home:pastDue.none')}
        </Text>
      ) : (
        <Stack gap={4}>
          {pastDue.map((row) => (
            <Group key={row.customerId} justify="space-between" data-testid="past-due-row" wrap="nowrap">
              <Stack gap={0}>
                <Text
                  size="sm"
                  fw={600}
                  component={Link}
                  to={routeTo('finance.billed', { customerId: row.customerId, state: 'unsettled' })}
                >
                  {row.customerCode}
                </Text>
                <Text size="xs" c="gray.7">
                  {t('home:pastDue.row', { bills: row.bills, days: row.daysOverdue })}
                </Text>
              </Stack>
              <Text size="sm" fw={700} c="red.8">
                {row.amountToPay.toFixed(2)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
