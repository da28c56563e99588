import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { type ReturnRow, returnEndpoints, warehouseEndpoints } from '@wms/api';
import { CustomerSelect, type ResourceFormProps, SubmitDialog, useApiMutation, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyLine, linesInput, type ReturnLine, ReturnLinesInput } from './return-lines-input.tsx';

/**
 * A return on its own: customer, warehouse, the parcel's tracking number and the products it holds. Staff
 * leave the customer empty for a parcel whose owner is unknown: it names no products and, once received,
 * waits to be claimed.
 */
export function ReturnCreateDialog({ onClose, onDone }: ResourceFormProps<ReturnRow>) {
  const { t } = useTranslation();
  const create = useApiMutation(returnEndpoints.create);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const [trackingNo, setTrackingNo] = useState('');
  const [returnRemarks, setRemarks] = useState('');
  const [lines, setLines] = useState<ReturnLine[]>([emptyLine()]);
  const warehouses = useApiQuery(warehouseEndpoints.getList, {});
  return (
    <SubmitDialog
      title={t('returns:action.create')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        create.mutateAsync({
          customerId: customerId ?? undefined,
          warehouseId: warehouseId ?? undefined,
          trackingNo,
          returnRemarks: returnRemarks || undefined,
          items: customerId ? linesInput(lines) : [],
        })
      }
    >
      <SimpleGrid cols={2}>
        <CustomerSelect
          label={t('returns:customer')}
          description={t('returns:unknownOwnerHint')}
          clearable
          data-testid="return-customer"
          value={customerId}
          onChange={setCustomerId}
        />
        <Select
          label={t('returns:warehouse')}
          withAsterisk
          data-testid="return-warehouse"
          data={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
          value={warehouseId}
          onChange={setWarehouseId}
        />
        <TextInput
          label={t('returns:trackingNo')}
          withAsterisk
          value={trackingNo}
          onChange={(e) => setTrackingNo(e.currentTarget.value)}
        />
        <TextInput
          label={t('returns:returnRemarks')}
          value={returnRemarks}
          onChange={(e) => setRemarks(e.currentTarget.value)}
        />
      </SimpleGrid>
      {customerId && <ReturnLinesInput customerId={customerId} lines={lines} onChange={setLines} />}
    </SubmitDialog>
  );
}
