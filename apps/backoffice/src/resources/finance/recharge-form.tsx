import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { accountEndpoints, RECHARGE_WAYS, type Recharge } from '@wms/api';
import { CustomerSelect, useApiMutation } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoucher, VoucherInput } from './voucher-field.tsx';

/**
 * The fields of a recharge and how it is saved: entered, or (pending or rejected) edited, which submits
 * it for audit again. The recharge dialog and the edit page both render it.
 */
export function useRechargeForm(editing: Recharge | undefined) {
  const { t } = useTranslation();
  const create = useApiMutation(accountEndpoints.createRecharge);
  const update = useApiMutation(accountEndpoints.updateRecharge);
  const voucher = useVoucher(accountEndpoints.uploadVoucher, editing);
  const [customerId, setCustomerId] = useState<string | null>(editing?.customerId ?? null);
  const [way, setWay] = useState<string | null>(editing?.way ?? 'bankTransfer');
  const [amount, setAmount] = useState<number | string>(editing?.amount ?? '');
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const submit = async () => {
    const input = {
      customerId: customerId ?? '',
      way: (way ?? 'bankTransfer') as Recharge['way'],
      amount: Number(amount),
      remark,
      voucherFileId: await voucher.fileId(),
    };
    return editing ? update.mutateAsync({ ...input, id: editing.id }) : create.mutateAsync(input);
  };
  const fields = (
    <>
      <SimpleGrid cols={2}>
        <CustomerSelect
          label={t('finance:customer')}
          withAsterisk
          data-testid="recharge-customer"
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
        <VoucherInput voucher={voucher} currentName={editing?.voucherName} testId="recharge-voucher" />
      </SimpleGrid>
      <TextInput
        label={t('finance:remark')}
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
      />
    </>
  );
  return { fields, submit };
}
