import type { ViewMap } from '../../app/view-map.ts';

/** Contracts and quotations (catalogue area `customers`: config, contract detail, contract quote config). */
export const contractViews: ViewMap = {
  'customers/config': () => import('./contracts.resource.tsx').then((m) => ({ default: m.ContractsPage })),
  'customers/contract-detail': () =>
    import('./contract-detail-page.tsx').then((m) => ({ default: m.ContractDetailPage })),
  'customers/contract-quote-config': () =>
    import('./quotation-page.tsx').then((m) => ({ default: m.QuotationPage })),
};
