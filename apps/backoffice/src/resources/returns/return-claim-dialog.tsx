import { Select, Stack, Text, TextInput } from '@mantine/core';
import { customerEndpoints, type ReturnRow, returnEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApiMutation, useApiQuery } from '@wms/ui';
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
  const customers = useApiQuery(customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 100 });
  const options = customers.data?.items ?? [];
  const [chosen, setCustomerId] = useState<string | null>(null);
  const customerId = chosen ?? (options.length === 1 ? options[0]!.id : null);
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
        <Select
          label={t('returns:customer')}
          withAsterisk
          searchable
          data-testid="claim-customer"
          data={options.map((c) => ({ value: c.id, label: `${c.customerCode} ${c.shortName}` }))}
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
