import { MultiSelect, NumberInput, Select, SimpleGrid, Switch, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  AGE_RULES,
  locationEndpoints,
  PICKING_ROUTES,
  PRIORITY_AXES,
  QUANTITY_RULES,
  TERRITORIES,
  WAREHOUSE_STATES,
  WAREHOUSE_TYPES,
} from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

// biome-ignore lint/suspicious/noExplicitAny: the values are the contract's input, checked by zod
export type WarehouseForm = UseFormReturnType<any>;

const TEXTS = [
  'name',
  'shortName',
  'warehouseKey',
  'contact',
  'contactPhone',
  'country',
  'province',
  'city',
  'street',
  'postcode',
] as const;
const REQUIRED = new Set(['name', 'shortName', 'warehouseKey', 'country']);
const NUMBERS = [
  'shelfSqmAvg',
  'unitStorageCapacity',
  'warningQuantity',
  'receiptDay',
  'abnormalDay',
  'pickListOrderLimit',
] as const;
const AXIS_LABEL: Record<string, MessageKey> = {
  row: 'settings:rule.priorityRow',
  column: 'settings:rule.priorityColumn',
  high: 'settings:rule.priorityHeight',
};

/** Every warehouse field. */
export function WarehouseBasicFields({ form }: { form: WarehouseForm }) {
  const { t } = useTranslation();
  const enumSelect = (name: string, values: readonly string[], prefix: string, clearable = false) => (
    <Select
      label={t(`settings:${name}` as MessageKey)}
      clearable={clearable}
      allowDeselect={clearable}
      data={values.map((v) => ({ value: v, label: t(`${prefix}.${v}` as MessageKey) }))}
      {...form.getInputProps(name)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {TEXTS.map((name) => (
        <TextInput
          key={name}
          label={t(`settings:${name}`)}
          withAsterisk={REQUIRED.has(name)}
          {...form.getInputProps(name)}
        />
      ))}
      {enumSelect('territory', TERRITORIES, 'masterdata:territory', true)}
      {enumSelect('type', WAREHOUSE_TYPES, 'masterdata:warehouseType')}
      {enumSelect('state', WAREHOUSE_STATES, 'masterdata:warehouseState')}
      {NUMBERS.map((name) => (
        <NumberInput key={name} label={t(`settings:${name}`)} {...form.getInputProps(name)} />
      ))}
      <Switch
        mt="lg"
        label={t('settings:isDisabled')}
        {...form.getInputProps('isDisabled', { type: 'checkbox' })}
      />
    </SimpleGrid>
  );
}

/** Picking route and allocation rules. */
export function WarehouseRuleFields({ form, warehouseId }: { form: WarehouseForm; warehouseId?: string }) {
  const { t } = useTranslation();
  const locations = useApiQuery(
    locationEndpoints.getList,
    { warehouseId: warehouseId ?? '' },
    { enabled: Boolean(warehouseId) },
  );
  const locationOptions = (locations.data ?? []).map((l) => ({ value: l.id, label: l.locationName }));
  return (
    <>
      <Title order={5}>{t('settings:allocationRules')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('settings:pickingRoute')}
          allowDeselect={false}
          data={PICKING_ROUTES.map((v) => ({ value: v, label: t(`masterdata:pickingRoute.${v}`) }))}
          {...form.getInputProps('config.pickingRoute')}
        />
        <Select
          label={t('settings:priorityBy')}
          clearable
          data={PRIORITY_AXES.map((v) => ({ value: v, label: t(AXIS_LABEL[v]!) }))}
          {...form.getInputProps('config.priorityBy')}
        />
        <Select
          label={t('settings:inventoryAgeRule')}
          allowDeselect={false}
          data={AGE_RULES.map((v) => ({ value: v, label: t(`settings:ageRule.${v}`) }))}
          {...form.getInputProps('config.inventoryAge')}
        />
        <Select
          label={t('settings:quantityRule')}
          clearable
          data={QUANTITY_RULES.map((v) => ({
            value: v,
            label: t(v === 'fewFirst' ? 'settings:rule.quantityFewFirst' : 'settings:rule.quantityManyFirst'),
          }))}
          {...form.getInputProps('config.quantityRule')}
        />
        <MultiSelect
          label={t('settings:rule.priorityLocations')}
          searchable
          disabled={!warehouseId}
          data={locationOptions}
          {...form.getInputProps('config.priorityLocationIds')}
        />
        <MultiSelect
          label={t('settings:rule.shieldedLocations')}
          searchable
          disabled={!warehouseId}
          data={locationOptions}
          {...form.getInputProps('config.shieldedLocationIds')}
        />
      </SimpleGrid>
    </>
  );
}
