import { NumberInput, Table, Text } from '@mantine/core';
import { type OrderRow, orderSplitEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Manual split: the units moved to a new order; the rest stay on this one. */
export function SplitDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const ids = rows.map((r) => r.id);
  const split = useApiQuery(orderSplitEndpoints.getSplitList, { ids }, { enabled: ids.length > 0 });
  const [moved, setMoved] = useState<Record<string, number>>({});
  const items = split.data?.items ?? [];
  const parcel = (take: (qty: number, id: string) => number) =>
    items.map((i) => ({ itemId: i.id, qty: take(i.saleNum, i.id) })).filter((i) => i.qty > 0);
  return (
    <SubmitDialog
      title={t('orders:dialog.manualSplit')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        api.call(orderSplitEndpoints.updateOrder, {
          ids,
          parcels: [
            { items: parcel((qty, id) => qty - (moved[id] ?? 0)) },
            { items: parcel((_, id) => moved[id] ?? 0) },
          ],
        })
      }
    >
      {split.data && !split.data.canSplit && <Text c="orange">{t('orders:splitNeedsMore')}</Text>}
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders:sku')}</Table.Th>
            <Table.Th>{t('orders:saleNum')}</Table.Th>
            <Table.Th>{t('orders:splitQty')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.sku}</Table.Td>
              <Table.Td>{item.saleNum}</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={t('orders:splitQty')}
                  min={0}
                  max={item.saleNum}
                  allowDecimal={false}
                  value={moved[item.id] ?? 0}
                  onChange={(v) => setMoved({ ...moved, [item.id]: Number(v) || 0 })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SubmitDialog>
  );
}
