import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { contractEndpoints, routeTo } from '@wms/api';
import { DataTable, DateText, MissingRecord, StatusBadge, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { contractDetailPath } from './contract-links.ts';
import { type ChangeRow, changeRows } from './quote-log-changes.ts';

/** Quote log detail (route /customer/quote-log/detail?id=): the change, its author and time, field by field. */
export function QuoteLogDetailPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const log = useApiQuery(contractEndpoints.getQuoteLog, { id }, { enabled: Boolean(id) });
  const back = routeTo('customers.quote-log');
  if (!id)
    return (
      <MissingRecord what="customers:quoteLog.detailTitle" backTo={back} backLabel="customers:quoteLogs" />
    );
  if (log.isError)
    return (
      <MissingRecord
        what="customers:quoteLog.detailTitle"
        backTo={back}
        backLabel="customers:quoteLogs"
        notFound
      />
    );
  const l = log.data;
  if (!l)
    return (
      <Text p="md" c="dimmed">
        {t('resource:loading')}
      </Text>
    );
  const field = (label: string, value: React.ReactNode) => (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </Stack>
  );
  return (
    <Stack p="md" data-testid="quote-log-detail">
      <Group justify="space-between">
        <Title order={3}>{t('customers:quoteLog.detailTitle')}</Title>
        <Group>
          <Button
            component={Link}
            variant="default"
            to={contractDetailPath({
              id: l.contractId,
              customerId: l.customerId,
              customerCode: l.customerCode,
            })}
          >
            {t('customers:contract.detail')}
          </Button>
          <Button
            component={Link}
            variant="default"
            to={routeTo('customers.quote-log', { customerId: l.customerId })}
          >
            {t('customers:quoteLogs')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, md: 5 }}>
          {field(t('customers:quoteLog.time'), <DateText value={l.createdTime} withTime />)}
          {field(t('customers:customerCode'), l.customerCode)}
          {field(t('customers:contractNo'), l.contractNo)}
          {field(
            t('customers:quoteLog.action'),
            <StatusBadge prefix="customers:quoteLog.action" value={l.action} />,
          )}
          {field(t('customers:quoteLog.user'), l.userName)}
        </SimpleGrid>
      </Paper>
      <DataTable<ChangeRow>
        records={changeRows(l.detail)}
        rowKey={(r) => r.field}
        empty={t('customers:quoteLog.noChanges')}
        data-testid="quote-log-changes"
        columns={[
          {
            key: 'field',
            title: 'customers:quoteLog.field',
            render: (r) => (r.label ? t(r.label) : r.field),
          },
          { key: 'before', title: 'customers:quoteLog.before', render: (r) => r.before },
          { key: 'after', title: 'customers:quoteLog.after', render: (r) => r.after },
        ]}
      />
    </Stack>
  );
}
