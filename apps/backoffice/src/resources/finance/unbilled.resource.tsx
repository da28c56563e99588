import { Text, TextInput } from '@mantine/core';
import { billEndpoints, monthClosable, routeTo } from '@wms/api';
import { defineResource, type ResourceFormProps, ResourcePage, SubmitDialog, useApiMutation } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feeColumns } from './fee-columns.ts';

/** The previous month (YYYY-MM), the one usually closed. */
function lastMonth() {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** Close a month for every customer and warehouse with unbilled charges in it. */
function CloseMonthDialog({ onClose, onDone }: ResourceFormProps<unknown>) {
  const { t } = useTranslation();
  const close = useApiMutation(billEndpoints.closeMonth);
  const [billMonth, setBillMonth] = useState(lastMonth());
  return (
    <SubmitDialog
      title={t('finance:closeMonth')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() => close.mutateAsync({ billMonth })}
    >
      <Text size="sm" c="dimmed">
        {t('finance:closeMonthHint')}
      </Text>
      <TextInput
        label={t('finance:billMonth')}
        withAsterisk
        placeholder={t('finance:monthPlaceholder')}
        data-testid="close-month"
        value={billMonth}
        onChange={(e) => setBillMonth(e.currentTarget.value)}
      />
    </SubmitDialog>
  );
}

/** Unbilled charges per customer, warehouse and month, with the fee components they add up to. */
export const unbilledResource = defineResource({
  name: 'unbilled',
  list: billEndpoints.getUnbilledList,
  rowKey: 'id',
  filters: [{ name: 'billMonth', kind: 'text', label: 'finance:billMonth' }],
  columns: [
    { accessor: 'billMonth', title: 'finance:billMonth', noWrap: true },
    { accessor: 'customerCode', title: 'finance:customer' },
    { accessor: 'warehouseName', title: 'finance:warehouse' },
    { accessor: 'accountType', title: 'finance:accountType', codeText: 'customers:accountType' },
    ...feeColumns(),
    { accessor: 'billMoney', title: 'finance:billMoney', kind: 'money' },
    { accessor: 'chargeCount', title: 'finance:chargeCount' },
  ],
  toolbar: (a) => [
    a.form('closeMonth', { label: 'finance:closeMonth' }),
    a.batch(billEndpoints.priceLedger, {
      label: 'finance:priceLedger',
      selection: 'none',
      input: () => ({}),
    }),
  ],
  rowActions: (a) => [
    a.open({
      label: 'finance:viewCharges',
      to: (row) =>
        routeTo('finance.bill', {
          customerId: row.customerId,
          warehouseId: row.warehouseId,
          billMonth: row.billMonth,
          invoiceState: 'unbilled',
        }),
    }),
    a.call(billEndpoints.closeMonth, {
      name: 'closeRow',
      label: 'finance:closeMonth',
      input: (row) => ({
        billMonth: row.billMonth,
        customerId: row.customerId,
        warehouseId: row.warehouseId,
      }),
      visible: (row) => monthClosable(row.billMonth, new Date().toISOString().slice(0, 10)),
    }),
  ],
  forms: { closeMonth: CloseMonthDialog },
});

export function UnbilledPage() {
  return <ResourcePage titleKey="finance:unbilled" resource={unbilledResource} />;
}
