import { NumberInput, SegmentedControl, Text, TextInput } from '@mantine/core';
import {
  BILL_STATES,
  type Bill,
  billActionOpen,
  billDownloadEndpoints,
  billEndpoints,
  billFilterInput,
  routeTo,
} from '@wms/api';
import { defineResource, type ResourceFormProps, ResourcePage, SubmitDialog, useApiMutation } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { feeColumns } from './fee-columns.ts';

const LIST_DOWNLOADS = {
  total: billDownloadEndpoints.summaryMonthBillTotal,
  credit: billDownloadEndpoints.creditBill,
  prepay: billDownloadEndpoints.prepayBill,
} as const;
type ListDownload = keyof typeof LIST_DOWNLOADS;

/** The bill-list downloads (total, credit, prepaid) over the list's own filters, made in the download center. */
function BillDownloadsDialog({ onClose, onDone }: ResourceFormProps<Bill>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [kind, setKind] = useState<ListDownload>('total');
  const total = useApiMutation(LIST_DOWNLOADS.total);
  const credit = useApiMutation(LIST_DOWNLOADS.credit);
  const prepay = useApiMutation(LIST_DOWNLOADS.prepay);
  const mutation = { total, credit, prepay }[kind];
  // The list's filters live in the URL as the list call's input; what does not parse is left out.
  const parsed = billFilterInput.safeParse(
    Object.fromEntries([...params.entries()].filter(([key]) => key in billFilterInput.shape)),
  );
  return (
    <SubmitDialog
      title={t('finance:download.title')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() => mutation.mutateAsync(parsed.success ? parsed.data : {})}
    >
      <SegmentedControl
        aria-label={t('finance:download.kind')}
        data-testid="bill-download-kind"
        value={kind}
        onChange={(value) => setKind(value as ListDownload)}
        data={(Object.keys(LIST_DOWNLOADS) as ListDownload[]).map((value) => ({
          value,
          label: t(`finance:download.${value}`),
        }))}
      />
      <Text size="sm" c="gray.7">
        {t('finance:download.hint')}
      </Text>
    </SubmitDialog>
  );
}

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

/**
 * Billed bills: invoice number, month, fee components, paid and to pay, settlement. Receivables are the
 * same list held to the unsettled bills, where payments are written off.
 */
const billList = (receivable: boolean) =>
  defineResource({
    name: receivable ? 'receivables' : 'bills',
    list: billEndpoints.getPageList,
    rowKey: 'id',
    ...(receivable
      ? { fixed: { state: 'unsettled' as const } }
      : {
          tabs: {
            field: 'state',
            counts: true,
            items: [
              { label: 'resource:all' as const },
              ...BILL_STATES.map((v) => ({ value: v, label: `finance:settlement.${v}` as const })),
            ],
          },
        }),
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
    toolbar: (a) => [
      a.batch(billDownloadEndpoints.batchSummaryMonthBill, {
        label: 'finance:download.batch',
        selection: 'some',
        success: false,
        input: (rows) => ({ billIds: rows.map((row) => row.id) }),
      }),
      a.form('downloads', {
        label: 'finance:download.title',
        endpoint: billDownloadEndpoints.summaryMonthBillTotal,
      }),
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
    forms: { writeOff: WriteOffDialog, downloads: BillDownloadsDialog },
  });

export const billsResource = billList(false);
const receivablesResource = billList(true);

export function BillsPage() {
  return <ResourcePage titleKey="finance:billed" resource={billsResource} />;
}

/** Receivable write-off (`/finance/write-off/receivable`): the unsettled bills, each open to a payment. */
export function ReceivablesPage() {
  return <ResourcePage titleKey="finance:receivable" resource={receivablesResource} />;
}
