import { MultiSelect, NumberInput, Select, SimpleGrid, Switch, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ACCOUNT_TYPES, SERVICE_STATES, warehouseEndpoints } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

// biome-ignore lint/suspicious/noExplicitAny: the values are the contract's input, checked by zod
export type CustomerForm = UseFormReturnType<any>;

const TEXTS: [string, MessageKey, boolean][] = [
  ['customerCode', 'customers:customerCode', true],
  ['shortName', 'customers:shortName', true],
  ['fullName', 'customers:fullName', true],
  ['contact', 'customers:contact', false],
  ['tel', 'customers:tel', false],
  ['email', 'customers:email', false],
  ['companyAddress', 'customers:companyAddress', false],
];

/** A customer's basic information (UpdateChannelListDetail). */
export function CustomerBasicFields({ form }: { form: CustomerForm }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {TEXTS.map(([name, label, required]) => (
        <TextInput key={name} label={t(label)} withAsterisk={required} {...form.getInputProps(name)} />
      ))}
      <Select
        label={t('customers:serviceState')}
        allowDeselect={false}
        data={SERVICE_STATES.map((v) => ({ value: v, label: t(`customers:service.${v}`) }))}
        {...form.getInputProps('serviceState')}
      />
      <Switch
        mt="lg"
        label={t('customers:isDisabled')}
        {...form.getInputProps('isDisabled', { type: 'checkbox' })}
      />
    </SimpleGrid>
  );
}

const NUMBERS: [string, MessageKey][] = [
  ['creditAmount', 'customers:fixedCredit'],
  ['paymentTermDays', 'customers:paymentTerm'],
  ['temporaryQuota', 'customers:temporaryQuota'],
  ['fedexDivisor', 'customers:fedexDivisor'],
  ['upsDivisor', 'customers:upsDivisor'],
  ['minChargeVolume', 'customers:minimumVolume'],
];

/** Account type, credit, available warehouses and the dimensional divisors (UpdateChannelDetail). */
export function CustomerConfigFields({ form }: { form: CustomerForm }) {
  const { t } = useTranslation();
  const warehouses = useApiQuery(warehouseEndpoints.getList, {});
  const tiers: number[] = form.values.weightTiers ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('customers:accountType')}
        allowDeselect={false}
        data={ACCOUNT_TYPES.map((v) => ({ value: v, label: t(`customers:accountType.${v}`) }))}
        {...form.getInputProps('accountType')}
      />
      {NUMBERS.map(([name, label]) => (
        <NumberInput key={name} label={t(label)} {...form.getInputProps(name)} />
      ))}
      <MultiSelect
        label={t('customers:availableWarehouses')}
        data={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
        {...form.getInputProps('warehouseIds')}
      />
      <TagsInput
        label={t('customers:weightTiersLb')}
        value={tiers.map(String)}
        error={form.errors.weightTiers}
        onChange={(values) => form.setFieldValue('weightTiers', values.map(Number))}
      />
    </SimpleGrid>
  );
}
