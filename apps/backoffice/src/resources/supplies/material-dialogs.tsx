import { NumberInput, Textarea } from '@mantine/core';
import { materialEndpoints, materialMoveSchema, materialWarningSchema } from '@wms/api';
import { FormDialog, useApiMutation, useFormFill, useRowDialog, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** Sets the warning ratio, an integer from 1 to 100. */
export function WarningRatioDialog() {
  const { t } = useTranslation();
  const { id, close } = useRowDialog('warning');
  const form = useZodForm(materialWarningSchema, { initialValues: { id: '', warningRatio: 20 } });
  const save = useApiMutation(materialEndpoints.setWarning);
  useFormFill(form, id, () => (id ? { id, warningRatio: 20 } : undefined));
  const submit = form.onSubmit(async (values) => {
    await save.mutateAsync(values).then(close, () => undefined);
  });
  return (
    <FormDialog
      opened={id !== null}
      onClose={close}
      title={t('inventory:supplies.warning')}
      width={420}
      onSubmit={submit}
      loading={save.isPending}
    >
      <NumberInput
        label={t('inventory:warningRatioPercent')}
        withAsterisk
        {...form.getInputProps('warningRatio')}
      />
    </FormDialog>
  );
}

const MOVES = {
  stockIn: { endpoint: materialEndpoints.stockIn, title: 'inventory:stockIn' },
  damage: { endpoint: materialEndpoints.reportDamage, title: 'inventory:supplies.reporting' },
  /** Consumption: the server lowers the quantity and writes a `use` line to the supplies log. */
  use: { endpoint: materialEndpoints.use, title: 'inventory:supplies.use' },
} as const;

/** Stocks in or reports damaged supplies: a positive whole quantity and a remark. */
export function MaterialMoveDialog({ dialog }: { dialog: keyof typeof MOVES }) {
  const { t } = useTranslation();
  const { id, close } = useRowDialog(dialog);
  const form = useZodForm(materialMoveSchema, { initialValues: { id: '', quantity: 1, remark: '' } });
  const move = useApiMutation(MOVES[dialog].endpoint);
  useFormFill(form, id, () => (id ? { id, quantity: 1, remark: '' } : undefined));
  const submit = form.onSubmit(async (values) => {
    await move.mutateAsync(materialMoveSchema.parse(values)).then(close, () => undefined);
  });
  return (
    <FormDialog
      opened={id !== null}
      onClose={close}
      title={t(MOVES[dialog].title)}
      width={420}
      onSubmit={submit}
      loading={move.isPending}
    >
      <NumberInput label={t('inventory:quantity')} withAsterisk {...form.getInputProps('quantity')} />
      <Textarea label={t('inventory:remark')} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
