import { Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  createRoleInput,
  dataPermissions,
  type RoleRow,
  roleEndpoints,
  routeTo,
  updateRoleInput,
} from '@wms/api';
import {
  defineResource,
  FormDialog,
  type ResourceFormProps,
  ResourceList,
  useApiMutation,
  useZodForm,
} from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { CustomersField, WarehousesField } from './scope-fields.tsx';

const permissionOptions = (t: (key: string) => string) =>
  dataPermissions.map((v) => ({ value: v, label: t(`settings:dataPermission.${v}`) }));

/** Creates a role (no row) or edits one: names, data permission and data condition. */
export function RoleForm({ rows, onClose, onDone }: ResourceFormProps<RoleRow>) {
  const { t } = useTranslation();
  const row = rows[0];
  const schema = row ? updateRoleInput : createRoleInput;
  const form = useZodForm(schema, {
    initialValues: {
      ...(row ? { id: row.id } : { code: '', functionPoints: [] }),
      name: row?.name ?? '',
      nameEn: row?.nameEn ?? '',
      dataPermission: row?.dataPermission ?? 'all',
      dataCondition: row?.dataCondition ?? { warehouseIds: [], customerIds: [] },
      remark: row?.remark ?? '',
    },
  });
  const create = useApiMutation(roleEndpoints.create);
  const update = useApiMutation(roleEndpoints.update);
  const submit = form.onSubmit(async (values) => {
    const saved = row
      ? update.mutateAsync(updateRoleInput.parse(values))
      : create.mutateAsync(createRoleInput.parse(values));
    await saved.then(onDone, () => undefined);
  });
  const condition = form.getValues().dataCondition;
  return (
    <FormDialog
      title={t(row ? 'settings:editRole' : 'settings:addRole')}
      width={640}
      onClose={onClose}
      onSubmit={submit}
      loading={create.isPending || update.isPending}
    >
      <SimpleGrid cols={2}>
        {row ? (
          <TextInput label={t('settings:roleCode')} value={row.code} readOnly />
        ) : (
          <TextInput label={t('settings:roleCode')} withAsterisk {...form.getInputProps('code')} />
        )}
        <Select
          label={t('settings:dataPermission')}
          allowDeselect={false}
          data={permissionOptions(t)}
          {...form.getInputProps('dataPermission')}
        />
        <TextInput label={t('settings:roleName')} withAsterisk {...form.getInputProps('name')} />
        <TextInput label={t('settings:roleNameEn')} withAsterisk {...form.getInputProps('nameEn')} />
      </SimpleGrid>
      <WarehousesField
        labelKey="settings:conditionWarehouses"
        hintKey="settings:conditionHint"
        testId="condition-warehouses"
        value={condition.warehouseIds}
        onChange={(ids) => form.setFieldValue('dataCondition.warehouseIds', ids)}
      />
      <CustomersField
        labelKey="settings:conditionCustomers"
        testId="condition-customers"
        value={condition.customerIds}
        onChange={(ids) => form.setFieldValue('dataCondition.customerIds', ids)}
      />
      <Textarea label={t('settings:remark')} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}

export const rolesResource = defineResource({
  name: 'roles',
  list: roleEndpoints.getPageList,
  rowKey: 'id',
  filters: [{ name: 'keyword', kind: 'text', label: 'settings:keyword' }],
  columns: [
    { accessor: 'code', title: 'settings:roleCode' },
    { accessor: 'name', title: 'settings:name' },
    {
      accessor: 'dataPermission',
      title: 'settings:dataPermission',
      status: { prefix: 'settings:dataPermission' },
    },
    {
      accessor: 'dataCondition',
      title: 'settings:dataCondition',
      render: (row) => <ConditionText row={row} />,
    },
    { accessor: 'userCount', title: 'settings:userCount' },
    { accessor: 'pointCount', title: 'settings:pointCount' },
    { accessor: 'createdTime', title: 'settings:createdTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.open({
      label: 'settings:empower',
      to: (row) => routeTo('system.role-empower', { id: row.id }),
      visible: (row) => !row.isAdmin,
    }),
    a.rowForm('edit', {
      label: 'resource:edit',
      endpoint: roleEndpoints.update,
      visible: (row) => !row.isAdmin,
    }),
    a.call(roleEndpoints.softDelete, {
      label: 'resource:delete',
      color: 'red',
      confirm: 'settings:confirmDeleteRole',
      success: 'resource:deleteSuccess',
      input: (row) => ({ id: row.id }),
      visible: (row) => !row.isAdmin,
    }),
  ],
  toolbar: (a) => [a.form('create', { label: 'settings:addRole', endpoint: roleEndpoints.create })],
  forms: { create: RoleForm, edit: RoleForm },
});

/** "2 warehouses, 1 customer", or the administrator mark. */
function ConditionText({ row }: { row: RoleRow }) {
  const { t } = useTranslation();
  if (row.isAdmin) return <>{t('settings:adminRole')}</>;
  const { warehouseIds, customerIds } = row.dataCondition;
  const parts = [
    warehouseIds.length ? `${t('settings:warehouseList')} ${warehouseIds.length}` : '',
    customerIds.length ? `${t('settings:customerList')} ${customerIds.length}` : '',
  ].filter(Boolean);
  return <>{parts.join(' · ') || '—'}</>;
}

export function RolesPage() {
  const { t } = useTranslation();
  return (
    <Stack p="md">
      <Title order={3}>{t('settings:role')}</Title>
      <ResourceList resource={rolesResource} />
    </Stack>
  );
}
