import { NumberInput, PasswordInput, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import {
  MAIL_PROVIDER_PRESETS,
  type MailAccount,
  type MailProvider,
  mailAccountEndpoints,
  mailAccountInput,
  mailAccountUpdate,
  mailEncryptions,
  mailProviders,
  sendTestMailInput,
} from '@wms/api';
import { FormDialog, type ResourceFormProps, useApiMutation, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/**
 * A new outgoing account (no row) or an edit. A supported provider fixes server, port and encryption; the
 * password field starts empty every time, since the server never sends it back.
 */
export function MailAccountDialog({ rows, onClose, onDone }: ResourceFormProps<MailAccount>) {
  const { t } = useTranslation();
  const row = rows[0];
  const schema = row ? mailAccountUpdate : mailAccountInput;
  const preset = MAIL_PROVIDER_PRESETS.gmail;
  const form = useZodForm(schema, {
    initialValues: {
      ...(row ? { id: row.id } : {}),
      provider: row?.provider ?? 'gmail',
      mailEmail: row?.mailEmail ?? '',
      mailAccout: row?.mailAccout ?? '',
      mailStmp: row?.mailStmp ?? preset.host,
      mailPort: row?.mailPort ?? preset.port,
      mailSel: row?.mailSel ?? preset.encryption,
      mailPassword: '',
      mailEnable: row?.mailEnable ?? true,
      isDefault: row?.isDefault ?? false,
    },
  });
  const create = useApiMutation(mailAccountEndpoints.create);
  const update = useApiMutation(mailAccountEndpoints.update);
  const submit = form.onSubmit(async (values) => {
    const saved = row
      ? update.mutateAsync(mailAccountUpdate.parse(values))
      : create.mutateAsync(mailAccountInput.parse(values));
    await saved.then(onDone, () => undefined);
  });
  const provider = form.getValues().provider as MailProvider;
  const fixed = provider !== 'custom';
  const chooseProvider = (value: string | null) => {
    const next = (value ?? 'custom') as MailProvider;
    form.setFieldValue('provider', next);
    if (next === 'custom') return;
    const { host, port, encryption } = MAIL_PROVIDER_PRESETS[next];
    form.setValues({ mailStmp: host, mailPort: port, mailSel: encryption });
  };
  return (
    <FormDialog
      title={t(row ? 'mail:edit' : 'mail:add')}
      width={720}
      onClose={onClose}
      onSubmit={submit}
      loading={create.isPending || update.isPending}
    >
      <SimpleGrid cols={2}>
        <Select
          label={t('mail:provider')}
          allowDeselect={false}
          data={mailProviders.map((p) => ({ value: p, label: t(`mail:provider.${p}`) }))}
          {...form.getInputProps('provider')}
          onChange={chooseProvider}
        />
        <TextInput label={t('mail:mailEmail')} withAsterisk {...form.getInputProps('mailEmail')} />
        <TextInput
          label={t('mail:mailAccout')}
          description={t('mail:mailAccoutHint')}
          {...form.getInputProps('mailAccout')}
        />
        <PasswordInput
          label={t('mail:mailPassword')}
          description={t(row?.passwordSet ? 'mail:passwordSet' : 'mail:passwordNotSet')}
          autoComplete="new-password"
          {...form.getInputProps('mailPassword')}
        />
        <TextInput
          label={t('mail:mailStmp')}
          withAsterisk
          readOnly={fixed}
          {...form.getInputProps('mailStmp')}
        />
        <NumberInput
          label={t('mail:mailPort')}
          withAsterisk
          min={1}
          max={65535}
          readOnly={fixed}
          {...form.getInputProps('mailPort')}
        />
        <Select
          label={t('mail:mailSel')}
          allowDeselect={false}
          readOnly={fixed}
          data={mailEncryptions.map((e) => ({ value: e, label: t(`mail:mailSel.${e}`) }))}
          {...form.getInputProps('mailSel')}
        />
      </SimpleGrid>
      <Switch label={t('mail:mailEnable')} {...form.getInputProps('mailEnable', { type: 'checkbox' })} />
      <Switch label={t('mail:isDefault')} {...form.getInputProps('isDefault', { type: 'checkbox' })} />
      <Text size="sm" c="dimmed">
        {t('mail:passwordNote')}
      </Text>
    </FormDialog>
  );
}

/** Sends a test mail through the row's account to an address the user types. */
export function SendTestDialog({ rows, onClose, onDone }: ResourceFormProps<MailAccount>) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const form = useZodForm(sendTestMailInput, { initialValues: { id: row.id, to: '' } });
  const send = useApiMutation(mailAccountEndpoints.sendTest);
  const submit = form.onSubmit(async (values) => {
    await send.mutateAsync(sendTestMailInput.parse(values)).then(onDone, () => undefined);
  });
  return (
    <FormDialog title={t('mail:sendTest')} onClose={onClose} onSubmit={submit} loading={send.isPending}>
      <TextInput label={t('mail:mailEmail')} value={row.mailEmail} readOnly />
      <TextInput label={t('mail:testTo')} withAsterisk {...form.getInputProps('to')} />
    </FormDialog>
  );
}
