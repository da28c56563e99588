import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import {
  SETTINGS_DEFAULTS,
  type SettingsGroup,
  settingsEndpoints,
  settingsSaveEndpoints,
  settingsSchemas,
} from '@wms/api';
import { useApiMutation, useApiQuery, useCan, useFormFill, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/**
 * One group of the tenant's system settings (shipping, miscellaneous, basic, other): its fields come from
 * the group's schema, validated the way the server validates them. Without the group's save point the
 * values are shown read-only.
 */
function SettingsPage({ group }: { group: SettingsGroup }) {
  const { t } = useTranslation();
  const schema = settingsSchemas[group];
  const names = Object.keys(schema.shape);
  const query = useApiQuery(settingsEndpoints.getAll, {});
  const endpoint = settingsSaveEndpoints[group];
  const save = useApiMutation(endpoint);
  const canSave = useCan()(endpoint);
  const form = useZodForm(schema, { initialValues: SETTINGS_DEFAULTS[group] as never });
  useFormFill(form, query.data ? 'loaded' : null, () => query.data?.[group] as never);
  const submit = form.onSubmit((values) => {
    save.mutateAsync(schema.parse(values) as never).catch(() => undefined);
  });
  return (
    <Stack p="md" data-testid={`settings-${group}`}>
      <Title order={3}>{t(`sysSettings:group.${group}`)}</Title>
      <Text size="sm" c="dimmed">
        {t(`sysSettings:group.${group}.note`)}
      </Text>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate maw={640}>
        <Stack>
          {/* The fields wait for the stored values, so nothing typed is overwritten when they arrive. */}
          {!query.data && <Text c="dimmed">{t('resource:loading')}</Text>}
          {query.data &&
            names.map((name) => (
              <NumberInput
                key={name}
                name={name}
                label={t(`sysSettings:field.${name}` as never)}
                description={t(`sysSettings:field.${name}.hint` as never)}
                allowDecimal={false}
                readOnly={!canSave}
                {...form.getInputProps(name)}
              />
            ))}
          {canSave && query.data && (
            <Group justify="flex-end">
              <Button
                variant="default"
                title={t('sysSettings:defaults.hint')}
                onClick={() => form.setValues(SETTINGS_DEFAULTS[group] as never)}
              >
                {t('sysSettings:defaults')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('resource:save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

export const ShippingSettingsPage = () => <SettingsPage group="shipping" />;
export const MiscSettingsPage = () => <SettingsPage group="misc" />;
export const BasicSettingsPage = () => <SettingsPage group="basic" />;
export const OtherSettingsPage = () => <SettingsPage group="other" />;
