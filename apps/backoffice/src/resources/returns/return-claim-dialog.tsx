import { Stack, Text, TextInput } from '@mantine/core';
import { type ReturnRow, returnEndpoints } from '@wms/api';
import {
  CustomerSelect,
  type ResourceFormProps,
  SubmitDialog,
  useApiMutation,
  useCustomerOptions,
} from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyLine, linesInput, type ReturnLine, ReturnLinesInput } from './return-lines-input.tsx';

/**
 * Claims a parcel that arrived without a known owner: its tracking number (the proof of knowing it) and
 * the products inside. A customer's user claims for its own customer (the list offers only that one);
 * staff choose the customer.
 */
export function ReturnClaimDialog({ rows, onClose, onDone }: ResourceFormProps<ReturnRow>) {
  const { t } = useTranslation();
  const row = rows[0];
  const claim = useApiMutation(returnEndpoints.claim);
  const customers = useCustomerOptions();
  const [chosen, setCustomerId] = useState<string | null>(null);
  const customerId = chosen ?? (customers.length === 1 ? customers[0]!.value : null);
  const [trackingNo, setTrackingNo] = useState('');
  const [lines, setLines] = useState<ReturnLine[]>([emptyLine()]);
  if (!row) return null;
  return (
    <SubmitDialog
      title={`${t('returns:action.claim')} ${row.returnNo}`}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        claim.mutateAsync({
          id: row.id,
          customerId: customerId ?? undefined,
          trackingNo,
          items: linesInput(lines),
        })
      }
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('returns:claimHint')}
        </Text>
        <CustomerSelect
          label={t('returns:customer')}
          withAsterisk
          data-testid="claim-customer"
          value={customerId}
          onChange={setCustomerId}
        />
        <TextInput
          label={t('returns:trackingNo')}
          withAsterisk
          data-testid="claim-tracking"
          value={trackingNo}
          onChange={(e) => setTrackingNo(e.currentTarget.value)}
        />
        {customerId && <ReturnLinesInput customerId={customerId} lines={lines} onChange={setLines} />}
      </Stack>
    </SubmitDialog>
  );
}
