import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  customerBasicUpdateSchema,
  customerConfigUpdateSchema,
  customerCreateSchema,
  customerEndpoints,
  routeTo,
} from '@wms/api';
import { useApiMutation, useApiQuery, useFormFill, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { CustomerBasicFields, CustomerConfigFields } from './customer-fields.tsx';

const BASIC = {
  customerCode: '',
  shortName: '',
  fullName: '',
  contact: '',
  tel: '',
  email: '',
  companyAddress: '',
  isDisabled: false,
  serviceState: 'inService',
};
const CONFIG = {
  accountType: 'prepaid',
  creditAmount: 0,
  paymentTermDays: 0,
  temporaryQuota: 0,
  warehouseIds: [],
  fedexDivisor: 139,
  upsDivisor: 139,
  weightTiers: [],
  minChargeVolume: '',
};
/** An empty optional field is "none", the way the server reads it. */
const blanks = (values: unknown) =>
  Object.fromEntries(
    Object.entries(values as Record<string, unknown>).map(([k, v]) => [k, v === '' ? null : v]),
  );
const pick = (source: Record<string, unknown>, keys: object) =>
  Object.fromEntries(Object.keys(keys).map((k) => [k, source[k] ?? (keys as Record<string, unknown>)[k]]));

/** Add a customer, or edit its basic information and configuration (route /customer/list/edit?id=). */
export function CustomerEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const schema = id
    ? z.preprocess(blanks, customerBasicUpdateSchema.extend(customerConfigUpdateSchema.shape))
    : z.preprocess(blanks, customerCreateSchema);
  const form = useZodForm(schema, { initialValues: { ...BASIC, ...CONFIG, id } });
  const basic = useApiQuery(
    customerEndpoints.getChannelListDetail,
    { id: id ?? '' },
    { enabled: Boolean(id) },
  );
  const config = useApiQuery(customerEndpoints.getChannelDetail, { id: id ?? '' }, { enabled: Boolean(id) });
  const create = useApiMutation(customerEndpoints.createChannel);
  const updateBasic = useApiMutation(customerEndpoints.updateChannelListDetail);
  const updateConfig = useApiMutation(customerEndpoints.updateChannelDetail);
  const loaded = basic.data && config.data ? basic.data.id : undefined;
  // one customer is two records (basic information and configuration), filled together
  useFormFill(form, loaded, () =>
    basic.data && config.data
      ? { ...pick(basic.data, BASIC), ...pick(config.data, CONFIG), id: basic.data.id }
      : undefined,
  );

  const submit = form.onSubmit(async (values) => {
    const input = blanks(values);
    try {
      if (!id) {
        const created = await create.mutateAsync(customerCreateSchema.parse(input));
        navigate(routeTo('customers.edit', { id: created.id }), { replace: true });
        return;
      }
      await updateBasic.mutateAsync(customerBasicUpdateSchema.parse(input));
      await updateConfig.mutateAsync(customerConfigUpdateSchema.parse(input));
    } catch {
      // The request layer has shown the refusal; the form keeps what was typed.
    }
  });

  if (id && !loaded)
    return (
      <Text p="md" c="dimmed">
        {t('resource:loading')}
      </Text>
    );
  return (
    <Stack p="md" data-testid="customer-edit">
      <Title order={3}>{t(id ? 'customers:edit' : 'customers:add')}</Title>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack>
          <Title order={5}>{t('customers:config.basicInfo')}</Title>
          <CustomerBasicFields form={form} />
          <Title order={5}>{t('customers:accountAndWarehouses')}</Title>
          <CustomerConfigFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(routeTo('customers.list'))}>
              {t('customers:backToList')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending || updateBasic.isPending || updateConfig.isPending}
            >
              {t('resource:save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
