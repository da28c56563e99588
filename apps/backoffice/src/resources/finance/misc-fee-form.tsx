import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type MiscFee, miscFeeEndpoints, warehouseEndpoints } from '@wms/api';
import { CustomerSelect, useApiMutation, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoucher, VoucherInput } from './voucher-field.tsx';

/**
 * The fields of a miscellaneous fee and how it is saved: created, or (pending or rejected) edited, which
 * submits it for audit again. The create dialog and the edit page both render it.
 */
export function useMiscFeeForm(editing: MiscFee | undefined) {
  const { t } = useTranslation();
  const create = useApiMutation(miscFeeEndpoints.create);
  const update = useApiMutation(miscFeeEndpoints.update);
  const voucher = useVoucher(miscFeeEndpoints.uploadVoucher, editing);
  const warehouses = useApiQuery(warehouseEndpoints.getList, {});
  const [customerId, setCustomerId] = useState<string | null>(editing?.customerId ?? null);
  const [warehouseId, setWarehouseId] = useState<string | null>(editing?.warehouseId ?? null);
  const [feeType, setFeeType] = useState(editing?.feeType ?? '');
  const [amount, setAmount] = useState<number | string>(editing?.amount ?? '');
  const [happenDate, setHappenDate] = useState(editing?.happenDate ?? new Date().toISOString().slice(0, 10));
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const submit = async () => {
    const input = {
      customerId: customerId ?? '',
      warehouseId: warehouseId ?? '',
      feeType,
      amount: Number(amount),
      happenDate,
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
          data-testid="misc-fee-customer"
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
        <VoucherInput voucher={voucher} currentName={editing?.voucherName} testId="misc-fee-voucher" />
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
