import { AUDIT_STATES, auditActionOpen, miscFeeEndpoints, routeTo } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { AUDIT_COLORS } from './audit-block.tsx';
import { MiscFeeDialog } from './misc-fee-dialog.tsx';
import { miscFeeImport } from './misc-fee-import.ts';

/** Miscellaneous fees: entered with a voucher, edited while pending or rejected, approved or rejected. */
export const miscFeesResource = defineResource({
  name: 'misc-fees',
  list: miscFeeEndpoints.getPageList,
  rowKey: 'id',
  tabs: {
    field: 'auditState',
    counts: true,
    items: [
      { label: 'resource:all' },
      ...AUDIT_STATES.map((v) => ({ value: v, label: `finance:auditState.${v}` as const })),
    ],
  },
  filters: [{ name: 'feeNo', kind: 'text', label: 'finance:feeNo' }],
  columns: [
    { accessor: 'feeNo', title: 'finance:feeNo', noWrap: true },
    { accessor: 'customerCode', title: 'finance:customer' },
    { accessor: 'warehouseName', title: 'finance:warehouse' },
    { accessor: 'feeType', title: 'finance:feeType' },
    { accessor: 'amount', title: 'finance:amount', kind: 'money' },
    { accessor: 'happenDate', title: 'finance:happenDate', noWrap: true },
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
    a.form('create', { label: 'finance:miscFees.create', endpoint: miscFeeEndpoints.create }),
    a.dialog('import', { endpoint: miscFeeEndpoints.import }),
  ],
  import: miscFeeImport,
  rowActions: (a) => [
    a.open({
      label: 'finance:miscFees.edit',
      to: (row) => routeTo('finance.misc-fee-edit', { id: row.id }),
      visible: (row) => auditActionOpen(row.auditState, 'edit'),
    }),
    a.open({
      label: 'finance:miscFees.audit',
      to: (row) => routeTo('finance.misc-fee-audit', { id: row.id }),
      visible: (row) => auditActionOpen(row.auditState, 'audit'),
    }),
    // Approval needs no reason, so it stays one click on the list; a rejection goes through the audit page.
    a.call(miscFeeEndpoints.audit, {
      name: 'approve',
      label: 'finance:miscFees.approve',
      input: (row) => ({ ids: [row.id], approve: true }),
      visible: (row) => auditActionOpen(row.auditState, 'audit'),
    }),
  ],
  forms: { create: MiscFeeDialog },
});

export function MiscFeesPage() {
  return <ResourcePage titleKey="finance:miscFees" resource={miscFeesResource} />;
}
