import { Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  customerStoreEndpoints,
  exceptionHandlings,
  type OrderRow,
  orderEditEndpoints,
  orderListEndpoints,
  orderMoveEndpoints,
} from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const orderNos = (rows: OrderRow[]) => rows.map((r) => r.orderNo).join(', ');

/** Modify warehouse: orders of one customer (the server refuses a mix) to one of its warehouses. */
export function ModifyWarehouseDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const options = useApiQuery(
    orderListEndpoints.getWareHouseInfoByCustomerId,
    { customerId: rows[0]?.customerId ?? '' },
    { enabled: rows.length > 0 },
  );
  return (
    <SubmitDialog
      title={t('orders:dialog.modifyWarehouse')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        api.call(orderEditEndpoints.modifyWarehouse, {
          ids: rows.map((r) => r.id),
          warehouseId: warehouseId ?? '',
        })
      }
    >
      <Text size="sm">{orderNos(rows)}</Text>
      <Select
        label={t('orders:shippingWarehouse')}
        withAsterisk
        data={(options.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
        value={warehouseId}
        onChange={setWarehouseId}
      />
    </SubmitDialog>
  );
}

/** Exception handling: orders in exception go back to pending, on to be delivered, or are cancelled. */
export function ExceptionHandlingDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const [handle, setHandle] = useState<(typeof exceptionHandlings)[number]>('recallToPending');
  const [remark, setRemark] = useState('');
  return (
    <SubmitDialog
      title={t('orders:dialog.exceptionHandling')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        api.call(orderMoveEndpoints.exceptionHandling, {
          ids: rows.map((r) => r.id),
          handle,
          remark: remark || undefined,
        })
      }
    >
      <Text size="sm">{orderNos(rows)}</Text>
      <Radio.Group value={handle} onChange={(v) => setHandle(v as typeof handle)}>
        <Stack gap={4}>
          {exceptionHandlings.map((value) => (
            <Radio key={value} value={value} label={t(`orders:action.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('orders:remark')}
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
      />
    </SubmitDialog>
  );
}

/** Combine: pending orders with the same addresses, merged into the first under a chosen platform store. */
export function CombineDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const [storeId, setStoreId] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const tree = useApiQuery(customerStoreEndpoints.getCustomerStoreListOfTree, {
    customerId: rows[0]?.customerId,
  });
  const data = (tree.data ?? []).map((c) => ({
    group: c.customerName,
    items: c.stores.map((s) => ({ value: s.id, label: `${s.name} (${s.platform})` })),
  }));
  return (
    <SubmitDialog
      title={t('orders:action.merge')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() => {
        setTried(true);
        // the server refuses a missing store too; the field says so as well
        return api.call(orderEditEndpoints.combinationOrder, {
          ids: rows.map((r) => r.id),
          storeId: storeId ?? '',
        });
      }}
    >
      <Text size="sm">{orderNos(rows)}</Text>
      <Select
        label={t('orders:store')}
        withAsterisk
        data={data}
        value={storeId}
        onChange={setStoreId}
        description={t('orders:combineStoreRequired')}
        error={tried && !storeId ? t('errors:ORDER_COMBINE_STORE') : undefined}
      />
    </SubmitDialog>
  );
}
