import {
  Badge,
  Checkbox,
  NumberInput,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type PickListPreview, type PickListRow, pickingOrderEndpoints, pickListPlan } from '@wms/api';
import {
  CustomerSelect,
  DataTable,
  type ResourceFormProps,
  SubmitDialog,
  useApi,
  useApiQuery,
} from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouseOptions } from './picking-options.ts';

type Order = PickListPreview['orders'][number];
const MAX_LISTS = 50;

/** The waiting orders to tick, in the order a generation takes them. */
function OrderChoice({
  orders,
  chosen,
  onChange,
}: {
  orders: readonly Order[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <ScrollArea.Autosize mah={260} type="auto">
      <DataTable<Order>
        data-testid="pick-orders"
        records={orders}
        rowKey={(o) => o.id}
        empty={t('resource:empty')}
        striped
        columns={[
          {
            key: 'chosen',
            header: (
              <Checkbox
                aria-label={t('picking:chooseAllOrders')}
                checked={orders.length > 0 && chosen.length === orders.length}
                indeterminate={chosen.length > 0 && chosen.length < orders.length}
                onChange={(e) => onChange(e.currentTarget.checked ? orders.map((o) => o.id) : [])}
              />
            ),
            width: 40,
            render: (o) => (
              <Checkbox
                aria-label={o.orderNo}
                checked={chosen.includes(o.id)}
                onChange={(e) => toggle(o.id, e.currentTarget.checked)}
              />
            ),
          },
          { accessor: 'orderNo', title: 'picking:orderNo', noWrap: true },
          { accessor: 'customerCode', title: 'picking:customer', noWrap: true },
          { accessor: 'skuSummary', title: 'picking:skuSummary' },
          { accessor: 'carrier', title: 'picking:carrier', noWrap: true, codeText: 'orders:carrierName' },
          {
            key: 'hot',
            title: 'picking:hot',
            render: (o) => (o.isHot ? <Badge color="red">{t('picking:hot')}</Badge> : null),
          },
        ]}
      />
    </ScrollArea.Autosize>
  );
}

/**
 * Generate pick lists in a warehouse: single (1) or multi-product (2), from the waiting orders that match
 * the filters or from the orders ticked. The server's preview says how many wait and how many fit a list,
 * so the dialog says what Confirm will make before it is pressed.
 */
export function GeneratePickListDialog({ onClose, onDone }: ResourceFormProps<PickListRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const warehouses = useWarehouseOptions();
  const [picked, setWarehouseId] = useState<string | null>(null);
  // The only warehouse, or the first, until another is chosen: no "0 waiting" for want of a choice.
  const warehouseId = picked ?? warehouses[0]?.value ?? null;
  const [type, setType] = useState<'1' | '2'>('1');
  const [includePending, setIncludePending] = useState(true);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [maxLists, setMaxLists] = useState(10);
  const [mode, setMode] = useState<'filters' | 'choose'>('filters');
  const [chosen, setChosen] = useState<string[]>([]);
  const choices = {
    warehouseId: warehouseId ?? '',
    pickingOrderType: Number(type) as 1 | 2,
    includePending,
    customerId: customerId ?? undefined,
  };
  const preview = useApiQuery(pickingOrderEndpoints.getPickOrderPreview, choices, {
    enabled: Boolean(warehouseId),
  });
  const limit = preview.data?.orderLimit ?? 1;
  const waiting = preview.data?.orders ?? [];
  const taken = chosen.filter((id) => waiting.some((o) => o.id === id));
  const lists = mode === 'choose' ? Math.min(MAX_LISTS, Math.ceil(taken.length / limit) || 1) : maxLists;
  const plan = pickListPlan(mode === 'choose' ? taken.length : (preview.data?.count ?? 0), limit, lists);
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setChosen([]);
    };
  return (
    <SubmitDialog
      title={t('picking:generatePickList')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async () => {
        const created = await api.call(pickingOrderEndpoints.createPickingOrder, {
          ...choices,
          maxLists: lists,
          orderIds: mode === 'choose' ? taken : undefined,
        });
        const orders = created.outOfStockOrderNos.join(', ');
        if (orders)
          notifications.show({ color: 'orange', message: t('picking:movedOutOfStock', { orders }) });
      }}
    >
      <SimpleGrid cols={3}>
        <Select
          label={t('picking:warehouse')}
          withAsterisk
          allowDeselect={false}
          data={warehouses}
          value={warehouseId}
          onChange={reset(setWarehouseId)}
        />
        <Select
          label={t('picking:pickingOrderType')}
          data={(['1', '2'] as const).map((value) => ({
            value,
            label: t(`picking:pickingOrderType.${value}`),
          }))}
          value={type}
          onChange={reset((v: string | null) => setType((v ?? '1') as '1' | '2'))}
          allowDeselect={false}
        />
        <CustomerSelect
          label={t('picking:customer')}
          placeholder={t('picking:allCustomers')}
          clearable
          value={customerId}
          onChange={reset(setCustomerId)}
        />
        <Checkbox
          mt="xl"
          label={t('picking:includePending')}
          checked={includePending}
          onChange={(e) => reset(setIncludePending)(e.currentTarget.checked)}
        />
        {mode === 'filters' && (
          <NumberInput
            label={t('picking:maxLists')}
            min={1}
            max={MAX_LISTS}
            value={maxLists}
            onChange={(v) => setMaxLists(Math.min(MAX_LISTS, Number(v) || 1))}
          />
        )}
      </SimpleGrid>
      <Text size="sm" data-testid="pick-waiting">
        {t('picking:waitingOrders', { count: preview.data?.count ?? 0 })}
      </Text>
      <SegmentedControl
        value={mode}
        onChange={(v) => setMode(v as 'filters' | 'choose')}
        data={[
          { value: 'filters', label: t('picking:takeByFilters') },
          { value: 'choose', label: t('picking:chooseOrders') },
        ]}
      />
      {mode === 'choose' && <OrderChoice orders={waiting} chosen={taken} onChange={setChosen} />}
      <Stack gap={2} data-testid="pick-plan">
        <Text size="sm" fw={600}>
          {t('picking:generatePlan', { lists: plan.lists, orders: plan.orders, limit })}
        </Text>
        {mode === 'filters' && plan.left > 0 && (
          <Text size="sm" c="dimmed">
            {t('picking:generateLeft', { count: plan.left })}
          </Text>
        )}
      </Stack>
    </SubmitDialog>
  );
}
