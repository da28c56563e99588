import type { ViewMap } from '../../app/view-map.ts';

/** Customer configuration, contracts and quotations (catalogue area `customers`: config, contract detail, contract quote config, peak season). */
export const contractViews: ViewMap = {
  'customers/config': () =>
    import('./customer-config-page.tsx').then((m) => ({ default: m.CustomerConfigPage })),
  'customers/peak-season-config': () =>
    import('./peak-season-page.tsx').then((m) => ({ default: m.PeakSeasonPage })),
  'customers/contract-detail': () =>
    import('./contract-detail-page.tsx').then((m) => ({ default: m.ContractDetailPage })),
  'customers/contract-quote-config': () =>
    import('./quotation-page.tsx').then((m) => ({ default: m.QuotationPage })),
};
