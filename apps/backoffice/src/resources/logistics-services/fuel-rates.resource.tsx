import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type FuelRate, fuelRateEndpoints, fuelRateInput } from '@wms/api';
import {
  DateField,
  defineResource,
  FormDialog,
  type ResourceFormProps,
  ResourcePage,
  useApiMutation,
  useZodForm,
} from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** A carrier's rate of one week (a Monday); a week already in force keeps its rate. */
function FuelRateDialog({ rows, onClose, onDone }: ResourceFormProps<FuelRate>) {
  const { t } = useTranslation();
  const row = rows[0];
  const form = useZodForm(fuelRateInput, {
    initialValues: {
      carrier: row?.carrier ?? '',
      weekStart: row?.weekStart ?? '',
      percent: row?.percent ?? 0,
    },
  });
  const save = useApiMutation(fuelRateEndpoints.save);
  const submit = form.onSubmit((values) => {
    save.mutateAsync(fuelRateInput.parse(values)).then(onDone, () => undefined);
  });
  return (
    <FormDialog
      title={t(row ? 'settings:fuel.edit' : 'settings:fuel.add')}
      onClose={onClose}
      onSubmit={submit}
      loading={save.isPending}
    >
      <Stack>
        <TextInput
          label={t('settings:carrier.carrier')}
          withAsterisk
          disabled={Boolean(row)}
          {...form.getInputProps('carrier')}
        />
        <DateField
          label={t('settings:fuel.weekStart')}
          description={t('settings:fuel.mondayRule')}
          withAsterisk
          disabled={Boolean(row)}
          {...form.getInputProps('weekStart')}
        />
        <NumberInput
          label={t('settings:fuel.percent')}
          withAsterisk
          decimalScale={2}
          min={0}
          max={100}
          {...form.getInputProps('percent')}
        />
        <Text size="sm" c="dimmed">
          {t('settings:fuel.note')}
        </Text>
      </Stack>
    </FormDialog>
  );
}

/** The weekly fuel-surcharge table of each carrier (quotation settings: additional charges). */
export const fuelRatesResource = defineResource({
  name: 'fuel-rates',
  list: fuelRateEndpoints.getPageList,
  rowKey: 'id',
  filters: [{ name: 'carrier', kind: 'text', label: 'settings:carrier.carrier' }],
  columns: [
    { accessor: 'carrier', title: 'settings:carrier.carrier', codeText: 'orders:carrierName' },
    { accessor: 'weekStart', title: 'settings:fuel.weekStart', kind: 'date' },
    { accessor: 'weekEnd', title: 'settings:fuel.weekEnd', kind: 'date' },
    { accessor: 'percent', title: 'settings:fuel.percent' },
    { accessor: 'updatedTime', title: 'customers:createdTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('edit', { label: 'resource:edit', endpoint: fuelRateEndpoints.save }),
    a.call(fuelRateEndpoints.delete, {
      label: 'resource:delete',
      color: 'red',
      confirm: 'settings:fuel.confirmDelete',
      input: (r) => ({ id: r.id }),
    }),
  ],
  toolbar: (a) => [a.form('edit', { label: 'settings:fuel.add', endpoint: fuelRateEndpoints.save })],
  forms: { edit: FuelRateDialog },
});

export function FuelRatesPage() {
  return <ResourcePage titleKey="settings:fuel.title" resource={fuelRatesResource} />;
}
