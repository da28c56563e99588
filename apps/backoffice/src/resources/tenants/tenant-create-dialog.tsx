import {
  Checkbox,
  Divider,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { createTenantInput, editions, type TenantRow, tenantAdminEndpoints } from '@wms/api';
import { FormDialog, type ResourceFormProps, useApiMutation, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** A new tenant: its plan and its first administrator, who changes the password at first login. */
export function TenantCreateDialog({ onClose, onDone }: ResourceFormProps<TenantRow>) {
  const { t } = useTranslation();
  const create = useApiMutation(tenantAdminEndpoints.createTenant);
  const form = useZodForm(createTenantInput, {
    initialValues: {
      code: '',
      name: '',
      edition: 'standard',
      orderLimit: 1000,
      warehouseLimit: 1,
      customerLimit: 10,
      isPDA: false,
      adminAccount: '',
      adminDisplayName: '',
      adminEmail: null as string | null,
      adminPassword: '',
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(createTenantInput.parse(values));
      onDone();
    } catch {
      // The request layer has shown the refusal.
    }
  });
  return (
    <FormDialog
      title={t('tenants:create')}
      width={640}
      onClose={onClose}
      onSubmit={submit}
      loading={create.isPending}
    >
      <SimpleGrid cols={2}>
        <TextInput label={t('tenants:code')} withAsterisk {...form.getInputProps('code')} />
        <TextInput label={t('tenants:name')} withAsterisk {...form.getInputProps('name')} />
        <Select
          label={t('tenants:edition')}
          withAsterisk
          allowDeselect={false}
          data={editions.map((e) => ({ value: e, label: t(`identity:edition.${e}`) }))}
          {...form.getInputProps('edition')}
        />
        <NumberInput
          label={t('tenants:orderLimit')}
          withAsterisk
          step={100}
          min={100}
          {...form.getInputProps('orderLimit')}
        />
        <NumberInput
          label={t('tenants:warehouseLimit')}
          withAsterisk
          min={1}
          {...form.getInputProps('warehouseLimit')}
        />
        <NumberInput
          label={t('tenants:customerLimit')}
          withAsterisk
          min={1}
          {...form.getInputProps('customerLimit')}
        />
      </SimpleGrid>
      <Checkbox label={t('tenants:isPDA')} {...form.getInputProps('isPDA', { type: 'checkbox' })} />
      <Divider label={t('tenants:admin')} labelPosition="left" />
      <SimpleGrid cols={2}>
        <TextInput label={t('tenants:adminAccount')} withAsterisk {...form.getInputProps('adminAccount')} />
        <TextInput
          label={t('tenants:adminDisplayName')}
          withAsterisk
          {...form.getInputProps('adminDisplayName')}
        />
        <TextInput
          label={t('tenants:adminEmail')}
          {...form.getInputProps('adminEmail')}
          value={(form.values.adminEmail as string | null) ?? ''}
          onChange={(e) => form.setFieldValue('adminEmail', e.currentTarget.value || null)}
        />
        <PasswordInput
          label={t('tenants:adminPassword')}
          withAsterisk
          {...form.getInputProps('adminPassword')}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('tenants:adminPasswordHint')}
      </Text>
    </FormDialog>
  );
}
