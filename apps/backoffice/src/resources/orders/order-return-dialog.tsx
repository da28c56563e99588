import { Button, Group, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { type OrderRow, orderImportEndpoints, RETURN_TRANSFER_MAX } from '@wms/api';
import { AppDialog, type ResourceFormProps, SubmitDialog, useApi } from '@wms/ui';
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
          await api.call(orderImportEndpoints.transferredReturnOrder, {
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
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders:orderNo')}</Table.Th>
            <Table.Th>{t('orders:originalTrackingNo')}</Table.Th>
            <Table.Th>{t('orders:returnTrackingNo')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.orderNo}</Table.Td>
              <Table.Td>{r.trackingNo}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`${t('orders:returnTrackingNo')} ${r.orderNo}`}
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

/** The return result: which return number each order became. Closing refreshes the list. */
function ReturnResultDialog({ result, onClose }: { result: Result; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog opened onClose={onClose} title={t('orders:dialog.returnResult')}>
      <Stack gap="sm">
        <Text>{t('orders:returnsCreated', { count: result.returnNos.length })}</Text>
        <Table withTableBorder data-testid="return-result">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders:orderNo')}</Table.Th>
              <Table.Th>{t('orders:returnNo')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.orderNos.map((orderNo, i) => (
              <Table.Tr key={orderNo}>
                <Table.Td>{orderNo}</Table.Td>
                <Table.Td>{result.returnNos[i]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('resource:close')}</Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
