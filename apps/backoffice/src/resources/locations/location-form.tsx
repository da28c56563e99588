import { Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  DIRECTIONS,
  LOCATION_TYPES,
  type Location,
  locationEndpoints,
  locationInputSchema,
  locationUpdateSchema,
} from '@wms/api';
import { FormDialog, type ResourceFormProps, useApiMutation, useWarehouseParam, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

const COORDINATES = ['channelNum', 'row', 'column', 'high', 'pickOrder'] as const;

/** Creates one location in the screen's warehouse (no row) or edits the row it was opened on. */
export function LocationForm({ rows, onClose, onDone }: ResourceFormProps<Location>) {
  const { t } = useTranslation();
  const row = rows[0];
  const warehouseId = useWarehouseParam() ?? '';
  const schema = row ? locationUpdateSchema : locationInputSchema;
  const form = useZodForm(schema, {
    initialValues: {
      ...(row ? { id: row.id } : {}),
      warehouseId: row?.warehouseId ?? warehouseId,
      locationName: row?.locationName ?? '',
      channelNum: row?.channelNum ?? null,
      row: row?.row ?? null,
      column: row?.column ?? null,
      high: row?.high ?? null,
      direction: row?.direction ?? null,
      locationType: row?.locationType ?? 'shelf',
      pickOrder: row?.pickOrder ?? null,
      isDisabled: row?.isDisabled ?? false,
    },
    // An emptied number field means "no value" (the location lacks that coordinate).
    transformValues: (values) =>
      Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, v === '' && k !== 'locationName' ? null : v]),
      ) as typeof values,
  });
  const create = useApiMutation(locationEndpoints.create);
  const update = useApiMutation(locationEndpoints.update);
  const submit = form.onSubmit(async (values) => {
    const saved = row
      ? update.mutateAsync(locationUpdateSchema.parse(values))
      : create.mutateAsync(locationInputSchema.parse(values));
    await saved.then(onDone, () => undefined);
  });
  return (
    <FormDialog
      title={t(row ? 'settings:editLocation' : 'settings:createLocation')}
      width={640}
      onClose={onClose}
      onSubmit={submit}
      loading={create.isPending || update.isPending}
    >
      <SimpleGrid cols={2}>
        <TextInput label={t('settings:locationName')} withAsterisk {...form.getInputProps('locationName')} />
        <Select
          label={t('settings:locationType')}
          allowDeselect={false}
          data={LOCATION_TYPES.map((v) => ({ value: v, label: t(`masterdata:locationType.${v}`) }))}
          {...form.getInputProps('locationType')}
        />
        {COORDINATES.map((name) => (
          <NumberInput
            key={name}
            label={t(`settings:${name}`)}
            allowDecimal={false}
            {...form.getInputProps(name)}
          />
        ))}
        <Select
          label={t('settings:direction')}
          clearable
          data={DIRECTIONS.map((v) => ({ value: v, label: t(`masterdata:direction.${v}`) }))}
          {...form.getInputProps('direction')}
        />
      </SimpleGrid>
      <Checkbox
        label={t('settings:locationDisabled')}
        {...form.getInputProps('isDisabled', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
