import { FileInput, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  customerEndpoints,
  type MiscFee,
  miscFeeEndpoints,
  VOUCHER_EXTENSIONS,
  warehouseEndpoints,
} from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApiMutation, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPT = VOUCHER_EXTENSIONS.map((e) => `.${e}`).join(',');

export async function base64Of(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Enter (or, for a pending or rejected fee, edit) a miscellaneous fee with its voucher. */
export function MiscFeeDialog({ rows, onClose, onDone }: ResourceFormProps<MiscFee>) {
  const { t } = useTranslation();
  const editing = rows[0];
  const create = useApiMutation(miscFeeEndpoints.create);
  const update = useApiMutation(miscFeeEndpoints.update);
  const upload = useApiMutation(miscFeeEndpoints.uploadVoucher);
  const customers = useApiQuery(customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 100 });
  const warehouses = useApiQuery(warehouseEndpoints.getList, {});
  const [customerId, setCustomerId] = useState<string | null>(editing?.customerId ?? null);
  const [warehouseId, setWarehouseId] = useState<string | null>(editing?.warehouseId ?? null);
  const [feeType, setFeeType] = useState(editing?.feeType ?? '');
  const [amount, setAmount] = useState<number | string>(editing?.amount ?? '');
  const [happenDate, setHappenDate] = useState(editing?.happenDate ?? new Date().toISOString().slice(0, 10));
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const [voucher, setVoucher] = useState<File | null>(null);
  const submit = async () => {
    const stored = voucher
      ? await upload.mutateAsync({ fileName: voucher.name, content: await base64Of(voucher) })
      : null;
    const input = {
      customerId: customerId ?? '',
      warehouseId: warehouseId ?? '',
      feeType,
      amount: Number(amount),
      happenDate,
      remark,
      voucherFileId: stored?.id ?? editing?.voucherFileId ?? null,
    };
    return editing ? update.mutateAsync({ ...input, id: editing.id }) : create.mutateAsync(input);
  };
  return (
    <SubmitDialog
      title={t(editing ? 'finance:miscFees.edit' : 'finance:miscFees.create')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={submit}
    >
      <SimpleGrid cols={2}>
        <Select
          label={t('finance:customer')}
          withAsterisk
          searchable
          data-testid="misc-fee-customer"
          data={(customers.data?.items ?? []).map((c) => ({
            value: c.id,
            label: `${c.customerCode} ${c.shortName}`,
          }))}
          value={customerId}
          onChange={setCustomerId}
        />
        <Select
          label={t('finance:warehouse')}
          withAsterisk
          data-testid="misc-fee-warehouse"
          data={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
          value={warehouseId}
          onChange={setWarehouseId}
        />
        <TextInput
          label={t('finance:feeType')}
          withAsterisk
          data-testid="misc-fee-type"
          value={feeType}
          onChange={(e) => setFeeType(e.currentTarget.value)}
        />
        <NumberInput
          label={t('finance:amount')}
          withAsterisk
          decimalScale={2}
          min={0}
          data-testid="misc-fee-amount"
          value={amount}
          onChange={setAmount}
        />
        <TextInput
          label={t('finance:happenDate')}
          withAsterisk
          placeholder={t('finance:datePlaceholder')}
          data-testid="misc-fee-date"
          value={happenDate}
          onChange={(e) => setHappenDate(e.currentTarget.value)}
        />
        <FileInput
          label={t('finance:voucher')}
          description={t('finance:voucherTypes')}
          accept={ACCEPT}
          clearable
          data-testid="misc-fee-voucher"
          placeholder={editing?.voucherName ?? t('finance:uploadVoucher')}
          value={voucher}
          onChange={setVoucher}
        />
      </SimpleGrid>
      <TextInput
        label={t('finance:remark')}
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
      />
    </SubmitDialog>
  );
}
