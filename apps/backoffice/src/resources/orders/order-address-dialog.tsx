import { Button, Group, Stack } from '@mantine/core';
import { ApiError, type OrderRow, orderEditEndpoints, recipientSchema } from '@wms/api';
import { AppDialog, type ResourceFormProps, useApi, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emptyRecipient, RecipientFields } from './recipient-fields.tsx';

const schema = z.object({ recipient: recipientSchema });

/** Buyer and receiving address (UpdateOrderBuyer), with the address validation. */
export function OrderAddressDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const row = rows[0];
  const form = useZodForm(schema, {
    initialValues: {
      recipient: row
        ? {
            ...emptyRecipient(),
            ...row,
            address2: row.address2 ?? '',
            phone: row.phone ?? '',
            email: row.email ?? '',
          }
        : emptyRecipient(),
    },
  });
  if (!row) return null;
  const submit = async (values: z.input<typeof schema>) => {
    try {
      await api.call(orderEditEndpoints.updateOrderBuyer, {
        id: row.id,
        recipient: recipientSchema.parse(values.recipient),
      });
      onDone();
    } catch (error) {
      // A refusal was shown by the request layer.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  return (
    <AppDialog opened onClose={onClose} title={`${t('orders:dialog.receivingAddress')} ${row.orderNo}`}>
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <RecipientFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('resource:cancel')}
            </Button>
            <Button type="submit">{t('resource:save')}</Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
