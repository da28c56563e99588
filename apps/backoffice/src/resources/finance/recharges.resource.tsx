import {
  AUDIT_STATES,
  accountEndpoints,
  auditActionOpen,
  billDownloadEndpoints,
  type RechargeFilter,
  rechargeFilterInput,
  routeTo,
} from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { AUDIT_COLORS } from './audit-block.tsx';
import { RechargeDialog } from './recharge-dialog.tsx';

/** The list's filters as the URL holds them (the list call's input); what does not parse is left out. */
function listFilters(): RechargeFilter {
  const values = Object.fromEntries(new URLSearchParams(globalThis.location.search));
  const parsed = rechargeFilterInput.safeParse(values);
  return parsed.success ? parsed.data : {};
}

/** Recharges: entered with a voucher, edited while pending or rejected, approved or rejected. */
export const rechargesResource = defineResource({
  name: 'recharges',
  list: accountEndpoints.getRechargeList,
  rowKey: 'id',
  tabs: {
    field: 'auditState',
    counts: true,
    items: [
      { label: 'resource:all' },
      ...AUDIT_STATES.map((v) => ({ value: v, label: `finance:auditState.${v}` as const })),
    ],
  },
  filters: [{ name: 'serialNo', kind: 'text', label: 'finance:serialNo' }],
  columns: [
    { accessor: 'serialNo', title: 'finance:serialNo', noWrap: true },
    { accessor: 'customerCode', title: 'finance:customer' },
    { accessor: 'type', title: 'finance:type', codeText: 'finance:rechargeType' },
    { accessor: 'way', title: 'finance:way', codeText: 'finance:way' },
    { accessor: 'amount', title: 'finance:amount', kind: 'money' },
    { accessor: 'voucherName', title: 'finance:voucher' },
    {
      accessor: 'auditState',
      title: 'finance:auditState',
      status: {
        prefix: 'finance:auditState',
        colors: AUDIT_COLORS,
      },
    },
    { accessor: 'remark', title: 'finance:remark' },
    { accessor: 'createdTime', title: 'finance:time', kind: 'datetime' },
  ],
  toolbar: (a) => [
    a.form('recharge', { label: 'finance:recharge', endpoint: accountEndpoints.createRecharge }),
    a.batch(billDownloadEndpoints.rechargeList, {
      label: 'resource:export',
      selection: 'none',
      success: false,
      input: () => listFilters(),
    }),
  ],
  rowActions: (a) => [
    a.open({
      label: 'finance:recharge.edit',
      to: (row) => routeTo('finance.recharge-edit', { id: row.id }),
      visible: (row) => auditActionOpen(row.auditState, 'edit'),
    }),
    a.open({
      label: 'finance:miscFees.audit',
      to: (row) => routeTo('finance.recharge-audit', { id: row.id }),
      visible: (row) => auditActionOpen(row.auditState, 'audit'),
    }),
    // Approval needs no reason, so it stays one click on the list; a rejection goes through the audit page.
    a.call(accountEndpoints.auditRecharge, {
      name: 'approve',
      label: 'finance:miscFees.approve',
      input: (row) => ({ ids: [row.id], approve: true }),
      visible: (row) => auditActionOpen(row.auditState, 'audit'),
    }),
  ],
  forms: { recharge: RechargeDialog },
});

export function RechargesPage() {
  return <ResourcePage titleKey="finance:recharge" resource={rechargesResource} />;
}
