import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type MailRecipients, mailRecipientEndpoints, mailRecipientsSchema } from '@wms/api';
import {
  DateField,
  FormDialog,
  type ResourceFormProps,
  useApiMutation,
  useApiQuery,
  useFormFill,
  useZodForm,
} from '@wms/ui';
import { useTranslation } from 'react-i18next';

interface CustomerRow {
  customerId: string;
  customerName: string;
}
type Form = ReturnType<typeof useZodForm<typeof mailRecipientsSchema, MailRecipients>>;
type ListName = 'receivers' | 'cc' | 'away';

/** One list of the dialog: a row per address, with add and remove. */
function AddressList({ form, name, titleKey }: { form: Form; name: ListName; titleKey: string }) {
  const { t } = useTranslation();
  const items = form.getValues()[name];
  const blank = name === 'away' ? { email: '', from: '', until: '' } : { email: '', name: '' };
  return (
    <Stack gap={6} data-testid={`mail-list-${name}`}>
      <Group justify="space-between">
        <Title order={6}>{t(titleKey)}</Title>
        <Button size="xs" variant="light" onClick={() => form.insertListItem(name, blank)}>
          {t('mail:addRow')}
        </Button>
      </Group>
      {name === 'away' && (
        <Text size="xs" c="dimmed">
          {t('mail:awayHint')}
        </Text>
      )}
      {items.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows of a form list have no id but their place
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('mail:email')}
            placeholder={t('mail:email')}
            style={{ flex: 2 }}
            {...form.getInputProps(`${name}.${index}.email`)}
          />
          {name === 'away' ? (
            <>
              <DateField
                aria-label={t('mail:from')}
                style={{ flex: 1 }}
                {...form.getInputProps(`${name}.${index}.from`)}
              />
              <DateField
                aria-label={t('mail:until')}
                style={{ flex: 1 }}
                {...form.getInputProps(`${name}.${index}.until`)}
              />
            </>
          ) : (
            <TextInput
              aria-label={t('mail:name')}
              placeholder={t('mail:name')}
              style={{ flex: 1 }}
              {...form.getInputProps(`${name}.${index}.name`)}
            />
          )}
          <Button variant="subtle" color="red" onClick={() => form.removeListItem(name, index)}>
            {t('mail:removeRow')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** A customer's receivers, CC and away lists, saved together. */
export function RecipientsDialog({ rows, onClose, onDone }: ResourceFormProps<CustomerRow>) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const loaded = useApiQuery(mailRecipientEndpoints.get, { customerId: row.customerId });
  const form: Form = useZodForm<typeof mailRecipientsSchema, MailRecipients>(mailRecipientsSchema, {
    initialValues: { customerId: row.customerId, receivers: [], cc: [], away: [] },
  });
  useFormFill(form, loaded.data ? row.customerId : null, () => loaded.data);
  const save = useApiMutation(mailRecipientEndpoints.save);
  const submit = form.onSubmit(async (values) => {
    await save.mutateAsync(mailRecipientsSchema.parse(values)).then(onDone, () => undefined);
  });
  return (
    <FormDialog
      title={`${t('mail:editRecipients')} · ${row.customerName}`}
      width={760}
      onClose={onClose}
      onSubmit={submit}
      loading={save.isPending || loaded.isLoading}
    >
      <AddressList form={form} name="receivers" titleKey="mail:receivers" />
      <AddressList form={form} name="cc" titleKey="mail:cc" />
      <AddressList form={form} name="away" titleKey="mail:away" />
    </FormDialog>
  );
}
