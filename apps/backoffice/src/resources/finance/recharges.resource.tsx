import {
  AUDIT_STATES,
  accountEndpoints,
  auditActionOpen,
  billDownloadEndpoints,
  type RechargeFilter,
  rechargeFilterInput,
} from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
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
        colors: { pending: 'orange', approved: 'green', rejected: 'red' },
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
    a.rowForm('recharge', {
      label: 'finance:recharge.edit',
      endpoint: accountEndpoints.updateRecharge,
      visible: (row) => auditActionOpen(row.auditState, 'edit'),
    }),
    ...([true, false] as const).map((approve) =>
      a.call(accountEndpoints.auditRecharge, {
        name: approve ? 'approve' : 'reject',
        label: approve ? 'finance:miscFees.approve' : 'finance:miscFees.reject',
        input: (row) => ({ ids: [row.id], approve }),
        visible: (row) => auditActionOpen(row.auditState, 'audit'),
      }),
    ),
  ],
  forms: { recharge: RechargeDialog },
});

export function RechargesPage() {
  return <ResourcePage titleKey="finance:recharge" resource={rechargesResource} />;
}
