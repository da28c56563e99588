import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { type OrderRow, orderEditEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const FIELDS = ['carrier', 'service', 'deliverAccount', 'costAccount'] as const;
const REQUIRED = new Set<string>(['carrier', 'service']);

/** Account (UpdateLogisticsAccount): carrier, service, shipping and billing account of the chosen orders. */
export function OrderAccountDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const first = rows[0];
  const [values, setValues] = useState<Record<(typeof FIELDS)[number], string>>({
    carrier: first?.carrier ?? '',
    service: first?.service ?? '',
    deliverAccount: first?.deliverAccount ?? '',
    costAccount: first?.costAccount ?? '',
  });
  return (
    <SubmitDialog
      title={t('orders:dialog.account')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        api.call(orderEditEndpoints.updateLogisticsAccount, {
          ids: rows.map((r) => r.id),
          carrier: values.carrier,
          service: values.service,
          deliverAccount: values.deliverAccount || null,
          costAccount: values.costAccount || null,
        })
      }
    >
      <Text size="sm">{rows.map((r) => r.orderNo).join(', ')}</Text>
      <SimpleGrid cols={2}>
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`orders:${field}`)}
            withAsterisk={REQUIRED.has(field)}
            value={values[field]}
            onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
    </SubmitDialog>
  );
}
