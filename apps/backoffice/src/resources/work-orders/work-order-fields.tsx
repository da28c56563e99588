import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type WorkOrderCategory,
  type WorkOrderPriority,
  warehouseEndpoints,
  workOrderCategories,
  workOrderPriorities,
  workOrderTypes,
} from '@wms/api';
import { CustomerSelect, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

export interface WorkOrderValues {
  customerId: string | null;
  warehouseId: string | null;
  category: WorkOrderCategory;
  type: string;
  priority: WorkOrderPriority;
  title: string;
  description: string;
  relatedNo: string;
}

export const emptyWorkOrder: WorkOrderValues = {
  customerId: null,
  warehouseId: null,
  category: 'afterSales',
  type: 'damagedGoods',
  priority: 'general',
  title: '',
  description: '',
  relatedNo: '',
};

/** The fields of a ticket, shared by the new-ticket dialog and the edit page. */
export function WorkOrderFields({
  values,
  onChange,
  customerLocked,
}: {
  values: WorkOrderValues;
  onChange: (values: WorkOrderValues) => void;
  /** The customer cannot change (editing, or a customer's user with its one customer). */
  customerLocked?: boolean;
}) {
  const { t } = useTranslation();
  const warehouses = useApiQuery(warehouseEndpoints.getList, {});
  const set = (patch: Partial<WorkOrderValues>) => onChange({ ...values, ...patch });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2}>
        <CustomerSelect
          label={t('workOrders:customer')}
          withAsterisk
          disabled={customerLocked}
          data-testid="work-order-customer"
          value={values.customerId}
          onChange={(customerId) => set({ customerId })}
        />
        <Select
          label={t('workOrders:warehouse')}
          clearable
          data-testid="work-order-warehouse"
          data={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
          value={values.warehouseId}
          onChange={(warehouseId) => set({ warehouseId })}
        />
        <Select
          label={t('workOrders:category')}
          withAsterisk
          allowDeselect={false}
          data-testid="work-order-category"
          data={workOrderCategories.map((c) => ({ value: c, label: t(`workOrders:category.${c}`) }))}
          value={values.category}
          onChange={(category) => {
            const next = (category ?? 'other') as WorkOrderCategory;
            set({ category: next, type: workOrderTypes[next][0] });
          }}
        />
        <Select
          label={t('workOrders:type')}
          withAsterisk
          allowDeselect={false}
          data-testid="work-order-type"
          data={workOrderTypes[values.category].map((type) => ({
            value: type,
            label: t(`workOrders:type.${type}`),
          }))}
          value={values.type}
          onChange={(type) => set({ type: type ?? values.type })}
        />
        <Select
          label={t('workOrders:priority')}
          allowDeselect={false}
          data-testid="work-order-priority"
          data={workOrderPriorities.map((p) => ({ value: p, label: t(`workOrders:priority.${p}`) }))}
          value={values.priority}
          onChange={(priority) => set({ priority: (priority ?? 'general') as WorkOrderPriority })}
        />
        <TextInput
          label={t('workOrders:relatedNo')}
          value={values.relatedNo}
          onChange={(e) => set({ relatedNo: e.currentTarget.value })}
        />
      </SimpleGrid>
      <TextInput
        label={t('workOrders:title.field')}
        withAsterisk
        data-testid="work-order-title"
        value={values.title}
        onChange={(e) => set({ title: e.currentTarget.value })}
      />
      <Textarea
        label={t('workOrders:description')}
        withAsterisk
        autosize
        minRows={3}
        data-testid="work-order-description"
        value={values.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
      />
    </Stack>
  );
}

/** The request body of the fields. */
export const bodyOf = (v: WorkOrderValues) => ({
  warehouseId: v.warehouseId,
  category: v.category,
  type: v.type,
  priority: v.priority,
  title: v.title,
  description: v.description,
  relatedNo: v.relatedNo || null,
});
