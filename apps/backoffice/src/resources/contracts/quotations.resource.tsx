import { contractEndpoints } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { defineResource, ResourcePage } from '@wms/ui';
import { contractQuoteConfigPath, logisticsQuotationPath } from './contract-links.ts';
import { CustomerPicker } from './customer-picker.tsx';

const contractOf = (r: { contractId: string; customerId: string; customerCode: string }) => ({
  id: r.contractId,
  customerId: r.customerId,
  customerCode: r.customerCode,
});

/** Quotation versions of the contracts the caller may see; the customer (and contract) are in the URL. */
export const quotationsResource = defineResource({
  name: 'quotations',
  list: contractEndpoints.getQuotationPageList,
  rowKey: 'id',
  columns: [
    { accessor: 'quotationNo', title: 'customers:quotationNo' },
    { accessor: 'customerCode', title: 'customers:customerCode' },
    { accessor: 'contractNo', title: 'customers:contractNo' },
    { accessor: 'version', title: 'customers:quotation.version' },
    { accessor: 'effectiveFrom', title: 'customers:quotation.effectiveFrom', kind: 'date' },
    { accessor: 'effectiveTo', title: 'customers:quotation.effectiveTo', kind: 'date' },
    { accessor: 'services', title: 'customers:quotation.services', render: (r) => r.services.join(', ') },
    { accessor: 'warehouseCharges', title: 'customers:quotation.warehouseCharges' },
    { accessor: 'createdTime', title: 'customers:createdTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.open({ label: 'customers:quotation.logistics', to: logisticsQuotationPath }),
    a.open({ label: 'customers:contract.quoteConfig', to: (r) => contractQuoteConfigPath(contractOf(r)) }),
  ],
});

function QuotationsPage({ titleKey }: { titleKey: MessageKey }) {
  return <ResourcePage titleKey={titleKey} resource={quotationsResource} header={<CustomerPicker />} />;
}

/** Quote configuration (route /customer/config/quote-config?customerId=): a customer's quotation versions. */
export function QuoteConfigPage() {
  return <QuotationsPage titleKey="customers:quoteConfig.title" />;
}

/** Quotation items (route /system/quotation/item): every customer's quotation versions, one list. */
export function QuotationItemsPage() {
  return <QuotationsPage titleKey="customers:quotationItems.title" />;
}
