import { Loader, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  ApiError,
  type OrderRow,
  orderItemInputSchema,
  orderListEndpoints,
  orderSplitEndpoints,
} from '@wms/api';
import { FormDialog, type ResourceFormProps, useApi, useApiQuery, useFormFill, useZodForm } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Values = { sku: string; onlineSku: string; saleNum: number; buyer: string };

/**
 * The item dialog (OmsAllItemImage UpdateItem): one line of one pending order — SKU, online SKU, sale
 * quantity and buyer. The form checks the contract's rules; the server also checks that the SKU is a
 * product of the order's customer and that the order is still pending.
 */
export function OrderItemDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const order = rows[0];
  const detail = useApiQuery(orderListEndpoints.getDetail, { id: order?.id ?? '' }, { enabled: !!order });
  const items = detail.data?.items ?? [];
  const [itemId, setItemId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(orderItemInputSchema, {
    mode: 'controlled',
    initialValues: { sku: '', onlineSku: '', saleNum: 1, buyer: '' } as Values,
  });
  const line = items.find((i) => i.id === itemId) ?? items[0];
  useFormFill(form, line?.id, () =>
    line
      ? { sku: line.sku, onlineSku: line.onlineSku ?? '', saleNum: line.saleNum, buyer: line.buyer ?? '' }
      : undefined,
  );
  const submit = form.onSubmit(async (values) => {
    if (!order || !line) return;
    setBusy(true);
    try {
      await api.call(orderSplitEndpoints.updateItem, {
        orderId: order.id,
        itemId: line.id,
        sku: values.sku,
        saleNum: values.saleNum,
        onlineSku: values.onlineSku || null,
        buyer: values.buyer || null,
      });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  });
  return (
    <FormDialog
      title={`${t('orders:dialog.item')} ${order?.orderNo ?? ''}`}
      onClose={onClose}
      onSubmit={submit}
      loading={busy}
    >
      <Select
        label={t('orders:dialog.item')}
        data={items.map((i) => ({ value: i.id, label: `${i.sku} × ${i.saleNum}` }))}
        value={line?.id ?? null}
        onChange={setItemId}
        allowDeselect={false}
      />
      {!line && <Loader size="sm" />}
      {/* the fields appear once the line is loaded, so nothing typed is overwritten by it */}
      <SimpleGrid cols={2} hidden={!line}>
        <TextInput label={t('orders:sku')} withAsterisk {...form.getInputProps('sku')} />
        <TextInput label={t('orders:onlineSku')} {...form.getInputProps('onlineSku')} />
        <NumberInput
          label={t('orders:saleNum')}
          withAsterisk
          allowDecimal={false}
          min={1}
          {...form.getInputProps('saleNum')}
        />
        <TextInput label={t('orders:buyer')} {...form.getInputProps('buyer')} />
      </SimpleGrid>
    </FormDialog>
  );
}
