import { NumberInput, TextInput } from '@mantine/core';
import { BILL_STATES, type Bill, billActionOpen, billEndpoints, routeTo } from '@wms/api';
import { defineResource, type ResourceFormProps, ResourcePage, SubmitDialog, useApiMutation } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feeColumns } from './fee-columns.ts';

/** A payment matched to the bill (a write-off); the bill is settled when fully paid. */
function WriteOffDialog({ rows, onClose, onDone }: ResourceFormProps<Bill>) {
  const { t } = useTranslation();
  const writeOff = useApiMutation(billEndpoints.writeOff);
  const bill = rows[0];
  const [amount, setAmount] = useState<number | string>(bill?.amountToPay ?? 0);
  const [remark, setRemark] = useState('');
  if (!bill) return null;
  return (
    <SubmitDialog
      title={`${t('finance:writeOff')} ${bill.invoiceNo}`}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() => writeOff.mutateAsync({ billId: bill.id, amount: Number(amount), remark })}
    >
      <NumberInput
        label={t('finance:writeOffAmount')}
        withAsterisk
        decimalScale={2}
        min={0}
        data-testid="write-off-amount"
        value={amount}
        onChange={setAmount}
      />
      <TextInput
        label={t('finance:remark')}
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
      />
    </SubmitDialog>
  );
}

/** Billed bills: invoice number, month, fee components, paid and to pay, settlement. */
export const billsResource = defineResource({
  name: 'bills',
  list: billEndpoints.getPageList,
  rowKey: 'id',
  tabs: {
    field: 'state',
    counts: true,
    items: [
      { label: 'resource:all' },
      ...BILL_STATES.map((v) => ({ value: v, label: `finance:settlement.${v}` as const })),
    ],
  },
  filters: [
    { name: 'invoiceNo', kind: 'text', label: 'finance:invoiceNo' },
    { name: 'billMonth', kind: 'text', label: 'finance:billMonth' },
  ],
  columns: [
    { accessor: 'invoiceNo', title: 'finance:invoiceNo', noWrap: true },
    { accessor: 'billMonth', title: 'finance:billMonth', noWrap: true },
    { accessor: 'customerCode', title: 'finance:customer' },
    { accessor: 'warehouseName', title: 'finance:warehouse' },
    { accessor: 'accountType', title: 'finance:accountType', codeText: 'customers:accountType' },
    ...feeColumns<Bill>(),
    { accessor: 'billMoney', title: 'finance:billMoney', kind: 'money' },
    { accessor: 'amountPaid', title: 'finance:amountPaid', kind: 'money' },
    { accessor: 'amountToPay', title: 'finance:amountToPay', kind: 'money' },
    {
      accessor: 'state',
      title: 'finance:state',
      status: { prefix: 'finance:settlement', colors: { unsettled: 'orange', settled: 'green' } },
    },
    { accessor: 'dueOn', title: 'finance:dueOn', noWrap: true },
  ],
  rowActions: (a) => [
    a.open({ label: 'finance:billDetail', to: (row) => routeTo('finance.bill-detail', { id: row.id }) }),
    a.open({
      label: 'finance:billedEdit',
      to: (row) => routeTo('finance.billed-edit', { id: row.id }),
      visible: (row) => billActionOpen(row.state, 'adjust'),
    }),
    a.rowForm('writeOff', {
      label: 'finance:writeOff',
      endpoint: billEndpoints.writeOff,
      visible: (row) => billActionOpen(row.state, 'writeOff'),
    }),
  ],
  forms: { writeOff: WriteOffDialog },
});

export function BillsPage() {
  return <ResourcePage titleKey="finance:billed" resource={billsResource} />;
}
