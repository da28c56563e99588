import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { productEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import type { ProductForm } from './product-form-fields.tsx';

/** The components of a combination: products of the same customer with their quantities (spec §5). */
export function ProductComponentsField({ form, selfId }: { form: ProductForm; selfId?: string }) {
  const { t } = useTranslation();
  const customerId: string | undefined = form.values.customerId || undefined;
  const products = useApiQuery(
    productEndpoints.getAllList,
    { customerId: customerId ?? '' },
    { enabled: Boolean(customerId) },
  );
  const options = (products.data ?? [])
    .filter((p) => p.id !== selfId)
    .map((p) => ({ value: p.id, label: `${p.productNo} ${p.nameEn}` }));
  const components: { productId: string; quantity: number }[] = form.values.components;
  if (form.values.productType === 'single') return null;
  return (
    <Stack gap="xs" data-testid="product-components">
      <Text fw={500}>{t('products:components')}</Text>
      {components.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
        <Group key={index} align="flex-end">
          <Select
            label={t('products:component')}
            searchable
            data={options}
            style={{ flex: 1 }}
            {...form.getInputProps(`components.${index}.productId`)}
          />
          <NumberInput
            label={t('products:componentQuantity')}
            w={140}
            {...form.getInputProps(`components.${index}.quantity`)}
          />
          <Button variant="subtle" color="red" onClick={() => form.removeListItem('components', index)}>
            {t('resource:delete')}
          </Button>
        </Group>
      ))}
      {form.errors.components && (
        <Text c="red" size="sm" role="alert">
          {form.errors.components}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => form.insertListItem('components', { productId: '', quantity: 1 })}
        >
          {t('products:addComponent')}
        </Button>
      </Group>
    </Stack>
  );
}
