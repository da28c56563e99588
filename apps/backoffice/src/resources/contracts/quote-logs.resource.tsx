import { contractEndpoints, routeTo } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { CustomerPicker } from './customer-picker.tsx';

/** Quote logs of every contract the caller may see: who changed what, when; the customer is in the URL. */
export const quoteLogsResource = defineResource({
  name: 'quote-logs',
  list: contractEndpoints.getQuoteLogPageList,
  rowKey: 'id',
  columns: [
    { accessor: 'createdTime', title: 'customers:quoteLog.time', kind: 'datetime' },
    { accessor: 'customerCode', title: 'customers:customerCode' },
    { accessor: 'contractNo', title: 'customers:contractNo' },
    {
      accessor: 'action',
      title: 'customers:quoteLog.action',
      status: { prefix: 'customers:quoteLog.action' },
    },
    { accessor: 'userName', title: 'customers:quoteLog.user' },
  ],
  rowActions: (a) => [
    a.open({
      label: 'customers:quoteLog.open',
      to: (r) => routeTo('customers.quote-log-detail', { id: r.id }),
    }),
  ],
});

/** Quote logs (route /customer/quote-log/index). */
export function QuoteLogsPage() {
  return (
    <ResourcePage titleKey="customers:quoteLogs" resource={quoteLogsResource} header={<CustomerPicker />} />
  );
}
