import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ApiError,
  canWorkOrder,
  routeTo,
  uuidv7,
  type WorkOrderDetail,
  workOrderEndpoints,
  workOrderFeeCategories,
} from '@wms/api';
import {
  type ColumnDefinition,
  DataTable,
  DateText,
  Money,
  renderCell,
  StatusBadge,
  useApi,
  useApiMutation,
  useApiQuery,
  useConfirm,
} from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLiveRefresh } from '../../app/live-events.ts';
import { AttachmentInput, checkFiles, uploadFiles } from './work-order-files.tsx';
import { PRIORITY_COLORS, WORK_ORDER_STATUS_COLORS } from './work-orders.resource.tsx';

type Detail = WorkOrderDetail;

const FACTS: readonly ColumnDefinition<Detail>[] = [
  {
    accessor: 'status',
    title: 'workOrders:status',
    status: { prefix: 'workOrders:status', colors: WORK_ORDER_STATUS_COLORS },
  },
  {
    accessor: 'priority',
    title: 'workOrders:priority',
    status: { prefix: 'workOrders:priority', colors: PRIORITY_COLORS },
  },
  { accessor: 'category', title: 'workOrders:category', codeText: 'workOrders:category' },
  { accessor: 'type', title: 'workOrders:type', codeText: 'workOrders:type' },
  { accessor: 'customerCode', title: 'workOrders:customer' },
  { accessor: 'warehouseName', title: 'workOrders:warehouse' },
  { accessor: 'relatedNo', title: 'workOrders:relatedNo' },
  { accessor: 'fee', title: 'workOrders:feeTotal', kind: 'money' },
  { accessor: 'createdTime', title: 'workOrders:createdTime', kind: 'datetime' },
  { accessor: 'finishedTime', title: 'workOrders:finishedTime', kind: 'datetime' },
];

function Files({ files }: { files: Detail['attachments'] }) {
  if (!files.length) return null;
  return (
    <Group gap="sm">
      {files.map((f) => (
        <Anchor key={f.id} href={f.url} target="_blank" rel="noreferrer" data-testid="work-order-file">
          {f.name}
        </Anchor>
      ))}
    </Group>
  );
}

