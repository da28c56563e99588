import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { productEndpoints } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import type { ProductForm } from './product-form-fields.tsx';

/**
 * A list of products of one customer with a quantity each, kept in `form.values[field]`: the components of
 * a combination, or the formal products a sale product is made of.
 */
export function ProductQuantityList(props: {
  form: ProductForm;
  field: string;
  customerId: string | undefined;
  excludeId?: string;
  title: MessageKey;
  testId: string;
}) {
  const { t } = useTranslation();
  const { form, field, customerId } = props;
  const products = useApiQuery(
    productEndpoints.getAllList,
    { customerId: customerId ?? '' },
    { enabled: Boolean(customerId) },
  );
  const options = (products.data ?? [])
    .filter((p) => p.id !== props.excludeId)
    .map((p) => ({ value: p.id, label: `${p.productNo} ${p.nameEn}` }));
  const items: { productId: string; quantity: number }[] = form.values[field];
  return (
    <Stack gap="xs" data-testid={props.testId}>
      <Text fw={500}>{t(props.title)}</Text>
      {items.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
        <Group key={index} align="flex-end">
          <Select
            label={t('products:component')}
            searchable
            data={options}
            style={{ flex: 1 }}
            {...form.getInputProps(`${field}.${index}.productId`)}
          />
          <NumberInput
            label={t('products:componentQuantity')}
            w={140}
            {...form.getInputProps(`${field}.${index}.quantity`)}
          />
          <Button variant="subtle" color="red" onClick={() => form.removeListItem(field, index)}>
            {t('resource:delete')}
          </Button>
        </Group>
      ))}
      {form.errors[field] && (
        <Text c="red" size="sm" role="alert">
          {form.errors[field]}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => form.insertListItem(field, { productId: '', quantity: 1 })}
        >
          {t('products:addComponent')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The components of a combination: products of the same customer with their quantities. */
export function ProductComponentsField({ form, selfId }: { form: ProductForm; selfId?: string }) {
  if (form.values.productType === 'single') return null;
  return (
    <ProductQuantityList
      form={form}
      field="components"
      customerId={form.values.customerId || undefined}
      excludeId={selfId}
      title={'products:components' as const}
      testId="product-components"
    />
  );
}
