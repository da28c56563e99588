import { Chip, Group, Select, Stack, Textarea } from '@mantine/core';
import {
  type RelationRow,
  relationInput,
  relationKinds,
  syncDataKinds,
  tenantAdminEndpoints,
} from '@wms/api';
import { FormDialog, type ResourceFormProps, useApiMutation, useApiQuery, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** Records that one tenant's data may go to another: the kind of relationship and what is shared. */
export function TenantRelationDialog({ onClose, onDone }: ResourceFormProps<RelationRow>) {
  const { t } = useTranslation();
  const save = useApiMutation(tenantAdminEndpoints.saveRelation);
  const tenants = useApiQuery(tenantAdminEndpoints.getTenantList, { pageIndex: 1, pageSize: 100 });
  const options = (tenants.data?.items ?? []).map((row) => ({
    value: row.id,
    label: `${row.code} · ${row.name}`,
  }));
  const form = useZodForm(relationInput, {
    initialValues: {
      tenantId: '',
      partnerTenantId: '',
      kind: 'cooperate',
      dataKinds: ['product'],
      customerIds: [] as string[],
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(relationInput.parse(values));
      onDone();
    } catch {
      // The request layer has shown the refusal.
    }
  });
  const customers = (form.values.customerIds as string[]).join('\n');
  return (
    <FormDialog
      title={t('tenants:addRelation')}
      width={560}
      onClose={onClose}
      onSubmit={submit}
      loading={save.isPending}
    >
      <Select
        label={t('tenants:source')}
        withAsterisk
        searchable
        data={options}
        {...form.getInputProps('tenantId')}
      />
      <Select
        label={t('tenants:relationKind')}
        withAsterisk
        allowDeselect={false}
        data={relationKinds.map((k) => ({ value: k, label: t(`tenants:relationKind.${k}`) }))}
        {...form.getInputProps('kind')}
      />
      <Select
        label={t('tenants:partner')}
        withAsterisk
        searchable
        data={options}
        {...form.getInputProps('partnerTenantId')}
      />
      <Stack gap={4}>
        <span>{t('tenants:dataKinds')}</span>
        <Chip.Group multiple {...form.getInputProps('dataKinds')}>
          <Group gap="xs">
            {syncDataKinds.map((k) => (
              <Chip key={k} value={k} size="sm">
                {t(`tenants:dataKind.${k}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Textarea
        label={t('tenants:customerIds')}
        autosize
        minRows={2}
        value={customers}
        onChange={(e) =>
          form.setFieldValue(
            'customerIds',
            e.currentTarget.value
              .split(/[\s,]+/)
              .map((v) => v.trim())
              .filter(Boolean),
          )
        }
        error={form.errors.customerIds}
      />
    </FormDialog>
  );
}
