import { Radio, Table, TextInput } from '@mantine/core';
import { type OrderRow, orderImportEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Return goods: at most 10 shipped orders, each with its return tracking number (checked by the server). */
export function ReturnGoodsDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const [returnType, setReturnType] = useState<'returnLabel' | 'returnToSender'>('returnLabel');
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  return (
    <SubmitDialog
      title={t('orders:dialog.returnGoods')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        api.call(orderImportEndpoints.transferredReturnOrder, {
          returnType,
          orders: rows.map((r) => ({ id: r.id, returnTrackingNo: numbers[r.id] ?? '' })),
        })
      }
    >
      <Radio.Group value={returnType} onChange={(v) => setReturnType(v as typeof returnType)}>
        <Radio value="returnLabel" label={t('orders:returnType.returnLabel')} />
        <Radio value="returnToSender" label={t('orders:returnType.returnToSender')} mt={4} />
      </Radio.Group>
      <Table withTableBorder>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.orderNo}</Table.Td>
              <Table.Td>{r.trackingNo}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('orders:returnTrackingNo')}
                  placeholder={t('orders:returnTrackingNo')}
                  value={numbers[r.id] ?? ''}
                  onChange={(e) => setNumbers({ ...numbers, [r.id]: e.currentTarget.value })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SubmitDialog>
  );
}
