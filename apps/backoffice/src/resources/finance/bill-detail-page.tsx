import {
  Button,
  Group,
  Menu,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Bill,
  billActionOpen,
  billDownloadEndpoints,
  billEndpoints,
  type Charge,
  FEE_DOWNLOADS,
  FEE_TYPES,
  type FeeDownload,
  routeTo,
} from '@wms/api';
import { type ColumnDefinition, DataTable, renderCell, useApiMutation, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SourceLink } from './charges.resource.tsx';

const FACTS: readonly ColumnDefinition<Bill>[] = [
  { accessor: 'invoiceNo', title: 'finance:invoiceNo' },
  { accessor: 'billMonth', title: 'finance:billMonth' },
  { accessor: 'customerCode', title: 'finance:customer' },
  { accessor: 'warehouseName', title: 'finance:warehouse' },
  { accessor: 'accountType', title: 'finance:accountType', codeText: 'customers:accountType' },
  { accessor: 'state', title: 'finance:state', status: { prefix: 'finance:settlement' } },
  { accessor: 'dueOn', title: 'finance:dueOn' },
  { accessor: 'billMoney', title: 'finance:billMoney', kind: 'money' },
  { accessor: 'amountPaid', title: 'finance:amountPaid', kind: 'money' },
  { accessor: 'amountToPay', title: 'finance:amountToPay', kind: 'money' },
];

const LINES: readonly ColumnDefinition<Charge>[] = [
  { accessor: 'occurredOn', title: 'finance:occurredOn', noWrap: true },
  { accessor: 'feeType', title: 'finance:feeType', codeText: 'finance:fee', noWrap: true },
  { accessor: 'sourceNo', title: 'finance:sourceNo', render: (row) => <SourceLink charge={row} /> },
  { accessor: 'quantity', title: 'finance:quantity' },
  { accessor: 'amount', title: 'finance:amount', kind: 'money' },
  { accessor: 'rule', title: 'finance:rule' },
  { accessor: 'seq', title: 'finance:seq' },
  { accessor: 'remark', title: 'finance:remark' },
];

const FEE_DOWNLOAD_CALLS = {
  freight: billDownloadEndpoints.freightFee,
  storage: billDownloadEndpoints.storageFee,
  orderDeal: billDownloadEndpoints.orderDealFee,
  transShip: billDownloadEndpoints.transShipFee,
  unload: billDownloadEndpoints.unloadFee,
  extra: billDownloadEndpoints.extraFee,
} as const satisfies Record<FeeDownload, unknown>;

