import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  MATERIAL_TYPES,
  type Material,
  materialCodeUpdateSchema,
  materialCreateSchema,
  materialEndpoints,
  materialUpdateSchema,
} from '@wms/api';
import { FormDialog, type ResourceFormProps, useApiMutation, useWarehouseParam, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/**
 * Creates a supply in the screen's warehouse (no row) or edits the row it was opened on; the contract's
 * schemas check the form as the server does (supply code 5–15 letters, digits, hyphen; prices two decimals).
 */
export function SupplyForm({ rows, onClose, onDone }: ResourceFormProps<Material>) {
  const { t } = useTranslation();
  const row = rows[0];
  const warehouseId = useWarehouseParam() ?? '';
  const schema = row ? materialUpdateSchema : materialCreateSchema;
  const form = useZodForm(schema, {
    initialValues: {
      ...(row ? { id: row.id } : { warehouseId, materialCode: '', quantity: 0, warningRatio: 20 }),
      materialName: row?.materialName ?? '',
      materialType: row?.materialType ?? 'carton',
      unitPrice: row?.unitPrice ?? 0,
      supplier: row?.supplier ?? '',
      batchNo: row?.batchNo ?? '',
      remark: row?.remark ?? '',
    },
  });
  const create = useApiMutation(materialEndpoints.create);
  const update = useApiMutation(materialEndpoints.update);
  const submit = form.onSubmit(async (values) => {
    const saved = row
      ? update.mutateAsync(materialUpdateSchema.parse(values))
      : create.mutateAsync(materialCreateSchema.parse(values));
    await saved.then(onDone, () => undefined);
  });
  return (
    <FormDialog
      title={t(row ? 'inventory:supplies.edit' : 'inventory:supplies.create')}
      width={640}
      onClose={onClose}
      onSubmit={submit}
      loading={create.isPending || update.isPending}
    >
      <SimpleGrid cols={2}>
        {!row && (
          <TextInput
            label={t('inventory:materialCode')}
            withAsterisk
            {...form.getInputProps('materialCode')}
          />
        )}
        <TextInput label={t('inventory:materialName')} withAsterisk {...form.getInputProps('materialName')} />
        <Select
          label={t('inventory:materialType')}
          allowDeselect={false}
          data={MATERIAL_TYPES.map((v) => ({ value: v, label: t(`masterdata:materialType.${v}`) }))}
          {...form.getInputProps('materialType')}
        />
        <NumberInput
          label={t('inventory:unitPrice')}
          decimalScale={2}
          withAsterisk
          {...form.getInputProps('unitPrice')}
        />
        {!row && <NumberInput label={t('inventory:quantity')} {...form.getInputProps('quantity')} />}
        {!row && (
          <NumberInput label={t('inventory:warningRatioPercent')} {...form.getInputProps('warningRatio')} />
        )}
        <TextInput label={t('inventory:supplier')} {...form.getInputProps('supplier')} />
        <TextInput label={t('inventory:batchNo')} {...form.getInputProps('batchNo')} />
      </SimpleGrid>
      <Textarea label={t('inventory:remark')} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}

/**
 * Edit code (an action of the supplies list): the code alone, through `Material/UpdateCode`, checked as the
 * server checks it (5–15 letters, digits, hyphen; unique among the tenant's supplies).
 */
export function MaterialCodeForm({ rows, onClose, onDone }: ResourceFormProps<Material>) {
  const { t } = useTranslation();
  const row = rows[0];
  const form = useZodForm(materialCodeUpdateSchema, {
    initialValues: { id: row?.id ?? '', materialCode: row?.materialCode ?? '' },
  });
  const save = useApiMutation(materialEndpoints.updateCode);
  const submit = form.onSubmit(async (values) => {
    await save.mutateAsync(materialCodeUpdateSchema.parse(values)).then(onDone, () => undefined);
  });
  return (
    <FormDialog
      title={t('inventory:supplies.editCode')}
      width={420}
      onClose={onClose}
      onSubmit={submit}
      loading={save.isPending}
    >
      <TextInput label={t('inventory:materialName')} value={row?.materialName ?? ''} readOnly />
      <TextInput label={t('inventory:materialCode')} withAsterisk {...form.getInputProps('materialCode')} />
    </FormDialog>
  );
}
