import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { contractEndpoints, type Quotation } from '@wms/api';
import { DataTable, DateText, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  CONTRACT_DETAIL,
  contractQuoteConfigPath,
  logisticsQuotationPath,
  useRouteParams,
} from './contract-links.ts';
import { QuoteLogTable } from './quote-log-table.tsx';

const versionColumns = [
  { accessor: 'version', title: 'customers:quotation.version' },
  { accessor: 'quotationNo', title: 'customers:quotationNo' },
  { accessor: 'effectiveFrom', title: 'customers:quotation.effectiveFrom', kind: 'date' },
  { accessor: 'effectiveTo', title: 'customers:quotation.effectiveTo', kind: 'date' },
  {
    accessor: 'logistics',
    title: 'customers:quotation.services',
    render: (q: Quotation) => q.logistics.map((l) => `${l.carrier} ${l.serviceCode}`).join(', '),
  },
] as const;

/** The quotation versions of a contract, newest first. */
export function QuotationVersions({
  contractId,
  customerCode,
}: {
  contractId: string;
  customerCode: string;
}) {
  const { t } = useTranslation();
  const versions = useApiQuery(contractEndpoints.getQuotationList, { contractId });
  const open = {
    key: 'open',
    render: (q: Quotation) => (
      <Anchor component={Link} size="sm" to={logisticsQuotationPath({ ...q, customerCode })}>
        {t('customers:quotation.logistics')}
      </Anchor>
    ),
  };
  return (
    <DataTable<Quotation>
      columns={[...versionColumns, open]}
      records={versions.data ?? []}
      rowKey={(q) => q.id}
      empty={t('customers:quotation.none')}
      data-testid="quotation-versions"
    />
  );
}

/** Contract detail (route /customer/config/contract-detail/{contractId}/{customerId}/{customerName}). */
export function ContractDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contractId = '' } = useRouteParams(CONTRACT_DETAIL);
  const [logPage, setLogPage] = useState(1);
  const contract = useApiQuery(contractEndpoints.get, { id: contractId }, { enabled: Boolean(contractId) });
  const c = contract.data;
  if (!c)
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
      <Text size="sm">{value}</Text>
    </Stack>
  );
  return (
    <Stack p="md" data-testid="contract-detail">
      <Group justify="space-between">
        <Title order={3}>
          {t('customers:contract.detail')} · {c.contractNo}
        </Title>
        <Button onClick={() => navigate(contractQuoteConfigPath(c))}>
          {t('customers:contract.quoteConfig')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={4}>
          {field(t('customers:customerCode'), c.customerCode)}
          {field(t('customers:contract.validFrom'), <DateText value={c.validFrom} />)}
          {field(t('customers:validTime'), <DateText value={c.validTo} />)}
          {field(t('customers:signer'), c.signer)}
          {field(t('customers:signTime'), <DateText value={c.signTime} withTime />)}
          {field(t('customers:accountSet'), c.accountSet)}
          {field(t('customers:currency'), c.currency)}
          {field(
            t('customers:contract.file'),
            c.fileUrl ? (
              <Anchor href={c.fileUrl} target="_blank" rel="noopener" data-testid="contract-pdf">
                {c.fileName ?? t('customers:contract.openFile')}
              </Anchor>
            ) : (
              t('customers:contract.noFile')
            ),
          )}
        </SimpleGrid>
      </Paper>
      <Title order={5}>{t('customers:quotation.versions')}</Title>
      <QuotationVersions contractId={c.id} customerCode={c.customerCode} />
      <Title order={5}>{t('customers:quoteLogs')}</Title>
      <QuoteLogTable contractId={c.id} page={logPage} onPage={setLogPage} />
    </Stack>
  );
}
