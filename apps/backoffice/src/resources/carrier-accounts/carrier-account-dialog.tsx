import { PasswordInput, SimpleGrid, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  CARRIER_SECRET_FIELDS,
  type CarrierAccount,
  carrierAccountEndpoints,
  carrierAccountInput,
  carrierAccountUpdate,
} from '@wms/api';
import { FormDialog, type ResourceFormProps, useApiMutation, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

const PLAIN = [
  'accountNumber',
  'meterNumber',
  'hubid',
  'labelType',
  'labelStockType',
  'accoutType',
  'channelType',
  'consumerId',
  'userID',
] as const;

/**
 * A new carrier account (no row) or an edit of the row. Secret fields start empty every time: the server
 * never sends them back, only whether each is set, and an empty one keeps what is stored.
 */
export function CarrierAccountDialog({ rows, onClose, onDone }: ResourceFormProps<CarrierAccount>) {
  const { t } = useTranslation();
  const row = rows[0];
  const schema = row ? carrierAccountUpdate : carrierAccountInput;
  const form = useZodForm(schema, {
    initialValues: {
      ...(row ? { id: row.id } : {}),
      accountName: row?.accountName ?? '',
      carrier: row?.carrier ?? '',
      ...Object.fromEntries(PLAIN.map((f) => [f, row?.[f] ?? ''])),
      isEnabled: row?.isEnabled ?? true,
      ...Object.fromEntries(CARRIER_SECRET_FIELDS.map((f) => [f, ''])),
    },
  });
  const create = useApiMutation(carrierAccountEndpoints.create);
  const update = useApiMutation(carrierAccountEndpoints.update);
  const submit = form.onSubmit(async (values) => {
    const saved = row
      ? update.mutateAsync(carrierAccountUpdate.parse(values))
      : create.mutateAsync(carrierAccountInput.parse(values));
    await saved.then(onDone, () => undefined);
  });
  return (
    <FormDialog
      title={t(row ? 'settings:carrier.edit' : 'settings:carrier.add')}
      width={720}
      onClose={onClose}
      onSubmit={submit}
      loading={create.isPending || update.isPending}
    >
      <SimpleGrid cols={2}>
        <TextInput
          label={t('settings:carrier.accountName')}
          withAsterisk
          {...form.getInputProps('accountName')}
        />
        <TextInput label={t('settings:carrier.carrier')} withAsterisk {...form.getInputProps('carrier')} />
        {PLAIN.map((f) => (
          <TextInput key={f} label={t(`settings:carrier.${f}`)} {...form.getInputProps(f)} />
        ))}
      </SimpleGrid>
      <Switch
        label={t('settings:carrier.isEnabled')}
        {...form.getInputProps('isEnabled', { type: 'checkbox' })}
      />
      <Title order={5}>{t('settings:carrier.secrets')}</Title>
      <Text size="sm" c="dimmed">
        {t('settings:carrier.secretsNote')}
      </Text>
      <SimpleGrid cols={2}>
        {CARRIER_SECRET_FIELDS.map((f) => (
          <PasswordInput
            key={f}
            label={t(`settings:carrier.${f}`)}
            description={t(
              row?.secretsSet[f] ? 'settings:carrier.secretSet' : 'settings:carrier.secretNotSet',
            )}
            autoComplete="new-password"
            {...form.getInputProps(f)}
          />
        ))}
      </SimpleGrid>
    </FormDialog>
  );
}
