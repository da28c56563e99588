import { TextInput } from '@mantine/core';
import {
  type SaleProduct,
  saleProductEndpoints,
  saleProductRelateSchema,
  saleProductUpdateSchema,
} from '@wms/api';
import { FormDialog, type ResourceFormProps, useApiMutation, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ProductQuantityList } from './product-components-field.tsx';

/** An emptied name field means no name. */
const saleEditSchema = z.preprocess(
  (v) => ({ ...(v as Record<string, unknown>), name: (v as { name?: string }).name || null }),
  saleProductUpdateSchema,
);

/** Edits a sale product's online SKU (no spaces) and name (Base/SaleProduct/Update). */
export function SaleProductEditForm({ rows, onClose, onDone }: ResourceFormProps<SaleProduct>) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const form = useZodForm(saleEditSchema, {
    initialValues: {
      id: row.id,
      customerId: row.customerId,
      storeId: row.storeId,
      onlineSku: row.onlineSku,
      name: row.name ?? '',
    },
  });
  const save = useApiMutation(saleProductEndpoints.update);
  const submit = form.onSubmit(async (values) => {
    await save
      .mutateAsync(saleProductUpdateSchema.parse({ ...values, name: values.name || null }))
      .then(onDone, () => undefined);
  });
  return (
    <FormDialog
      title={t('products:saleEdit')}
      width={640}
      onClose={onClose}
      onSubmit={submit}
      loading={save.isPending}
    >
      <TextInput label={t('products:onlineSku')} withAsterisk {...form.getInputProps('onlineSku')} />
      <TextInput label={t('products:saleName')} {...form.getInputProps('name')} />
    </FormDialog>
  );
}

/** Relates a sale product to formal products of its customer, each once, with a quantity (…/Relate). */
export function SaleProductRelateForm({ rows, onClose, onDone }: ResourceFormProps<SaleProduct>) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const form = useZodForm(saleProductRelateSchema, {
    initialValues: {
      id: row.id,
      relations: row.relations.map((r) => ({ productId: r.productId, quantity: r.quantity })),
    },
  });
  const relate = useApiMutation(saleProductEndpoints.relate);
  const submit = form.onSubmit(async (values) => {
    await relate.mutateAsync(saleProductRelateSchema.parse(values)).then(onDone, () => undefined);
  });
  return (
    <FormDialog
      title={t('products:saleRelate')}
      width={640}
      onClose={onClose}
      onSubmit={submit}
      loading={relate.isPending}
    >
      <ProductQuantityList
        form={form}
        field="relations"
        customerId={row.customerId}
        title={'products:relatedProducts' as const}
        testId="sale-relations"
      />
    </FormDialog>
  );
}
