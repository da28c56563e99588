import { NumberInput, Text } from '@mantine/core';
import { type OrderRow, orderSplitEndpoints } from '@wms/api';
import { DataTable, type ResourceFormProps, SubmitDialog, useApi, useApiQuery } from '@wms/ui';
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
      <DataTable
        records={items}
        rowKey={(item) => item.id}
        columns={[
          { accessor: 'sku', title: 'orders:sku' },
          { accessor: 'saleNum', title: 'orders:saleNum' },
          {
            key: 'splitQty',
            title: 'orders:splitQty',
            render: (item) => (
              <NumberInput
                aria-label={t('orders:splitQty')}
                min={0}
                max={item.saleNum}
                allowDecimal={false}
                value={moved[item.id] ?? 0}
                onChange={(v) => setMoved({ ...moved, [item.id]: Number(v) || 0 })}
              />
            ),
          },
        ]}
      />
    </SubmitDialog>
  );
}
