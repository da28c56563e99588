import { contractEndpoints, routeTo } from '@wms/api';
import { defineResource, ResourcePage, StatusBadge } from '@wms/ui';

const PRICING_COLORS = { priced: 'green', unpriced: 'orange' };

/** Customer accounts with the quotation pricing them today; one without has no pricing groups configured. */
export const quotationAccountsResource = defineResource({
  name: 'quotation-accounts',
  list: contractEndpoints.getQuotationAccountList,
  rowKey: 'customerId',
  filters: [{ name: 'customerCode', kind: 'text', label: 'customers:customerCode' }],
  columns: [
    { accessor: 'customerCode', title: 'customers:customerCode' },
    { accessor: 'shortName', title: 'customers:shortName' },
    {
      accessor: 'quotationId',
      title: 'customers:quotationAccount.state',
      render: (r) => (
        <StatusBadge
          prefix="customers:quotationAccount"
          value={r.quotationId ? 'priced' : 'unpriced'}
          colors={PRICING_COLORS}
        />
      ),
    },
    { accessor: 'contractNo', title: 'customers:contractNo' },
    { accessor: 'quotationNo', title: 'customers:quotationNo' },
    { accessor: 'version', title: 'customers:quotation.version' },
    { accessor: 'effectiveFrom', title: 'customers:quotation.effectiveFrom', kind: 'date' },
  ],
  rowActions: (a) => [
    a.open({
      label: 'customers:quotationAccount.set',
      to: (r) => routeTo('system.quotation-set-account', { customerId: r.customerId }),
    }),
  ],
});

/** Quotation account configuration (route /system/quotation/account-config). */
export function QuotationAccountsPage() {
  return <ResourcePage titleKey="customers:quotationAccount.title" resource={quotationAccountsResource} />;
}
