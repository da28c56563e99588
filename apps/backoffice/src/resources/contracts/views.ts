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
  'customers/quote-config': () =>
    import('./quotations.resource.tsx').then((m) => ({ default: m.QuoteConfigPage })),
  'customers/logistics-quotation': () =>
    import('./logistics-quotation-page.tsx').then((m) => ({ default: m.LogisticsQuotationPage })),
  'customers/quote-log': () =>
    import('./quote-logs.resource.tsx').then((m) => ({ default: m.QuoteLogsPage })),
  'customers/quote-log-detail': () =>
    import('./quote-log-detail-page.tsx').then((m) => ({ default: m.QuoteLogDetailPage })),
  'system/quotation-account': () =>
    import('./quotation-accounts.resource.tsx').then((m) => ({ default: m.QuotationAccountsPage })),
  // setting a customer's quotation is the quote configuration of that customer (`?customerId=`)
  'system/quotation-set-account': () =>
    import('./quotations.resource.tsx').then((m) => ({ default: m.QuoteConfigPage })),
  'system/quotation-item': () =>
    import('./quotations.resource.tsx').then((m) => ({ default: m.QuotationItemsPage })),
  // peak season is a quotation version per customer, so the settings page is the customer's peak-season config
  'system/quotation-peak-season': () =>
    import('./peak-season-page.tsx').then((m) => ({ default: m.PeakSeasonPage })),
};
