import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  CONTACT_DUTIES,
  type CustomerContact,
  customerConfigEndpoints,
  customerContactsInput,
} from '@wms/api';
import { DataTable, useApiMutation, useApiQuery, useFormFill, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

type Row = CustomerContact & { index: number };
const TEXTS = [
  ['phone', 'customers:tel'],
  ['email', 'customers:email'],
  ['remark', 'customers:contacts.remark'],
] as const;

/** The docking (contact) people of a customer: the whole list is edited and saved at once. */
export function ContactsTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const list = useApiQuery(customerConfigEndpoints.getContactList, { customerId });
  const save = useApiMutation(customerConfigEndpoints.saveContactList);
  const form = useZodForm(customerContactsInput, {
    initialValues: { customerId, contacts: [] as CustomerContact[] },
  });
  useFormFill(form, list.data ? `${customerId}:${list.dataUpdatedAt}` : null, () =>
    list.data ? { customerId, contacts: list.data.contacts.map(({ id: _id, ...c }) => c) } : undefined,
  );
  const rows = form.getValues().contacts as CustomerContact[];
  const submit = form.onSubmit((values) => {
    save.mutateAsync(customerContactsInput.parse(values)).catch(() => undefined);
  });
  const cell =
    (name: keyof CustomerContact, label: (typeof TEXTS)[number][1] | 'customers:contacts.name') =>
    (r: Row) => (
      <TextInput
        aria-label={`${t(label)} ${r.index + 1}`}
        {...form.getInputProps(`contacts.${r.index}.${name}`)}
      />
    );
  return (
    <form onSubmit={submit} noValidate data-testid="contacts-tab">
      <Stack>
        <DataTable<Row>
          records={rows.map((r, index) => ({ ...r, index }))}
          rowKey={(r) => r.index}
          empty={t('customers:contacts.none')}
          columns={[
            {
              key: 'name',
              title: 'customers:contacts.name',
              render: cell('name', 'customers:contacts.name'),
            },
            {
              key: 'duty',
              title: 'customers:contacts.duty',
              render: (r) => (
                <Select
                  aria-label={`${t('customers:contacts.duty')} ${r.index + 1}`}
                  allowDeselect={false}
                  data={CONTACT_DUTIES.map((d) => ({ value: d, label: t(`customers:contacts.duty.${d}`) }))}
                  {...form.getInputProps(`contacts.${r.index}.duty`)}
                />
              ),
            },
            ...TEXTS.map(([name, label]) => ({ key: name, title: label, render: cell(name, label) })),
            {
              key: 'remove',
              render: (r) => (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => form.removeListItem('contacts', r.index)}
                >
                  {t('customers:quotation.remove')}
                </Button>
              ),
            },
          ]}
        />
        <Group>
          {/* Not before the saved list has arrived: filling the form with it would drop a row added first. */}
          <Button
            variant="default"
            disabled={!list.data}
            onClick={() =>
              form.insertListItem('contacts', {
                name: '',
                duty: 'business',
                phone: '',
                email: '',
                remark: '',
              })
            }
          >
            {t('customers:contacts.add')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!list.data}>
            {t('resource:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
