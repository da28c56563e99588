import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  DEFAULT_WAREHOUSE_CONFIG,
  routeTo,
  type Warehouse,
  warehouseEndpoints,
  warehouseInputSchema,
  warehouseUpdateSchema,
} from '@wms/api';
import { useApiMutation, useEditForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { WarehouseBasicFields, WarehouseRuleFields } from './warehouse-config-fields.tsx';

const EMPTY: Record<string, unknown> = {
  name: '',
  shortName: '',
  warehouseKey: '',
  contact: '',
  contactPhone: '',
  country: 'US',
  province: '',
  city: '',
  street: '',
  postcode: '',
  territory: null,
  shelfSqmAvg: '',
  unitStorageCapacity: '',
  type: 'selfOperated',
  state: 'operating',
  isDisabled: false,
  warningQuantity: '',
  receiptDay: 7,
  abnormalDay: 30,
  pickListOrderLimit: 50,
  config: DEFAULT_WAREHOUSE_CONFIG,
};
const OPTIONAL_NUMBERS = ['shelfSqmAvg', 'unitStorageCapacity', 'warningQuantity'];
const blankToNull = (values: unknown) => {
  const out = { ...(values as Record<string, unknown>) };
  for (const key of OPTIONAL_NUMBERS) if (out[key] === '') out[key] = null;
  return out;
};
const fromWarehouse = (w: Warehouse & { config: unknown }) =>
  Object.fromEntries(
    Object.keys(EMPTY).map((key) => [key, (w as Record<string, unknown>)[key] ?? EMPTY[key]]),
  );

/** Create a warehouse or edit one with its configuration (route /system/warehouse/warehouse-config?id=). */
export function WarehouseConfigPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const schema = z.preprocess(blankToNull, id ? warehouseUpdateSchema : warehouseInputSchema);
  const create = useApiMutation(warehouseEndpoints.create);
  const update = useApiMutation(warehouseEndpoints.update);
  const { form, loading, submit } = useEditForm(warehouseEndpoints.getDetail, id, schema, {
    initialValues: { ...EMPTY, id },
    toValues: (warehouse) => ({ ...fromWarehouse(warehouse), id: warehouse.id }),
    save: async (values) => {
      const input = schema.parse(values);
      if (id) await update.mutateAsync(input as never);
      else {
        const created = await create.mutateAsync(input as never);
        navigate(routeTo('warehouses.config', { id: created.id }), { replace: true });
      }
    },
  });

  if (loading) {
    return (
      <Stack p="md">
        <Text c="dimmed">{t('resource:loading')}</Text>
      </Stack>
    );
  }
  return (
    <Stack p="md" data-testid="warehouse-config">
      <Title order={3}>{t('settings:warehouseConfig')}</Title>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack>
          <WarehouseBasicFields form={form} />
          <WarehouseRuleFields form={form} warehouseId={id} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(routeTo('warehouses.list'))}>
              {t('settings:backToWarehouses')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('resource:save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
