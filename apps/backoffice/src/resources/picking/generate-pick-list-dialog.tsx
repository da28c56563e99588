import { Checkbox, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type PickListRow, pickingOrderEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouseOptions } from './picking-options.ts';

/** Generate pick lists from the orders waiting in a warehouse: single (1) or multi-product (2). */
export function GeneratePickListDialog({ onClose, onDone }: ResourceFormProps<PickListRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const warehouses = useWarehouseOptions();
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const [type, setType] = useState<'1' | '2'>('1');
  const [includePending, setIncludePending] = useState(true);
  const [maxLists, setMaxLists] = useState(10);
  // The count of what Confirm would take: the same warehouse, type and pending choice.
  const waiting = useApiQuery(pickingOrderEndpoints.getPickOrderCount, {
    pickingOrderType: Number(type) as 1 | 2,
    warehouseId,
    includePending,
  });
  return (
    <SubmitDialog
      title={t('picking:generatePickList')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async () => {
        const created = await api.call(pickingOrderEndpoints.createPickingOrder, {
          warehouseId: warehouseId ?? '',
          pickingOrderType: Number(type) as 1 | 2,
          includePending,
          maxLists,
        });
        const orders = created.outOfStockOrderNos.join(', ');
        if (orders)
          notifications.show({ color: 'orange', message: t('picking:movedOutOfStock', { orders }) });
      }}
    >
      <SimpleGrid cols={2}>
        <Select
          label={t('picking:warehouse')}
          withAsterisk
          data={warehouses}
          value={warehouseId}
          onChange={setWarehouseId}
        />
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
        <NumberInput
          label={t('picking:maxLists')}
          min={1}
          max={50}
          value={maxLists}
          onChange={(v) => setMaxLists(Number(v) || 1)}
        />
        <Checkbox
          mt="xl"
          label={t('picking:includePending')}
          checked={includePending}
          onChange={(e) => setIncludePending(e.currentTarget.checked)}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('picking:waitingOrders', { count: waiting.data?.count ?? 0 })}
      </Text>
    </SubmitDialog>
  );
}
