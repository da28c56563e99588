import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type OrderRow, RETURN_TRANSFER_MAX, returnEndpoints } from '@wms/api';
import { AppDialog, DataTable, type ResourceFormProps, SubmitDialog, useApi } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Result = { orderNos: string[]; returnNos: string[] };

/**
 * Return goods: at most 10 shipped orders, each with its return tracking number, which the server checks
 * against the original shipping tracking number; then the result: the return number of each order.
 */
export function ReturnGoodsDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const [returnType, setReturnType] = useState<'returnLabel' | 'returnToSender'>('returnLabel');
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | null>(null);
  if (result) return <ReturnResultDialog result={result} onClose={onDone} />;
  return (
    <SubmitDialog
      title={t('orders:dialog.returnGoods')}
      onClose={onClose}
      onDone={() => {}}
      onSubmit={async () =>
        setResult(
          await api.call(returnEndpoints.transferredReturnOrder, {
            returnType,
            orders: rows.map((r) => ({ id: r.id, returnTrackingNo: numbers[r.id] ?? '' })),
          }),
        )
      }
    >
      {rows.length > RETURN_TRANSFER_MAX && (
        <Text c="orange">{t('errors:ORDER_RETURN_TOO_MANY', { max: RETURN_TRANSFER_MAX })}</Text>
      )}
      <Radio.Group value={returnType} onChange={(v) => setReturnType(v as typeof returnType)}>
        <Radio value="returnLabel" label={t('orders:returnType.returnLabel')} />
        <Radio value="returnToSender" label={t('orders:returnType.returnToSender')} mt={4} />
      </Radio.Group>
      <DataTable
        records={rows}
        rowKey={(r) => r.id}
        columns={[
          { accessor: 'orderNo', title: 'orders:orderNo' },
          { accessor: 'trackingNo', title: 'orders:originalTrackingNo' },
          {
            key: 'returnTrackingNo',
            title: 'orders:returnTrackingNo',
            render: (r) => (
              <TextInput
                aria-label={`${t('orders:returnTrackingNo')} ${r.orderNo}`}
                placeholder={t('orders:returnTrackingNo')}
                value={numbers[r.id] ?? ''}
                onChange={(e) => setNumbers({ ...numbers, [r.id]: e.currentTarget.value })}
              />
            ),
          },
        ]}
      />
    </SubmitDialog>
  );
}

/** The return result: which return number each order became. Closing refreshes the list. */
function ReturnResultDialog({ result, onClose }: { result: Result; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog opened onClose={onClose} title={t('orders:dialog.returnResult')}>
      <Stack gap="sm">
        <Text>{t('orders:returnsCreated', { count: result.returnNos.length })}</Text>
        <DataTable
          data-testid="return-result"
          records={result.orderNos.map((orderNo, i) => ({ orderNo, returnNo: result.returnNos[i] }))}
          rowKey={(r) => r.orderNo}
          columns={[
            { accessor: 'orderNo', title: 'orders:orderNo' },
            { accessor: 'returnNo', title: 'orders:returnNo' },
          ]}
        />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('resource:close')}</Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
