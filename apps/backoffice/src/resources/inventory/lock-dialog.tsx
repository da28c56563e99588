import { Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { lockInputSchema, stockEndpoints } from '@wms/api';
import { AppDialog, useApiMutation, useFormFill, useRowDialog, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** Locks a quantity of the stock row named in the URL (`?dialog=lock&dialogId=<stock id>`). */
export function LockDialog() {
  const { t } = useTranslation();
  const { id, close } = useRowDialog('lock');
  const form = useZodForm(lockInputSchema, { initialValues: { stockId: '', quantity: 1, remark: '' } });
  const lock = useApiMutation(stockEndpoints.lock);
  useFormFill(form, id, () => (id ? { stockId: id, quantity: 1, remark: '' } : undefined));
  const submit = form.onSubmit(async (values) => {
    try {
      await lock.mutateAsync(lockInputSchema.parse(values));
      close();
    } catch {
      // The request layer has shown the refusal.
    }
  });
  return (
    <AppDialog opened={id !== null} onClose={close} title={t('inventory:lock')} width={480}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <NumberInput label={t('inventory:lockQuantity')} withAsterisk {...form.getInputProps('quantity')} />
          <Textarea label={t('inventory:remark')} {...form.getInputProps('remark')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('resource:cancel')}
            </Button>
            <Button type="submit" loading={lock.isPending}>
              {t('inventory:lock')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
