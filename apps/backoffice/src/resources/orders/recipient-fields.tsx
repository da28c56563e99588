import { Alert, Button, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { ApiError, orderEditEndpoints, type Recipient } from '@wms/api';
import { useApi } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const FIELDS = [
  'receiverName',
  'phone',
  'email',
  'country',
  'state',
  'city',
  'postalCode',
  'address1',
  'address2',
] as const;
const LABELS: Record<(typeof FIELDS)[number], `orders:${string}`> = {
  receiverName: 'orders:receiverName',
  phone: 'orders:phone',
  email: 'orders:email',
  country: 'orders:country',
  state: 'orders:state',
  city: 'orders:city',
  postalCode: 'orders:postalCode',
  address1: 'orders:address1',
  address2: 'orders:address2',
};
const REQUIRED = new Set(['receiverName', 'country', 'state', 'city', 'postalCode', 'address1']);

export const emptyRecipient = (): Recipient => ({
  receiverName: '',
  country: 'US',
  state: '',
  city: '',
  postalCode: '',
  address1: '',
  address2: '',
  phone: '',
  email: '',
  isResidential: true,
});

/** The part of a form (create order, receiving address) that holds `recipient`. */
interface RecipientForm {
  getInputProps: (path: string, options?: { type?: 'checkbox' }) => object;
  getValues: () => { recipient?: unknown };
}

/** The receiving address of an order, with the server's address validation. */
export function RecipientFields({ form }: { form: RecipientForm }) {
  const { t } = useTranslation();
  const api = useApi();
  const [check, setCheck] = useState<{ valid: boolean; issues: { field: string; reason: string }[] }>();
  const validate = async () => {
    try {
      const recipient = form.getValues().recipient as Recipient;
      setCheck(await api.call(orderEditEndpoints.validateAddress, { recipient }));
    } catch (error) {
      // A refusal was shown by the request layer.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  return (
    <>
      <SimpleGrid cols={3}>
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(LABELS[field] as never)}
            withAsterisk={REQUIRED.has(field)}
            {...form.getInputProps(`recipient.${field}`)}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Checkbox
          label={t('orders:isResidential')}
          {...form.getInputProps('recipient.isResidential', { type: 'checkbox' })}
        />
        <Button variant="light" size="xs" onClick={validate}>
          {t('orders:validateAddress')}
        </Button>
      </Group>
      {check && (
        <Alert color={check.valid ? 'green' : 'orange'} data-testid="address-check">
          {check.valid
            ? t('orders:addressValid')
            : check.issues
                .map((issue) => `${t(LABELS[issue.field as never] ?? issue.field)} ${issue.reason}`)
                .join('; ')}
        </Alert>
      )}
    </>
  );
}
