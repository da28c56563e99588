import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  customerStoreEndpoints,
  type OrderCreate,
  type OrderRow,
  orderCreateSchema,
  orderEditEndpoints,
  orderListEndpoints,
  signatureTypes,
} from '@wms/api';
import { AppDialog, CustomerSelect, type ResourceFormProps, useApi, useApiQuery, useEditForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { emptyRecipient, RecipientFields } from './recipient-fields.tsx';

type Values = OrderCreate & Record<string, unknown>;
const emptyItem = () => ({ sku: '', saleNum: 1 });
const emptyOrder = () =>
  ({
    customerId: '',
    warehouseId: '',
    platform: '',
    storeName: '',
    recordNo: '',
    carrier: '',
    service: '',
    signType: 'none',
    recipient: emptyRecipient(),
    items: [emptyItem()],
  }) as Values;

/** The create-order and edit-order dialogs: header, receiving address and items; edit keeps its id. */
export function OrderFormDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const editing = rows[0];
  const { form, submit } = useEditForm(orderListEndpoints.getDetail, editing?.id, orderCreateSchema, {
    initialValues: emptyOrder(),
    toValues: (d) =>
      ({
        customerId: d.customerId,
        warehouseId: d.warehouseId,
        platform: d.platform ?? '',
        storeName: d.storeName ?? '',
        recordNo: d.recordNo ?? '',
        carrier: d.carrier ?? '',
        service: d.service ?? '',
        signType: d.signType,
        recipient: {
          ...emptyRecipient(),
          ...d,
          address2: d.address2 ?? '',
          phone: d.phone ?? '',
          email: d.email ?? '',
        },
        items: d.items.map((item) => ({
          sku: item.sku,
          saleNum: item.saleNum,
          onlineSku: item.onlineSku ?? '',
        })),
      }) as Values,
    save: async (values) => {
      const body = orderCreateSchema.parse(values);
      if (editing) {
        const { customerId: _c, warehouseId: _w, ...rest } = body;
        await api.call(orderEditEndpoints.updateOrder, { ...rest, id: editing.id });
      } else await api.call(orderEditEndpoints.createOrder, body);
      onDone();
    },
    form: { mode: 'controlled' },
  });
  const customerId = form.getValues().customerId;
  const warehouses = useApiQuery(
    orderListEndpoints.getWareHouseInfoByCustomerId,
    { customerId },
    { enabled: !!customerId },
  );
  // A store is one of the customer's own, as an import requires: chosen, not typed.
  const stores = useApiQuery(customerStoreEndpoints.getList, { customerId }, { enabled: !!customerId });
  const chooseStore = (name: string | null) => {
    form.setFieldValue('storeName', name ?? '');
    const store = stores.data?.find((s) => s.name === name);
    if (store) form.setFieldValue('platform', store.platform);
  };
  const items = form.getValues().items;
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={t(editing ? 'orders:dialog.editOrder' : 'orders:dialog.createOrder')}
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          <SimpleGrid cols={3}>
            <CustomerSelect
              label={t('orders:customer')}
              withAsterisk
              disabled={!!editing}
              {...form.getInputProps('customerId')}
            />
            <Select
              label={t('orders:warehouse')}
              withAsterisk
              disabled={!!editing}
              data={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
              {...form.getInputProps('warehouseId')}
            />
            <TextInput label={t('orders:recordNo')} {...form.getInputProps('recordNo')} />
            <TextInput label={t('orders:platform')} {...form.getInputProps('platform')} />
            <Select
              label={t('orders:store')}
              searchable
              clearable
              data={(stores.data ?? []).map((store) => ({
                value: store.name,
                label: `${store.name} (${store.platform})`,
              }))}
              {...form.getInputProps('storeName')}
              value={form.getValues().storeName || null}
              onChange={chooseStore}
            />
            <Select
              label={t('orders:signatureType')}
              data={signatureTypes.map((value) => ({ value, label: t(`orders:signType.${value}`) }))}
              {...form.getInputProps('signType')}
            />
          </SimpleGrid>
          <Title order={5}>{t('orders:dialog.receivingAddress')}</Title>
          <RecipientFields form={form} />
          <Title order={5}>{t('orders:dialog.item')}</Title>
          {items.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: item rows have no id until saved
            <Group key={index} align="flex-end" data-testid="order-item">
              <TextInput label={t('orders:sku')} withAsterisk {...form.getInputProps(`items.${index}.sku`)} />
              <NumberInput
                label={t('orders:saleNum')}
                withAsterisk
                min={1}
                allowDecimal={false}
                {...form.getInputProps(`items.${index}.saleNum`)}
              />
              <TextInput label={t('orders:onlineSku')} {...form.getInputProps(`items.${index}.onlineSku`)} />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('resource:delete')}
                disabled={items.length === 1}
                onClick={() => form.removeListItem('items', index)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => form.insertListItem('items', emptyItem())}>
              {t('orders:addItem')}
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('resource:cancel')}
              </Button>
              <Button type="submit">{t('resource:save')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
