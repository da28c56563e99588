import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { customerEndpoints, customerStoreEndpoints, storeInputSchema } from '@wms/api';
import { useApiMutation, useApiQuery, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** A customer's stores (CustomerStore calls): add, enable and disable; names have no spaces (spec §5). */
export function StoresPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customerId') ?? '';
  const customers = useApiQuery(customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 100 });
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
      <Select
        label={t('customers:customer')}
        searchable
        w={320}
        data={(customers.data?.items ?? []).map((c) => ({
          value: c.id,
          label: `${c.customerCode} ${c.shortName}`,
        }))}
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
      {customerId && stores.data?.length === 0 && <Text c="dimmed">{t('resource:empty')}</Text>}
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('customers:storeName')}</Table.Th>
            <Table.Th>{t('customers:platform')}</Table.Th>
            <Table.Th>{t('customers:authorised')}</Table.Th>
            <Table.Th>{t('customers:storeState')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(stores.data ?? []).map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td>{s.platform}</Table.Td>
              <Table.Td>{t(s.isAuthorized ? 'customers:authorisedYes' : 'customers:authorisedNo')}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={s.isEnabled ? 'green' : 'gray'}>
                  {t(s.isEnabled ? 'masterdata:enable.enabled' : 'masterdata:enable.disabled')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() =>
                    (s.isEnabled ? disable : enable).mutateAsync({ id: s.id }).catch(() => undefined)
                  }
                >
                  {t(s.isEnabled ? 'customers:disableStore' : 'customers:enableStore')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
