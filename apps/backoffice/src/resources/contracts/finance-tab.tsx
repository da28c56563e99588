import { Button, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { ACCOUNT_TYPES, customerConfigEndpoints, customerEndpoints, customerFinanceInput } from '@wms/api';
import { useApiMutation, useApiQuery, useFormFill, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

const NUMBERS = [
  ['creditAmount', 'customers:fixedCredit', 2],
  ['paymentTermDays', 'customers:paymentTerm', 0],
  ['temporaryQuota', 'customers:temporaryQuota', 2],
] as const;

/** The finance tab of a customer's configuration: account type, credit amount, payment term, temporary quota. */
export function FinanceTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const config = useApiQuery(customerEndpoints.getChannelDetail, { id: customerId });
  const save = useApiMutation(customerConfigEndpoints.updateFinance);
  const form = useZodForm(customerFinanceInput, {
    initialValues: {
      id: customerId,
      accountType: 'prepaid',
      creditAmount: 0,
      paymentTermDays: 0,
      temporaryQuota: 0,
    },
  });
  useFormFill(form, config.data ? `${customerId}:${config.dataUpdatedAt}` : null, () =>
    config.data
      ? {
          id: customerId,
          accountType: config.data.accountType,
          creditAmount: config.data.creditAmount,
          paymentTermDays: config.data.paymentTermDays,
          temporaryQuota: config.data.temporaryQuota,
        }
      : undefined,
  );
  const submit = form.onSubmit((values) => {
    save.mutateAsync(customerFinanceInput.parse(values)).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} noValidate data-testid="finance-tab">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
          <Select
            label={t('customers:accountType')}
            allowDeselect={false}
            data={ACCOUNT_TYPES.map((v) => ({ value: v, label: t(`customers:accountType.${v}`) }))}
            {...form.getInputProps('accountType')}
          />
          {NUMBERS.map(([name, label, scale]) => (
            <NumberInput
              key={name}
              label={t(label)}
              min={0}
              decimalScale={scale}
              {...form.getInputProps(name)}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!config.data}>
            {t('resource:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
