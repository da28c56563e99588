import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { contractEndpoints, peakSeasonConfigInput } from '@wms/api';
import {
  DataTable,
  DateField,
  DateText,
  useApiMutation,
  useApiQuery,
  useFormFill,
  useZodForm,
} from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contractQuoteConfigPath } from './contract-links.ts';
import { CustomerPicker, useCustomerParam } from './customer-picker.tsx';

type Window = { from: string; to: string; fee: number };
type Row = Window & { index: number };

/**
 * Peak-season configuration (route /customer/config/peak-season-config): the windows of the customer's
 * quotation in force today, and new windows from a date on, saved as a new quotation version.
 */
export function PeakSeasonPage() {
  const { t } = useTranslation();
  const [customerId] = useCustomerParam();
  const config = useApiQuery(
    contractEndpoints.getPeakSeasonConfig,
    { customerId },
    { enabled: !!customerId },
  );
  const save = useApiMutation(contractEndpoints.savePeakSeasonConfig);
  const form = useZodForm(peakSeasonConfigInput, {
    initialValues: { customerId, effectiveFrom: '', peakSeason: [] as Window[] },
  });
  useFormFill(form, config.data ? `${customerId}:${config.dataUpdatedAt}` : null, () =>
    config.data ? { customerId, effectiveFrom: '', peakSeason: config.data.peakSeason } : undefined,
  );
  const windows = form.getValues().peakSeason as Window[];
  const submit = form.onSubmit((values) => {
    save.mutateAsync(peakSeasonConfigInput.parse(values)).catch(() => undefined);
  });
  const c = config.data;
  const input = (r: Row, name: 'from' | 'to') => (
    <DateField
      aria-label={`${t(name === 'from' ? 'customers:quotation.peakFrom' : 'customers:quotation.peakTo')} ${r.index + 1}`}
      {...form.getInputProps(`peakSeason.${r.index}.${name}`)}
    />
  );
  return (
    <Stack p="md" data-testid="peak-season-config">
      <Title order={3}>{t('customers:config.peakSeason')}</Title>
      <CustomerPicker />
      {c && !c.quotationId && <Text c="dimmed">{t('customers:peakSeason.noQuotation')}</Text>}
      {save.data && save.data.customerId === customerId && (
        <Group gap="xs" data-testid="peak-season-saved">
          <Text size="sm" c="green">
            {t('customers:peakSeason.saved', {
              version: save.data.version,
              count: save.data.peakSeason.length,
            })}
          </Text>
          <Text size="sm" c="green">
            <DateText value={save.data.effectiveFrom ?? ''} />
          </Text>
        </Group>
      )}
      {c?.quotationId && c.contractId && (
        <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
          <Stack>
            <Group gap="xs">
              <Text size="sm">
                {t('customers:peakSeason.inForce', { contractNo: c.contractNo, version: c.version })}
              </Text>
              <Text size="sm">
                <DateText value={c.effectiveFrom ?? ''} />
              </Text>
              <Button
                component={Link}
                variant="subtle"
                size="compact-sm"
                to={contractQuoteConfigPath({ id: c.contractId, customerId, customerCode: c.customerCode })}
              >
                {t('customers:quotation.versions')}
              </Button>
            </Group>
            <DataTable<Row>
              records={windows.map((w, index) => ({ ...w, index }))}
              rowKey={(r) => r.index}
              empty={t('customers:peakSeason.none')}
              columns={[
                { key: 'from', title: 'customers:quotation.peakFrom', render: (r) => input(r, 'from') },
                { key: 'to', title: 'customers:quotation.peakTo', render: (r) => input(r, 'to') },
                {
                  key: 'fee',
                  title: 'customers:quotation.peakFee',
                  render: (r) => (
                    <NumberInput
                      aria-label={`${t('customers:quotation.peakFee')} ${r.index + 1}`}
                      min={0}
                      decimalScale={2}
                      {...form.getInputProps(`peakSeason.${r.index}.fee`)}
                    />
                  ),
                },
                {
                  key: 'remove',
                  render: (r) => (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => form.removeListItem('peakSeason', r.index)}
                    >
                      {t('customers:quotation.remove')}
                    </Button>
                  ),
                },
              ]}
            />
            <Group align="flex-end">
              <Button
                variant="default"
                onClick={() => form.insertListItem('peakSeason', { from: '', to: '', fee: 0 })}
              >
                {t('customers:peakSeason.add')}
              </Button>
              <DateField
                w={220}
                label={t('customers:quotation.effectiveFrom')}
                description={t('customers:quotation.addHint')}
                withAsterisk
                {...form.getInputProps('effectiveFrom')}
              />
              <Button type="submit" loading={save.isPending}>
                {t('resource:save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
