import { PasswordInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  createUserInput,
  roleEndpoints,
  type UserRow,
  updateUserInput,
  userEndpoints,
  userKinds,
} from '@wms/api';
import {
  CustomerSelect,
  defineResource,
  FormDialog,
  PageTitle,
  type ResourceFormProps,
  ResourceList,
  useApiMutation,
  useApiQuery,
  useFormFill,
  useZodForm,
} from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { PdaMenusDialog } from './pda-menus-dialog.tsx';
import { CustomersField, WarehousesField } from './scope-fields.tsx';
import { WmsConfigDialog } from './wms-config-dialog.tsx';

/**
 * Creates an account (staff, customer user or PDA) or edits one: role, warehouse and customer lists.
 * A password given on edit is an administrator's reset.
 */
export function AccountForm({ rows, onClose, onDone }: ResourceFormProps<UserRow>) {
  const { t } = useTranslation();
  const row = rows[0];
  const detail = useApiQuery(
    userEndpoints.getUserNewDetail,
    { id: row?.id ?? '' },
    { enabled: Boolean(row) },
  );
  const roles = useApiQuery(roleEndpoints.getAll, {});
  const schema = row ? updateUserInput : createUserInput;
  const form = useZodForm(schema, {
    initialValues: {
      ...(row ? { id: row.id } : { account: '', kind: 'staff', needChangePwd: true }),
      displayName: row?.displayName ?? '',
      email: row?.email ?? null,
      phone: row?.phone ?? null,
      roleId: row?.roleId ?? '',
      customerId: row?.customerId ?? null,
      extraFunctionPoints: [],
      warehouseIds: [],
      customerIds: [],
      locale: row?.locale ?? 'zh-CN',
      isDisabled: row?.isDisabled ?? false,
      remark: '',
      password: row ? undefined : '',
      confirmPassword: row ? undefined : '',
    } as never,
  });
  useFormFill(form, detail.data?.id, () => {
    const d = detail.data;
    if (!d) return undefined;
    return {
      ...(form.getValues() as object),
      extraFunctionPoints: d.extraFunctionPoints,
      warehouseIds: d.warehouseList.map((w) => w.warehouseId),
      customerIds: d.customerList.map((c) => c.customerId),
      remark: d.remark,
    } as never;
  });
  const create = useApiMutation(userEndpoints.createNew);
  const update = useApiMutation(userEndpoints.updateNew);
  const submit = form.onSubmit(async (values) => {
    const plain = { ...(values as Record<string, unknown>) };
    if (row && !plain.password) {
      delete plain.password;
      delete plain.confirmPassword;
    }
    const saved = row
      ? update.mutateAsync(updateUserInput.parse(plain))
      : create.mutateAsync(createUserInput.parse(plain));
    await saved.then(onDone, () => undefined);
  });
  const values = form.getValues() as { kind?: string; warehouseIds: string[]; customerIds: string[] };
  const kind = row?.kind ?? values.kind;
  return (
    <FormDialog
      title={t(row ? 'settings:editAccount' : 'settings:addAccount')}
      width={720}
      onClose={onClose}
      onSubmit={submit}
      loading={create.isPending || update.isPending}
    >
      <SimpleGrid cols={2}>
        {row ? (
          <TextInput label={t('settings:account')} value={row.account} readOnly />
        ) : (
          <TextInput label={t('settings:account')} withAsterisk {...form.getInputProps('account')} />
        )}
        <Select
          label={t('settings:userKind')}
          allowDeselect={false}
          disabled={Boolean(row)}
          data={userKinds.map((v) => ({ value: v, label: t(`settings:userKind.${v}`) }))}
          {...(row ? { value: row.kind } : form.getInputProps('kind'))}
        />
        <TextInput label={t('settings:displayName')} withAsterisk {...form.getInputProps('displayName')} />
        <Select
          label={t('settings:role')}
          withAsterisk
          searchable
          data-testid="account-role"
          data={(roles.data ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }))}
          {...form.getInputProps('roleId')}
        />
        {kind === 'customer' && (
          <CustomerSelect label={t('settings:customer')} withAsterisk {...form.getInputProps('customerId')} />
        )}
        <TextInput label={t('settings:email')} {...form.getInputProps('email')} />
        <TextInput label={t('settings:phone')} {...form.getInputProps('phone')} />
        <PasswordInput
          label={t('settings:password')}
          withAsterisk={!row}
          description={row ? t('settings:resetPasswordHint') : undefined}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('settings:confirmPassword')}
          withAsterisk={!row}
          {...form.getInputProps('confirmPassword')}
        />
      </SimpleGrid>
      <WarehousesField
        labelKey="settings:warehouseList"
        testId="account-warehouses"
        value={values.warehouseIds}
        onChange={(ids) => form.setFieldValue('warehouseIds', ids as never)}
      />
      <CustomersField
        labelKey="settings:customerList"
        value={values.customerIds}
        onChange={(ids) => form.setFieldValue('customerIds', ids as never)}
      />
      {!row && (
        <Switch
          label={t('settings:needChangePwd')}
          {...form.getInputProps('needChangePwd', { type: 'checkbox' })}
        />
      )}
      <Switch label={t('settings:isDisabled')} {...form.getInputProps('isDisabled', { type: 'checkbox' })} />
      <Textarea label={t('settings:remark')} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}

