import { Badge, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { customerStoreEndpoints, storeInputSchema } from '@wms/api';
import { CustomerSelect, DataTable, useApiMutation, useApiQuery, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** A customer's stores (CustomerStore calls): add, enable and disable; names have no spaces. */
export function StoresPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customerId') ?? '';
  const stores = useApiQuery(
    customerStoreEndpoints.getList,
    { customerId },
    { enabled: Boolean(customerId) },
  );
  const enable = useApiMutation(customerStoreEndpoints.enable);
  const disable = useApiMutation(customerStoreEndpoints.disable);
  const create = useApiMutation(customerStoreEndpoints.create);
  const form = useZodForm(storeInputSchema, { initialValues: { customerId, name: '', platform: '' } });
  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, customerId });
      form.reset();
    } catch {
      // The request layer has shown the refusal.
    }
  });
  return (
    <Stack p="md" data-testid="stores">
      <Title order={3}>{t('customers:config.store')}</Title>
      <CustomerSelect
        label={t('customers:customer')}
        w={320}
        value={customerId || null}
        onChange={(value) => setParams(value ? { customerId: value } : {})}
      />
      {customerId && (
        <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
          <Group align="flex-start">
            <TextInput label={t('customers:storeName')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('customers:platform')} withAsterisk {...form.getInputProps('platform')} />
            <Button mt={24} type="submit" loading={create.isPending}>
              {t('customers:addStore')}
            </Button>
          </Group>
        </Paper>
      )}
      <DataTable
        striped
        records={stores.data ?? []}
        rowKey={(s) => s.id}
        loaded={Boolean(customerId) && stores.isSuccess}
        columns={[
          { accessor: 'name', title: 'customers:storeName' },
          { accessor: 'platform', title: 'customers:platform', codeText: 'orders:platformName' },
          {
            key: 'authorised',
            title: 'customers:authorised',
            render: (s) => t(s.isAuthorized ? 'customers:authorisedYes' : 'customers:authorisedNo'),
          },
          {
            key: 'state',
            title: 'customers:storeState',
            render: (s) => (
              <Badge variant="light" color={s.isEnabled ? 'green' : 'gray'}>
                {t(s.isEnabled ? 'masterdata:enable.enabled' : 'masterdata:enable.disabled')}
              </Badge>
            ),
          },
          {
            key: 'actions',
            render: (s) => (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() =>
                  (s.isEnabled ? disable : enable).mutateAsync({ id: s.id }).catch(() => undefined)
                }
              >
                {t(s.isEnabled ? 'customers:disableStore' : 'customers:enableStore')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
