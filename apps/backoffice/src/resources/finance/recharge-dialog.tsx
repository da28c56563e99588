import { FileInput, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  accountEndpoints,
  customerEndpoints,
  RECHARGE_WAYS,
  type Recharge,
  VOUCHER_EXTENSIONS,
} from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApiMutation, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { base64Of } from './misc-fee-dialog.tsx';

const ACCEPT = VOUCHER_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Enter (or, while pending or rejected, edit) a recharge with its voucher; it counts once approved. */
export function RechargeDialog({ rows, onClose, onDone }: ResourceFormProps<Recharge>) {
  const { t } = useTranslation();
  const editing = rows[0];
  const create = useApiMutation(accountEndpoints.createRecharge);
  const update = useApiMutation(accountEndpoints.updateRecharge);
  const upload = useApiMutation(accountEndpoints.uploadVoucher);
  const customers = useApiQuery(customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 100 });
  const [customerId, setCustomerId] = useState<string | null>(editing?.customerId ?? null);
  const [way, setWay] = useState<string | null>(editing?.way ?? 'bankTransfer');
  const [amount, setAmount] = useState<number | string>(editing?.amount ?? '');
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const [voucher, setVoucher] = useState<File | null>(null);
  const submit = async () => {
    const stored = voucher
      ? await upload.mutateAsync({ fileName: voucher.name, content: await base64Of(voucher) })
      : null;
    const input = {
      customerId: customerId ?? '',
      way: (way ?? 'bankTransfer') as Recharge['way'],
      amount: Number(amount),
      remark,
      voucherFileId: stored?.id ?? editing?.voucherFileId ?? null,
    };
    return editing ? update.mutateAsync({ ...input, id: editing.id }) : create.mutateAsync(input);
  };
  return (
    <SubmitDialog
      title={t(editing ? 'finance:recharge.edit' : 'finance:recharge')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={submit}
    >
      <SimpleGrid cols={2}>
        <Select
          label={t('finance:customer')}
          withAsterisk
          searchable
          data-testid="recharge-customer"
          data={(customers.data?.items ?? []).map((c) => ({
            value: c.id,
            label: `${c.customerCode} ${c.shortName}`,
          }))}
          value={customerId}
          onChange={setCustomerId}
        />
        <Select
          label={t('finance:way')}
          withAsterisk
          data={RECHARGE_WAYS.map((v) => ({ value: v, label: t(`finance:way.${v}`) }))}
          value={way}
          onChange={setWay}
        />
        <NumberInput
          label={t('finance:amount')}
          withAsterisk
          decimalScale={2}
          min={0}
          data-testid="recharge-amount"
          value={amount}
          onChange={setAmount}
        />
        <FileInput
          label={t('finance:voucher')}
          description={t('finance:voucherTypes')}
          accept={ACCEPT}
          clearable
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
