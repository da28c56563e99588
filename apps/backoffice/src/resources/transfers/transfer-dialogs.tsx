import { NumberInput, Radio, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import {
  type TransferRow,
  transferCarrierSchema,
  transferEndpoints,
  transferEstimatedTimeSchema,
  transferReasonSchema,
  transferRemarkInput,
} from '@wms/api';
import {
  DateField,
  DateText,
  FormDialog,
  type ResourceFormProps,
  SubmitDialog,
  useApiMutation,
  useApiQuery,
  useZodForm,
} from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = ResourceFormProps<TransferRow>;

/** Refusal: the audit sends the order back to its customer with a reason. */
export function TransferRejectDialog({ rows, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const reject = useApiMutation(transferEndpoints.reject);
  const form = useZodForm(transferReasonSchema, {
    initialValues: { ids: rows.map((r) => r.id), reason: '' },
  });
  const submit = form.onSubmit(async (v) => {
    await reject.mutateAsync(transferReasonSchema.parse(v));
    onDone();
  });
  return (
    <FormDialog
      title={t('transfer:dialog.refusal')}
      onClose={onClose}
      onSubmit={submit}
      loading={reject.isPending}
    >
      <Textarea
        label={t('transfer:rejectReason')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}

/** Switch carrier (and the truck company) of the chosen orders. */
export function TransferCarrierDialog({ rows, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const change = useApiMutation(transferEndpoints.updateCarrier);
  const form = useZodForm(transferCarrierSchema, {
    initialValues: {
      ids: rows.map((r) => r.id),
      carrier: rows[0]?.carrier ?? '',
      truckCompany: rows[0]?.truckCompany ?? '',
    },
  });
  const submit = form.onSubmit(async (v) => {
    await change.mutateAsync(transferCarrierSchema.parse(v));
    onDone();
  });
  return (
    <FormDialog
      title={t('transfer:dialog.switchCarrier')}
      onClose={onClose}
      onSubmit={submit}
      loading={change.isPending}
    >
      <TextInput label={t('transfer:carrier')} withAsterisk {...form.getInputProps('carrier')} />
      <TextInput label={t('transfer:truckCompany')} {...form.getInputProps('truckCompany')} />
    </FormDialog>
  );
}

/** Warehouse notes: the earlier remarks and a new one. */
export function TransferRemarkDialog({ rows, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const add = useApiMutation(transferEndpoints.addWarehouseRemark);
  const list = useApiQuery(transferEndpoints.getWarehouseRemarkList, { id: row.id });
  const form = useZodForm(transferRemarkInput, { initialValues: { id: row.id, remark: '' } });
  const submit = form.onSubmit(async (v) => {
    await add.mutateAsync(transferRemarkInput.parse(v));
    onDone();
  });
  return (
    <FormDialog
      title={t('transfer:dialog.warehouseNotes')}
      onClose={onClose}
      onSubmit={submit}
      loading={add.isPending}
    >
      {(list.data ?? []).map((r) => (
        <Text key={r.id} size="sm">
          <DateText value={r.createdTime} /> {r.createdByName}: {r.remark}
        </Text>
      ))}
      <Textarea label={t('transfer:warehouseRemark')} withAsterisk {...form.getInputProps('remark')} />
    </FormDialog>
  );
}

/** Update estimated time: ETD and ETA, checked against the two-week window by the server. */
export function TransferEstimatedTimeDialog({ rows, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const change = useApiMutation(transferEndpoints.updateEstimatedTime);
  const form = useZodForm(transferEstimatedTimeSchema, {
    initialValues: { id: row.id, etd: row.etd, eta: row.eta ?? '' },
  });
  const submit = form.onSubmit(async (v) => {
    await change.mutateAsync(transferEstimatedTimeSchema.parse(v));
    onDone();
  });
  return (
    <FormDialog
      title={t('transfer:dialog.updateEstimatedTime')}
      onClose={onClose}
      onSubmit={submit}
      loading={change.isPending}
    >
      <DateField label={t('transfer:etd')} withAsterisk {...form.getInputProps('etd')} />
      <DateField label={t('transfer:eta')} {...form.getInputProps('eta')} />
    </FormDialog>
  );
}

/** Out of stock, as the warehouse reports it: the short units of each line and a reason. */
export function TransferReportShortDialog({ rows, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const lines = useApiQuery(transferEndpoints.getProductListById, { id: row.id });
  const report = useApiMutation(transferEndpoints.reportOutofStock);
  const [short, setShort] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const chosen = Object.entries(short).filter(([, n]) => n > 0);
  return (
    <SubmitDialog
      title={`${t('transfer:action.reportOutOfStock')} ${row.transID}`}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        report.mutateAsync({
          id: row.id,
          reason,
          lines: chosen.map(([lineId, shortQty]) => ({ lineId, shortQty })),
        })
      }
    >
      <Table withTableBorder data-testid="transfer-short-lines">
        <Table.Tbody>
          {(lines.data ?? []).map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{l.productNo}</Table.Td>
              <Table.Td>{l.needPickQty}</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${t('transfer:reportShort')} ${l.productNo}`}
                  min={0}
                  max={l.needPickQty}
                  decimalScale={0}
                  value={short[l.id] ?? 0}
                  onChange={(v) => setShort({ ...short, [l.id]: Number(v) || 0 })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Textarea
        label={t('transfer:outOfStockReason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </SubmitDialog>
  );
}

/** The customer's answer to a shortage: ship what is in stock, or cancel the order. */
export function TransferConfirmShortDialog({ rows, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const lines = useApiQuery(transferEndpoints.getOutofStockDetailInfo, { id: row.id });
  const confirm = useApiMutation(transferEndpoints.confirmOutofStock);
  const [decision, setDecision] = useState<'continue' | 'cancel'>('continue');
  return (
    <SubmitDialog
      title={t('transfer:dialog.outOfStock')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() => confirm.mutateAsync({ id: row.id, decision })}
    >
      <Stack gap="xs">
        <Text>{t('transfer:confirmOutOfStock')}</Text>
        {row.outOfStockReason && <Text c="dimmed">{row.outOfStockReason}</Text>}
        {(lines.data ?? []).map((l) => (
          <Text key={l.id} size="sm" data-testid="transfer-short-line">
            {l.productNo}: {l.needPickQty} → {l.needPickQty - l.outOfStockQty}
          </Text>
        ))}
        <Radio.Group value={decision} onChange={(v) => setDecision(v as 'continue' | 'cancel')}>
          <Stack gap={4}>
            <Radio value="continue" label={t('transfer:shortage.continue')} />
            <Radio value="cancel" label={t('transfer:shortage.cancel')} />
          </Stack>
        </Radio.Group>
      </Stack>
    </SubmitDialog>
  );
}
