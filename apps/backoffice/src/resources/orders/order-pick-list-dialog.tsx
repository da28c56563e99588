import { Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type OrderRow, pickingOrderEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Generate a pick list from the chosen orders only (CreatePickingOrder with their ids), one call per
 * warehouse; the server takes the orders that fit the type and allocates their stock.
 */
export function OrderPickListDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  // an order of several SKUs (its summary lists more than one) goes on a multi-product list
  const [type, setType] = useState<'1' | '2'>(rows.some((r) => r.skuSummary.includes(', ')) ? '2' : '1');
  const byWarehouse = new Map<string, OrderRow[]>();
  for (const row of rows)
    byWarehouse.set(row.warehouseId, [...(byWarehouse.get(row.warehouseId) ?? []), row]);
  return (
    <SubmitDialog
      title={t('picking:generatePickList')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async () => {
        const short: string[] = [];
        for (const [warehouseId, chosen] of byWarehouse) {
          const created = await api.call(pickingOrderEndpoints.createPickingOrder, {
            warehouseId,
            pickingOrderType: Number(type) as 1 | 2,
            orderIds: chosen.map((r) => r.id),
            includePending: true,
          });
          short.push(...created.outOfStockOrderNos);
        }
        if (short.length)
          notifications.show({
            color: 'orange',
            message: t('picking:movedOutOfStock', { orders: short.join(', ') }),
          });
      }}
    >
      <Text size="sm">{rows.map((r) => r.orderNo).join(', ')}</Text>
      <Select
        label={t('picking:pickingOrderType')}
        data={(['1', '2'] as const).map((value) => ({
          value,
          label: t(`picking:pickingOrderType.${value}`),
        }))}
        value={type}
        onChange={(v) => setType((v ?? '1') as '1' | '2')}
        allowDeselect={false}
      />
    </SubmitDialog>
  );
}
