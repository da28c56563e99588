import { Group } from '@mantine/core';
import { type MiscFee, miscFeeEndpoints, routeTo } from '@wms/api';
import { Money } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuditBlock } from './audit-block.tsx';
import { AuditedEditPanel } from './audited-edit.tsx';
import { AuditedRecord, AuditedSummary, BackButton } from './audited-record.tsx';
import { useMiscFeeForm } from './misc-fee-form.tsx';

const list = () => routeTo('finance.misc-fee');

const feeFields = (fee: MiscFee) => [
  { label: 'finance:customer' as const, value: fee.customerCode },
  { label: 'finance:warehouse' as const, value: fee.warehouseName },
  { label: 'finance:feeType' as const, value: fee.feeType },
  { label: 'finance:amount' as const, value: <Money value={fee.amount} /> },
  { label: 'finance:happenDate' as const, value: fee.happenDate },
  { label: 'finance:remark' as const, value: fee.remark },
];

/** /finance/misc-fee/audit?id=: the fee, its voucher, and approve or reject with a reason. */
export function MiscFeeAuditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuditedRecord
      detail={miscFeeEndpoints.getDetail}
      what="finance:miscFees.audit"
      backTo={list()}
      backLabel="finance:miscFees"
    >
      {(fee) => (
        <AuditedSummary
          title={`${t('finance:miscFees.audit')} ${fee.feeNo}`}
          row={fee}
          fields={feeFields(fee)}
        >
          <AuditBlock
            id={fee.id}
            state={fee.auditState}
            endpoint={miscFeeEndpoints.audit}
            onDone={() => navigate(list())}
          />
          <Group justify="flex-end">
            <BackButton to={list()} listKey="finance:miscFees" />
          </Group>
        </AuditedSummary>
      )}
    </AuditedRecord>
  );
}

function MiscFeeEditForm({ fee }: { fee: MiscFee }) {
  const { t } = useTranslation();
  const form = useMiscFeeForm(fee);
  return (
    <AuditedEditPanel
      title={`${t('finance:miscFees.edit')} ${fee.feeNo}`}
      state={fee.auditState}
      fields={form.fields}
      submit={form.submit}
      backTo={list()}
      backLabel="finance:miscFees"
    />
  );
}

/** /finance/misc-fee/edit?id=: a pending or rejected fee edited and submitted for audit again. */
export function MiscFeeEditPage() {
  return (
    <AuditedRecord
      detail={miscFeeEndpoints.getDetail}
      what="finance:miscFees.edit"
      backTo={list()}
      backLabel="finance:miscFees"
    >
      {(fee) => <MiscFeeEditForm fee={fee} />}
    </AuditedRecord>
  );
}
