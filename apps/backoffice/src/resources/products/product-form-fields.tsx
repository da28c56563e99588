import { MultiSelect, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LOCATION_TYPES, PRODUCT_ATTRS, PRODUCT_TYPES } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { CustomerSelect } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from './product-options.tsx';

// biome-ignore lint/suspicious/noExplicitAny: the form's values are the contract's input, checked by zod
export type ProductForm = UseFormReturnType<any>;

const TEXT_FIELDS = ['productNo', 'nameCn', 'nameEn', 'upc', 'productBarcode', 'cartonBarcode'] as const;
const REQUIRED = new Set(['productNo', 'nameCn', 'nameEn']);
const SIZE_FIELDS: [string, MessageKey][] = [
  ['length', 'products:lengthIn'],
  ['width', 'products:widthIn'],
  ['height', 'products:heightIn'],
  ['weight', 'products:weightLb'],
  ['cartonLength', 'products:cartonLengthIn'],
  ['cartonWidth', 'products:cartonWidthIn'],
  ['cartonHeight', 'products:cartonHeightIn'],
  ['cartonWeight', 'products:cartonWeightLb'],
];
const SIZE_REQUIRED = new Set(['length', 'width', 'height', 'weight']);

/** Every field of a formal product; the field rules come from the contract schema through the form. */
export function ProductFormFields({ form, editing }: { form: ProductForm; editing: boolean }) {
  const { t } = useTranslation();
  const categories = useCategoryOptions();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CustomerSelect
          label={t('products:customer')}
          withAsterisk
          disabled={editing}
          {...form.getInputProps('customerId')}
        />
        {TEXT_FIELDS.map((name) => (
          <TextInput
            key={name}
            label={t(`products:${name}`)}
            withAsterisk={REQUIRED.has(name)}
            {...form.getInputProps(name)}
          />
        ))}
        <Select
          label={t('products:productType')}
          data={PRODUCT_TYPES.map((v) => ({ value: v, label: t(`masterdata:productType.${v}`) }))}
          allowDeselect={false}
          {...form.getInputProps('productType')}
        />
        <Select
          label={t('products:categoryId')}
          clearable
          searchable
          data={categories}
          {...form.getInputProps('categoryId')}
        />
        <Select
          label={t('products:locationType')}
          clearable
          data={LOCATION_TYPES.map((v) => ({ value: v, label: t(`masterdata:locationType.${v}`) }))}
          {...form.getInputProps('locationType')}
        />
        <NumberInput
          label={t('products:declarationAmountUsd')}
          withAsterisk
          decimalScale={4}
          {...form.getInputProps('declarationAmount')}
        />
        <NumberInput
          label={t('products:cartonRate')}
          withAsterisk
          allowDecimal
          {...form.getInputProps('cartonRate')}
        />
        <MultiSelect
          label={t('products:attrs')}
          data={PRODUCT_ATTRS.map((v) => ({ value: v, label: t(`masterdata:productAttr.${v}`) }))}
          {...form.getInputProps('attrs')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {SIZE_FIELDS.map(([name, label]) => (
          <NumberInput
            key={name}
            label={t(label)}
            withAsterisk={SIZE_REQUIRED.has(name)}
            decimalScale={4}
            {...form.getInputProps(name)}
          />
        ))}
      </SimpleGrid>
      <Textarea label={t('products:remark')} autosize minRows={2} {...form.getInputProps('remark')} />
    </>
  );
}