/** The per-fee downloads of one bill: each kind of fee's lines with their sources, in the download center. */
function FeeDownloadsMenu({ billId, disabled }: { billId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const calls = {
    freight: useApiMutation(FEE_DOWNLOAD_CALLS.freight),
    storage: useApiMutation(FEE_DOWNLOAD_CALLS.storage),
    orderDeal: useApiMutation(FEE_DOWNLOAD_CALLS.orderDeal),
    transShip: useApiMutation(FEE_DOWNLOAD_CALLS.transShip),
    unload: useApiMutation(FEE_DOWNLOAD_CALLS.unload),
    extra: useApiMutation(FEE_DOWNLOAD_CALLS.extra),
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="light" data-testid="download-fees" disabled={disabled}>
          {t('finance:download.fees')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FEE_DOWNLOADS.map((fee) => (
          <Menu.Item key={fee} data-fee-download={fee} onClick={() => calls[fee].mutate({ billId })}>
            {t(`finance:download.fee.${fee}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The correction of one line: a reversal and the corrected amount, never an edit. */
function AdjustDialog({ charge, onClose }: { charge: Charge; onClose: () => void }) {
  const { t } = useTranslation();
  const adjust = useApiMutation(billEndpoints.adjustCharge);
  const [amount, setAmount] = useState<number | string>(charge.amount);
  const [remark, setRemark] = useState('');
  return (
    <Modal opened onClose={onClose} title={`${t('finance:adjust')} ${charge.sourceNo}`}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('finance:adjustHint')}
        </Text>
        <NumberInput label={t('finance:adjustAmount')} decimalScale={2} value={amount} onChange={setAmount} />
        <TextInput
          label={t('finance:remark')}
          withAsterisk
          data-testid="adjust-remark"
          value={remark}
          onChange={(e) => setRemark(e.currentTarget.value)}
        />
        <Button
          loading={adjust.isPending}
          onClick={async () => {
            await adjust.mutateAsync({ chargeId: charge.id, amount: Number(amount), remark });
            onClose();
          }}
        >
          {t('finance:adjust')}
        </Button>
      </Stack>
    </Modal>
  );
}

function BillView({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const bill = useApiQuery(billEndpoints.getDetail, { id }, { enabled: Boolean(id) });
  const lines = useApiQuery(
    billEndpoints.getChargeList,
    { billId: id, pageSize: 100 },
    { enabled: Boolean(id) },
  );
  const [adjusting, setAdjusting] = useState<Charge | null>(null);
  const excel = useApiMutation(billDownloadEndpoints.summaryMonthBill);
  const pdf = useApiMutation(billDownloadEndpoints.summaryMonthBillPdf);
  const found = bill.data;
  const canAdjust = editable && found !== undefined && billActionOpen(found.state, 'adjust');
  const columns: ColumnDefinition<Charge>[] = canAdjust
    ? [
        ...LINES,
        {
          accessor: 'id',
          title: 'finance:adjust',
          render: (row) =>
            row.reversesId ? null : (
              <Button size="compact-xs" variant="light" onClick={() => setAdjusting(row)}>
                {t('finance:adjust')}
              </Button>
            ),
        },
      ]
    : [...LINES];
  return (
    <Stack p="md" data-testid="bill-detail">
      <Group justify="space-between">
        <Title
          order={3}
        >{`${t(editable ? 'finance:billedEdit' : 'finance:billDetail')} ${found?.invoiceNo ?? ''}`}</Title>
        <Group>
          <Button
            variant="light"
            data-testid="download-excel"
            disabled={!found}
            onClick={() => excel.mutate({ billId: id })}
          >
            {t('finance:downloadExcel')}
          </Button>
          <Button
            variant="light"
            data-testid="download-pdf"
            disabled={!found}
            onClick={() => pdf.mutate({ billId: id })}
          >
            {t('finance:downloadPdf')}
          </Button>
          <FeeDownloadsMenu billId={id} disabled={!found} />
          <Button variant="default" component={Link} to={routeTo('finance.billed')}>
            {t('finance:billed')}
          </Button>
        </Group>
      </Group>
      {found && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {FACTS.map((column) => (
              <div key={column.accessor}>
                <Text size="xs" c="dimmed">
                  {t(column.title)}
                </Text>
                <Text component="div" data-field={column.accessor}>
                  {renderCell(column, found) ?? '—'}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Title order={5}>{t('finance:feeComponent')}</Title>
          <SimpleGrid cols={{ base: 3, sm: 6 }} data-testid="bill-fees">
            {FEE_TYPES.filter((type) => found.fees[type] !== 0).map((type) => (
              <div key={type}>
                <Text size="xs" c="dimmed">
                  {t(`finance:fee.${type}`)}
                </Text>
                <Text data-fee={type}>{found.fees[type].toFixed(2)}</Text>
              </div>
            ))}
            <div>
              <Text size="xs" c="dimmed">
                {t('finance:total')}
              </Text>
              <Text fw={700} data-testid="bill-total">
                {found.billMoney.toFixed(2)}
              </Text>
            </div>
          </SimpleGrid>
          <Title order={5}>{`${t('finance:lines')} (${lines.data?.total ?? 0})`}</Title>
          <DataTable
            columns={columns}
            records={lines.data?.items ?? []}
            rowKey={(row) => row.id}
            data-testid="bill-lines"
          />
        </>
      )}
      {adjusting && (
        <AdjustDialog
          charge={adjusting}
          onClose={() => {
            setAdjusting(null);
            void bill.refetch();
            void lines.refetch();
          }}
        />
      )}
    </Stack>
  );
}

/** One bill (`/finance/bill/detail?id=`): its facts, fee components, total and every line with its source. */
export function BillDetailPage() {
  return <BillView editable={false} />;
}

/** Billed-edit (`/finance/billed/edit?id=`): the bill's lines, each correctable while the bill is unsettled. */
export function BillEditPage() {
  return <BillView editable />;
}
