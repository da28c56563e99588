import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type Product,
  productEditSchema,
  productEndpoints,
  productFitsBox,
  productInputSchema,
  routeTo,
} from '@wms/api';
import { useApiMutation, useConfirm, useEditForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ProductComponentsField } from './product-components-field.tsx';
import { ProductFormFields } from './product-form-fields.tsx';
import { ProductHistory } from './product-history.tsx';

const EMPTY = {
  customerId: '',
  productNo: '',
  nameCn: '',
  nameEn: '',
  upc: '',
  productBarcode: '',
  cartonBarcode: '',
  productType: 'single',
  categoryId: null,
  locationType: null,
  declarationAmount: '',
  cartonRate: 1,
  length: '',
  width: '',
  height: '',
  weight: '',
  cartonLength: '',
  cartonWidth: '',
  cartonHeight: '',
  cartonWeight: '',
  remark: '',
  attrs: [],
  components: [],
};

/** Empty number inputs are "not given" for the optional carton sizes. */
const NULLABLE = [
  'cartonLength',
  'cartonWidth',
  'cartonHeight',
  'cartonWeight',
  'categoryId',
  'locationType',
];
function toInput(values: unknown) {
  const out = { ...(values as Record<string, unknown>) };
  for (const key of NULLABLE) if (out[key] === '') out[key] = null;
  return out;
}
function fromProduct(p: Product) {
  const values: Record<string, unknown> = { ...EMPTY };
  for (const key of Object.keys(EMPTY))
    values[key] = (p as Record<string, unknown>)[key] ?? EMPTY[key as keyof typeof EMPTY];
  values.components = p.components.map((c) => ({ productId: c.productId, quantity: c.quantity }));
  return values;
}

/** Create or edit a formal product (route /product/formal/edit, `?id=` to edit). */
export function ProductFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const schema = z.preprocess(toInput, id ? productEditSchema : productInputSchema);
  const create = useApiMutation(productEndpoints.create);
  const edit = useApiMutation(productEndpoints.edit);
  const [confirmDialog, confirm] = useConfirm();
  const { form, loading, submit } = useEditForm(productEndpoints.get, id, schema, {
    initialValues: { ...EMPTY, id },
    toValues: (product) => ({ ...fromProduct(product), id: product.id }),
    save: async (raw) => {
      const values = toInput(raw) as never as Parameters<typeof productFitsBox>[0];
      const fits = productFitsBox(values);
      if (!fits && !(await confirm(t('products:sizeExceedsOuterBox')))) return;
      const input = { ...values, confirmSizeMismatch: !fits };
      if (id) await edit.mutateAsync(input as never);
      else {
        const created = await create.mutateAsync(input as never);
        navigate(routeTo('products.formal-edit', { id: created.id }), { replace: true });
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
    <Stack p="md" data-testid="product-form">
      <Title order={3}>{t(id ? 'products:edit' : 'products:add')}</Title>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack>
          <ProductFormFields form={form} editing={Boolean(id)} />
          <ProductComponentsField form={form} selfId={id} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(routeTo('products.formal'))}>
              {t('products:backToList')}
            </Button>
            <Button type="submit" loading={create.isPending || edit.isPending}>
              {t('resource:save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {id && (
        <Paper withBorder p="md">
          <ProductHistory id={id} />
        </Paper>
      )}
      {confirmDialog}
    </Stack>
  );
}
