import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { bulkLocationSchema, DIRECTIONS, LOCATION_TYPES, locationEndpoints } from '@wms/api';
import { AppDialog, useApiMutation, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const RANGE = ['startRow', 'endRow', 'startColumn', 'endColumn', 'startHigh', 'endHigh'] as const;
const INITIAL = {
  prefix: 'A',
  channelNum: '',
  startRow: 1,
  endRow: 1,
  startColumn: 1,
  endColumn: 1,
  startHigh: 1,
  endHigh: 1,
  direction: null,
  locationType: 'shelf',
};

/** An empty aisle is "no aisle", the way the server reads it. */
const schema = z.preprocess(
  (values) => ({
    ...(values as object),
    channelNum: (values as { channelNum?: unknown }).channelNum || null,
  }),
  bulkLocationSchema,
);

const span = (from: unknown, to: unknown) => Math.max(0, Number(to) - Number(from) + 1) || 0;

/** Bulk creation: one location per row × column × level of the grid, all or none. */
export function BulkLocationsDialog(props: { warehouseId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(schema, { initialValues: { ...INITIAL, warehouseId: props.warehouseId } });
  const create = useApiMutation(locationEndpoints.batchCreate);
  const v = form.values;
  const count = span(v.startRow, v.endRow) * span(v.startColumn, v.endColumn) * span(v.startHigh, v.endHigh);
  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(schema.parse({ ...values, warehouseId: props.warehouseId }));
      props.onClose();
    } catch {
      // The request layer has shown the refusal; the grid stays as typed.
    }
  });
  return (
    <AppDialog opened={props.opened} onClose={props.onClose} title={t('settings:bulkCreate')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={2}>
            <TextInput label={t('settings:prefix')} {...form.getInputProps('prefix')} />
            <NumberInput label={t('settings:channelNum')} {...form.getInputProps('channelNum')} />
            {RANGE.map((name) => (
              <NumberInput
                key={name}
                label={t(`settings:${name}`)}
                withAsterisk
                {...form.getInputProps(name)}
              />
            ))}
            <Select
              label={t('settings:direction')}
              clearable
              data={DIRECTIONS.map((d) => ({ value: d, label: t(`masterdata:direction.${d}`) }))}
              {...form.getInputProps('direction')}
            />
            <Select
              label={t('settings:locationType')}
              allowDeselect={false}
              data={LOCATION_TYPES.map((d) => ({ value: d, label: t(`masterdata:locationType.${d}`) }))}
              {...form.getInputProps('locationType')}
            />
          </SimpleGrid>
          <Text size="sm" data-testid="bulk-count">
            {t('settings:bulkCount', {
              count,
              example: `${v.prefix}${pad(v.startRow)}-${pad(v.startColumn)}-${pad(v.startHigh)}`,
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('resource:cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('settings:bulkCreate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}

const pad = (n: unknown) => String(n).padStart(2, '0');
