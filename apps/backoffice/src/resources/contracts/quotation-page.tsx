import { Button, Group, Stack, Title } from '@mantine/core';
import { contractEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QuotationVersions } from './contract-detail-page.tsx';
import { CONTRACT_QUOTE_CONFIG, contractDetailPath, useRouteParams } from './contract-links.ts';
import { QuotationForm } from './quotation-form.tsx';

/** Contract quote configuration (route /customer/config/contract-quote-config/{contractId}/{customerId}/{customerName}). */
export function QuotationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contractId = '', customerName = '' } = useRouteParams(CONTRACT_QUOTE_CONFIG);
  const contract = useApiQuery(contractEndpoints.get, { id: contractId }, { enabled: Boolean(contractId) });
  const c = contract.data;
  return (
    <Stack p="md" data-testid="quotation-page">
      <Group justify="space-between">
        <Title order={3}>
          {t('customers:contract.quoteConfig')} · {c?.contractNo ?? ''} · {customerName}
        </Title>
        {c && (
          <Button variant="default" onClick={() => navigate(contractDetailPath(c))}>
            {t('customers:contract.detail')}
          </Button>
        )}
      </Group>
      <Title order={5}>{t('customers:quotation.versions')}</Title>
      <QuotationVersions contractId={contractId} customerCode={customerName} />
      <QuotationForm contractId={contractId} onSaved={() => contract.refetch()} />
    </Stack>
  );
}
