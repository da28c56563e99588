import { Group } from '@mantine/core';
import { accountEndpoints, type Recharge, routeTo } from '@wms/api';
import { CodeText, Money } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuditBlock } from './audit-block.tsx';
import { AuditedEditPanel } from './audited-edit.tsx';
import { AuditedRecord, AuditedSummary, BackButton } from './audited-record.tsx';
import { useRechargeForm } from './recharge-form.tsx';

const list = () => routeTo('finance.recharge');

const rechargeFields = (r: Recharge) => [
  { label: 'finance:customer' as const, value: r.customerCode },
  { label: 'finance:type' as const, value: <CodeText value={r.type} prefix="finance:rechargeType" /> },
  { label: 'finance:way' as const, value: <CodeText value={r.way} prefix="finance:way" /> },
  { label: 'finance:amount' as const, value: <Money value={r.amount} /> },
  { label: 'finance:remark' as const, value: r.remark },
];

/** /finance/recharge/audit?id=: the recharge, its voucher, and approve or reject with a reason. */
export function RechargeAuditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuditedRecord
      detail={accountEndpoints.getRecharge}
      what="finance:recharge.audit"
      backTo={list()}
      backLabel="finance:recharge"
    >
      {(r) => (
        <AuditedSummary
          title={`${t('finance:recharge.audit')} ${r.serialNo}`}
          row={r}
          fields={rechargeFields(r)}
        >
          <AuditBlock
            id={r.id}
            state={r.auditState}
            endpoint={accountEndpoints.auditRecharge}
            onDone={() => navigate(list())}
          />
          <Group justify="flex-end">
            <BackButton to={list()} listKey="finance:recharge" />
          </Group>
        </AuditedSummary>
      )}
    </AuditedRecord>
  );
}

function RechargeEditForm({ recharge }: { recharge: Recharge }) {
  const { t } = useTranslation();
  const form = useRechargeForm(recharge);
  return (
    <AuditedEditPanel
      title={`${t('finance:recharge.edit')} ${recharge.serialNo}`}
      state={recharge.auditState}
      fields={form.fields}
      submit={form.submit}
      backTo={list()}
      backLabel="finance:recharge"
    />
  );
}

/** /finance/recharge/edit?id=: a pending or rejected recharge edited and submitted for audit again. */
export function RechargeEditPage() {
  return (
    <AuditedRecord
      detail={accountEndpoints.getRecharge}
      what="finance:recharge.edit"
      backTo={list()}
      backLabel="finance:recharge"
    >
      {(r) => <RechargeEditForm recharge={r} />}
    </AuditedRecord>
  );
}
