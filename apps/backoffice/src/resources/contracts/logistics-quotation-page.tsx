import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { contractEndpoints, type LogisticsQuote, type Quotation, routeTo } from '@wms/api';
import { DataTable, DateText, MissingRecord, Money, type TableColumn, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contractQuoteConfigPath, LOGISTICS_QUOTATION, useRouteParams } from './contract-links.ts';

type PriceRow = { key: string; upToLb: number | null; prices: number[] };

/** One service's zone × weight-break prices, the zone minimums last; read only, as versions are. */
function ServicePrices({ quote }: { quote: LogisticsQuote }) {
  const { t } = useTranslation();
  const rows: PriceRow[] = [
    ...quote.weightBreaks.map((b) => ({ key: `b${b.upToLb}`, upToLb: b.upToLb, prices: b.prices })),
    { key: 'minimum', upToLb: null, prices: quote.minimums },
  ];
  const columns: TableColumn<PriceRow>[] = [
    {
      key: 'upToLb',
      title: 'customers:quotation.upToLb',
      render: (r) => (r.upToLb === null ? t('customers:quotation.minimum') : r.upToLb),
    },
    ...quote.zones.map((zone, c) => ({
      key: `zone-${zone}`,
      header: t('customers:quotation.zone', { zone }),
      render: (r: PriceRow) => <Money value={r.prices[c] ?? null} />,
    })),
  ];
  return (
    <Paper withBorder p="md" data-testid={`logistics-quote-${quote.serviceCode}`}>
      <Title order={5} mb="xs">
        {quote.carrier} · {quote.serviceCode}
      </Title>
      <DataTable<PriceRow> columns={columns} records={rows} rowKey={(r) => r.key} />
    </Paper>
  );
}

function Heading({ q, customerName }: { q: Quotation; customerName: string }) {
  const { t } = useTranslation();
  const contract = { id: q.contractId, customerId: q.customerId, customerCode: customerName };
  return (
    <Group justify="space-between">
      <Stack gap={2}>
        <Title order={3}>
          {t('customers:quotation.logistics')} · {q.quotationNo} · {customerName}
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('customers:logisticsQuotation.versionSpan', { version: q.version })}
          </Text>
          <Text size="sm" c="dimmed">
            <DateText value={q.effectiveFrom} /> – <DateText value={q.effectiveTo} />
          </Text>
        </Group>
      </Stack>
      <Group>
        <Button component={Link} to={contractQuoteConfigPath(contract)}>
          {t('customers:quotation.add')}
        </Button>
        <Button
          component={Link}
          variant="default"
          to={routeTo('customers.quote-config', { customerId: q.customerId })}
        >
          {t('customers:quoteConfig.title')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * Logistics quotation (route /customer/config/logistics-quotation/{customerId}/{customerName}/{contractId}/
 * {quotedpriceId}): the zone × weight prices of one quotation version. A version is never edited, so a change
 * is a new version on the contract's quotation page.
 */
export function LogisticsQuotationPage() {
  const { t } = useTranslation();
  const { quotedpriceId = '', customerName = '' } = useRouteParams(LOGISTICS_QUOTATION);
  const quotation = useApiQuery(
    contractEndpoints.getQuotation,
    { id: quotedpriceId },
    { enabled: !!quotedpriceId },
  );
  const back = routeTo('customers.quote-config');
  if (!quotedpriceId || quotation.isError)
    return (
      <MissingRecord
        what="customers:quotation.logistics"
        backTo={back}
        backLabel="customers:quoteConfig.title"
        notFound={!!quotedpriceId}
      />
    );
  const q = quotation.data;
  if (!q)
    return (
      <Text p="md" c="dimmed">
        {t('resource:loading')}
      </Text>
    );
  return (
    <Stack p="md" data-testid="logistics-quotation">
      <Heading q={q} customerName={customerName} />
      {q.logistics.length === 0 && <Text c="dimmed">{t('customers:logisticsQuotation.none')}</Text>}
      {q.logistics.map((l) => (
        <ServicePrices key={`${l.carrier}|${l.serviceCode}`} quote={l} />
      ))}
    </Stack>
  );
}
