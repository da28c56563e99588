import { routeTo } from '@wms/api';
import { dialogView } from '../../app/dialog-view.tsx';
import type { ViewMap } from '../../app/view-map.ts';

/** The finance screens (catalogue area `finance`). */
export const financeViews: ViewMap = {
  'finance/bill': () => import('./charges.resource.tsx').then((m) => ({ default: m.ChargesPage })),
  'finance/unbilled': () => import('./unbilled.resource.tsx').then((m) => ({ default: m.UnbilledPage })),
  'finance/billed': () => import('./bills.resource.tsx').then((m) => ({ default: m.BillsPage })),
  'finance/bill-detail': () => import('./bill-detail-page.tsx').then((m) => ({ default: m.BillDetailPage })),
  'finance/billed-edit': () => import('./bill-detail-page.tsx').then((m) => ({ default: m.BillEditPage })),
  'finance/report': () => import('./bill-report-page.tsx').then((m) => ({ default: m.BillReportPage })),
  'finance/misc-fee': () => import('./misc-fees.resource.tsx').then((m) => ({ default: m.MiscFeesPage })),
  'finance/recharge': () => import('./recharges.resource.tsx').then((m) => ({ default: m.RechargesPage })),
  'finance/transaction': () =>
    import('./transactions.resource.tsx').then((m) => ({ default: m.TransactionsPage })),
  'finance/receivable': () => import('./bills.resource.tsx').then((m) => ({ default: m.ReceivablesPage })),
  'finance/write-off-record': () =>
    import('./write-offs.resource.tsx').then((m) => ({ default: m.WriteOffsPage })),
  'finance/misc-fee-import': dialogView((query) => routeTo('finance.misc-fee', query), 'import'),
  'finance/misc-fee-audit': () =>
    import('./misc-fee-pages.tsx').then((m) => ({ default: m.MiscFeeAuditPage })),
  'finance/misc-fee-edit': () => import('./misc-fee-pages.tsx').then((m) => ({ default: m.MiscFeeEditPage })),
  'finance/recharge-audit': () =>
    import('./recharge-pages.tsx').then((m) => ({ default: m.RechargeAuditPage })),
  'finance/recharge-edit': () =>
    import('./recharge-pages.tsx').then((m) => ({ default: m.RechargeEditPage })),
  'finance/receivable-record': () =>
    import('./receivable-records.resource.tsx').then((m) => ({ default: m.ReceivableRecordsPage })),
};