/** The thread, oldest first, and the reply box while the ticket is open. */
function Thread({ ticket, onSaved }: { ticket: Detail; onSaved: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const reply = useApiMutation(workOrderEndpoints.reply);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (checkFiles(files)) return;
    setBusy(true);
    try {
      const attachments = await uploadFiles(api, files, ticket.customerId);
      await reply.mutateAsync({ id: ticket.id, body, attachments });
      setBody('');
      setFiles([]);
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Title order={5}>{t('workOrders:replies')}</Title>
      {ticket.replies.length === 0 && <Text c="dimmed">{t('workOrders:noReplies')}</Text>}
      {ticket.replies.map((r) => (
        <Paper
          key={r.id}
          withBorder
          p="sm"
          radius="md"
          bg={r.side === 'warehouse' ? 'blue.0' : undefined}
          ml={r.side === 'warehouse' ? 0 : 'xl'}
          mr={r.side === 'warehouse' ? 'xl' : 0}
          data-testid="work-order-reply"
          data-side={r.side}
        >
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {`${t(`workOrders:side.${r.side}`)} · ${r.authorName}`}
            </Text>
            <Text size="xs" c="dimmed">
              <DateText value={r.createdTime} withTime />
            </Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{r.body}</Text>
          <Files files={r.attachments} />
        </Paper>
      ))}
      {canWorkOrder(ticket.status, 'reply', ticket.viewerSide) && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Textarea
              autosize
              minRows={2}
              placeholder={t('workOrders:replyPlaceholder')}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              data-testid="work-order-reply-body"
            />
            <Group align="flex-end" justify="space-between">
              <AttachmentInput value={files} onChange={setFiles} />
              <Button loading={busy} disabled={!body.trim()} onClick={send} data-testid="work-order-send">
                {t('workOrders:sendReply')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

const FEE_COLUMNS: readonly ColumnDefinition<Detail['fees'][number]>[] = [
  { accessor: 'category', title: 'workOrders:billingCategory', codeText: 'workOrders:feeCategory' },
  { accessor: 'fee', title: 'workOrders:billingFee', kind: 'money' },
  { accessor: 'remark', title: 'workOrders:billingRemark' },
  { accessor: 'createdTime', title: 'workOrders:createdTime', kind: 'datetime' },
];

/** Billing lines; staff add one (its id made when the form is shown, so a resend records it once). */
function Billing({ ticket, onSaved }: { ticket: Detail; onSaved: () => void }) {
  const { t } = useTranslation();
  const add = useApiMutation(workOrderEndpoints.addFee);
  const [lineId, setLineId] = useState(() => uuidv7());
  const [category, setCategory] = useState<string>('handling');
  const [fee, setFee] = useState<number | string>('');
  const [remark, setRemark] = useState('');
  const submit = async () => {
    try {
      await add.mutateAsync({
        workOrderId: ticket.id,
        lineId,
        category: category as (typeof workOrderFeeCategories)[number],
        fee: Number(fee),
        remark: remark || null,
      });
      setLineId(uuidv7());
      setFee('');
      setRemark('');
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={5}>{t('workOrders:billing')}</Title>
        <Text fw={600}>
          {t('workOrders:feeTotal')}: <Money value={ticket.fee} />
        </Text>
      </Group>
      <DataTable
        columns={FEE_COLUMNS}
        records={ticket.fees}
        loaded
        rowKey={(f) => f.id}
        data-testid="work-order-fees"
      />
      {canWorkOrder(ticket.status, 'addFee', ticket.viewerSide) && (
        <Group align="flex-end">
          <Select
            label={t('workOrders:billingCategory')}
            allowDeselect={false}
            w={160}
            data={workOrderFeeCategories.map((c) => ({ value: c, label: t(`workOrders:feeCategory.${c}`) }))}
            value={category}
            onChange={(v) => setCategory(v ?? 'handling')}
            data-testid="work-order-fee-category"
          />
          <NumberInput
            label={t('workOrders:billingFee')}
            decimalScale={2}
            w={140}
            value={fee}
            onChange={setFee}
            data-testid="work-order-fee"
          />
          <TextInput
            label={t('workOrders:billingRemark')}
            style={{ flex: 1 }}
            value={remark}
            onChange={(e) => setRemark(e.currentTarget.value)}
            data-testid="work-order-fee-remark"
          />
          <Button onClick={submit} disabled={!Number(fee)} data-testid="work-order-add-fee">
            {t('workOrders:addFee')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** After-sales stock the ticket holds, each line with its unlock. */
function AfterSalesStock({ ticket, onSaved }: { ticket: Detail; onSaved: () => void }) {
  const { t } = useTranslation();
  const unlock = useApiMutation(workOrderEndpoints.unlockStock);
  const columns: readonly ColumnDefinition<Detail['stock'][number]>[] = [
    { accessor: 'productNo', title: 'workOrders:product' },
    { accessor: 'locationName', title: 'workOrders:location' },
    { accessor: 'quantity', title: 'workOrders:quantity' },
    { accessor: 'createdTime', title: 'workOrders:createdTime', kind: 'datetime' },
    {
      accessor: 'locked',
      title: 'workOrders:status',
      render: (line) =>
        line.locked && canWorkOrder(ticket.status, 'unlockStock', ticket.viewerSide) ? (
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              void unlock
                .mutateAsync({ workOrderId: ticket.id, lineId: line.id })
                .then(onSaved)
                .catch((e: unknown) => {
                  if (!(e instanceof ApiError)) throw e;
                })
            }
          >
            {t('workOrders:unlockQuantity')}
          </Button>
        ) : (
          t(line.locked ? 'workOrders:locked' : 'workOrders:unlocked')
        ),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={5}>{t('workOrders:afterSalesStock')}</Title>
      {ticket.stock.length ? (
        <DataTable columns={columns} records={ticket.stock} rowKey={(l) => l.id} />
      ) : (
        <Text c="dimmed">{t('workOrders:noStock')}</Text>
      )}
    </Stack>
  );
}

/** One ticket (`/work-order/list/detail?id=`): its fields, attachments, thread, billing and after-sales stock. */
export function WorkOrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useApiQuery(workOrderEndpoints.getDetail, { id }, { enabled: Boolean(id) });
  // The other side's replies arrive live.
  useLiveRefresh('workOrder', [workOrderEndpoints.getDetail.path]);
  const finish = useApiMutation(workOrderEndpoints.finish);
  const cancel = useApiMutation(workOrderEndpoints.cancel);
  const [dialog, confirm] = useConfirm();
  const ticket = detail.data;
  const refetch = () => void detail.refetch();
  const move = async (action: 'finish' | 'cancel') => {
    if (!ticket) return;
    const question = t(`workOrders:${action}Question`, { workOrderNo: ticket.workOrderNo });
    if (!(await confirm(question))) return;
    await (action === 'finish' ? finish : cancel).mutateAsync({ id: ticket.id }).catch((e: unknown) => {
      if (!(e instanceof ApiError)) throw e;
    });
    refetch();
  };
  return (
    <Stack p="md" data-testid="work-order-detail">
      {dialog}
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={3}>{`${t('workOrders:detail')} ${ticket?.workOrderNo ?? ''}`}</Title>
          {ticket && (
            <StatusBadge value={ticket.status} prefix="workOrders:status" colors={WORK_ORDER_STATUS_COLORS} />
          )}
        </Group>
        <Group gap="xs">
          {ticket && canWorkOrder(ticket.status, 'edit', ticket.viewerSide) && (
            <Button variant="light" component={Link} to={routeTo('work-orders.edit', { id: ticket.id })}>
              {t('workOrders:edit')}
            </Button>
          )}
          {ticket && canWorkOrder(ticket.status, 'finish', ticket.viewerSide) && (
            <Button color="green" onClick={() => void move('finish')} data-testid="work-order-finish">
              {t('workOrders:checkFinish')}
            </Button>
          )}
          {ticket && canWorkOrder(ticket.status, 'cancel', ticket.viewerSide) && (
            <Button color="red" variant="light" onClick={() => void move('cancel')}>
              {t('workOrders:cancel')}
            </Button>
          )}
          <Button variant="default" component={Link} to={routeTo('work-orders.list')}>
            {t('workOrders:list')}
          </Button>
        </Group>
      </Group>
      {ticket && (
        <>
          <Paper withBorder p="md" radius="md">
            <Title order={4} mb="sm" data-testid="work-order-title">
              {ticket.title}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 5 }} mb="sm">
              {FACTS.map((column) => (
                <div key={column.accessor}>
                  <Text size="xs" c="dimmed">
                    {t(column.title)}
                  </Text>
                  <Text component="div" data-field={column.accessor}>
                    {renderCell(column, ticket) ?? '—'}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('workOrders:description')}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }} mb="xs">
              {ticket.description}
            </Text>
            <Files files={ticket.attachments} />
          </Paper>
          <Thread ticket={ticket} onSaved={refetch} />
          <Billing ticket={ticket} onSaved={refetch} />
          <AfterSalesStock ticket={ticket} onSaved={refetch} />
        </>
      )}
    </Stack>
  );
}