export const accountsResource = defineResource({
  name: 'accounts',
  list: userEndpoints.getUserNewList,
  rowKey: 'id',
  tabs: {
    field: 'kind',
    items: [
      { label: 'resource:all' },
      ...userKinds.map((v) => ({ value: v, label: `settings:userKind.${v}` as const })),
    ],
  },
  filters: [
    { name: 'account', kind: 'text', label: 'settings:account' },
    { name: 'displayName', kind: 'text', label: 'settings:displayName' },
    {
      name: 'isDeleted',
      kind: 'select',
      label: 'settings:state',
      options: [
        { value: 'false', label: 'settings:active' },
        { value: 'true', label: 'settings:deactivated' },
      ],
    },
  ],
  columns: [
    { accessor: 'account', title: 'settings:account' },
    { accessor: 'displayName', title: 'settings:displayName' },
    { accessor: 'kind', title: 'settings:userKind', status: { prefix: 'settings:userKind' } },
    { accessor: 'roleName', title: 'settings:role' },
    { accessor: 'email', title: 'settings:email' },
    { accessor: 'phone', title: 'settings:phone' },
    { accessor: 'lastLoginTime', title: 'settings:lastLogin', kind: 'datetime' },
    { accessor: 'createdTime', title: 'settings:createdTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('edit', {
      label: 'resource:edit',
      endpoint: userEndpoints.updateNew,
      visible: (row) => !row.isDeleted,
    }),
    a.rowForm('pda', {
      label: 'settings:pdaConfig',
      endpoint: userEndpoints.updateNew,
      visible: (row) => row.kind === 'pda' && !row.isDeleted,
    }),
    a.rowForm('wms', {
      label: 'settings:wmsConfig',
      endpoint: userEndpoints.updateNew,
      visible: (row) => !row.isDeleted,
    }),
    a.call(userEndpoints.softDeleteNew, {
      label: 'settings:deactivate',
      color: 'red',
      confirm: 'settings:confirmDeactivate',
      input: (row) => ({ id: row.id }),
      visible: (row) => !row.isDeleted,
    }),
    a.call(userEndpoints.reactivate, {
      label: 'settings:reactivate',
      input: (row) => ({ id: row.id }),
      visible: (row) => row.isDeleted,
    }),
  ],
  toolbar: (a) => [a.form('create', { label: 'settings:addAccount', endpoint: userEndpoints.createNew })],
  forms: { create: AccountForm, edit: AccountForm, pda: PdaMenusDialog, wms: WmsConfigDialog },
});

export function AccountsPage() {
  return (
    <Stack p="md">
      <PageTitle fallback="settings:systemAccount" />
      <ResourceList resource={accountsResource} />
    </Stack>
  );
}
