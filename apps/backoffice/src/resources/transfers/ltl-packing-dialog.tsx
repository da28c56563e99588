import { Checkbox, Text, Textarea, TextInput } from '@mantine/core';
import { ltlEndpoints, ltlPackingCreateSchema, type TransferRow } from '@wms/api';
import { FormDialog, type ResourceFormProps, useApiMutation, useZodForm } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * LTL packing: the chosen palletised orders go on one less-than-truckload truck (CreatePacking), or each
 * on its own (CreatePackingBatch), with the carrier that takes them.
 */
export function TransferPackingDialog({ rows, onClose, onDone }: ResourceFormProps<TransferRow>) {
  const { t } = useTranslation();
  const [onePerOrder, setOnePerOrder] = useState(false);
  const one = useApiMutation(ltlEndpoints.createPacking);
  const batch = useApiMutation(ltlEndpoints.createPackingBatch);
  const form = useZodForm(ltlPackingCreateSchema, {
    initialValues: {
      ids: rows.map((r) => r.id),
      carrier: rows[0]?.carrier ?? '',
      truckCompany: rows[0]?.truckCompany ?? '',
      remark: '',
    },
  });
  const submit = form.onSubmit(async (v) => {
    const input = ltlPackingCreateSchema.parse(v);
    if (onePerOrder) await batch.mutateAsync(input);
    else await one.mutateAsync(input);
    onDone();
  });
  return (
    <FormDialog
      title={t('transfer:action.pack')}
      onClose={onClose}
      onSubmit={submit}
      loading={one.isPending || batch.isPending}
    >
      <Text size="sm" data-testid="packing-orders">
        {rows.map((r) => r.transID).join(', ')}
      </Text>
      <TextInput
        label={t('transfer:carrier')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('carrier')}
      />
      <TextInput label={t('transfer:truckCompany')} {...form.getInputProps('truckCompany')} />
      <Textarea label={t('transfer:remark')} disabled={onePerOrder} {...form.getInputProps('remark')} />
      {rows.length > 1 && (
        <Checkbox
          label={t('transfer:ltl.onePerOrder')}
          checked={onePerOrder}
          onChange={(e) => setOnePerOrder(e.currentTarget.checked)}
        />
      )}
    </FormDialog>
  );
}
