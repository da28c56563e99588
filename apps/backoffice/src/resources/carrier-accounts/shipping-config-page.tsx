import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  carrierAccountEndpoints,
  orderShippingEndpoints,
  type ShippingConfig,
  shippingConfigInput,
} from '@wms/api';
import {
  CustomerSelect,
  DataTable,
  useApiMutation,
  useApiQuery,
  useCustomerOrFirst,
  useFormFill,
  useZodForm,
} from '@wms/ui';
import { useTranslation } from 'react-i18next';

type Row = ShippingConfig['rows'][number] & { index: number };

/**
 * A customer's shipping configuration: for each of its warehouses, the shipping account and logistics
 * service it ships with. The server refuses the save unless every warehouse has both.
 */
export function ShippingConfigPage() {
  const { t } = useTranslation();
  const [customerId, chooseCustomer] = useCustomerOrFirst();
  const config = useApiQuery(
    carrierAccountEndpoints.getShippingConfig,
    { customerId },
    { enabled: !!customerId },
  );
  const services = useApiQuery(orderShippingEndpoints.getLogisticsServiceList, {});
  const save = useApiMutation(carrierAccountEndpoints.saveShippingConfig);
  const form = useZodForm(shippingConfigInput, {
    initialValues: { customerId: '', rows: [] as ShippingConfig['rows'] },
  });
  useFormFill(form, config.data ? `${customerId}:${config.dataUpdatedAt}` : null, () => config.data);
  const rows = form.getValues().rows as ShippingConfig['rows'];
  const submit = form.onSubmit((values) => {
    save.mutateAsync(shippingConfigInput.parse(values)).catch(() => undefined);
  });
  const carrierOf = (row: Row) => row.accountOptions.find((a) => a.id === row.carrierAccountId)?.carrier;
  return (
    <form onSubmit={submit} noValidate>
      <Stack data-testid="shipping-config">
        <Group justify="space-between">
          <Title order={3}>{t('customers:shippingConfig.title')}</Title>
          <CustomerSelect
            aria-label={t('customers:customer')}
            allowDeselect={false}
            value={customerId || null}
            onChange={(v) => v && chooseCustomer(v)}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('customers:shippingConfig.note')}
        </Text>
        <DataTable<Row>
          records={rows.map((r, index) => ({ ...r, index }))}
          rowKey={(r) => r.warehouseId}
          columns={[
            { accessor: 'warehouseName', title: 'customers:shippingConfig.warehouse' },
            {
              key: 'account',
              title: 'customers:shippingConfig.account',
              render: (r) => (
                <Select
                  aria-label={`${r.warehouseName} ${t('customers:shippingConfig.account')}`}
                  data={r.accountOptions.map((a) => ({
                    value: a.id,
                    label: `${a.accountName} (${a.carrier})`,
                  }))}
                  {...form.getInputProps(`rows.${r.index}.carrierAccountId`)}
                  onChange={(v) => {
                    form.setFieldValue(`rows.${r.index}.carrierAccountId`, v);
                    form.setFieldValue(`rows.${r.index}.serviceCode`, null);
                  }}
                />
              ),
            },
            {
              key: 'service',
              title: 'customers:shippingConfig.service',
              render: (r) => (
                <Select
                  aria-label={`${r.warehouseName} ${t('customers:shippingConfig.service')}`}
                  data={(services.data ?? [])
                    .filter((s) => s.carrier === carrierOf(r))
                    .map((s) => ({ value: s.serviceCode, label: s.serviceName }))}
                  {...form.getInputProps(`rows.${r.index}.serviceCode`)}
                />
              ),
            },
          ]}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!customerId}>
            {t('resource:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
