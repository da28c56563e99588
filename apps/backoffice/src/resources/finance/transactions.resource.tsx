import { accountEndpoints, TRANSACTION_KINDS } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';

/** Every balance movement: approved recharges, charges and reversals, payments of bills. */
export const transactionsResource = defineResource({
  name: 'transactions',
  list: accountEndpoints.getTransactionList,
  rowKey: 'id',
  tabs: {
    field: 'kind',
    items: [
      { label: 'resource:all' },
      ...TRANSACTION_KINDS.map((v) => ({ value: v, label: `finance:transactionKind.${v}` as const })),
    ],
  },
  columns: [
    { accessor: 'time', title: 'finance:time', kind: 'datetime' },
    { accessor: 'customerCode', title: 'finance:customer' },
    { accessor: 'kind', title: 'finance:type', codeText: 'finance:transactionKind' },
    { accessor: 'reference', title: 'finance:sourceNo' },
    { accessor: 'detail', title: 'finance:remark' },
    { accessor: 'amount', title: 'finance:amount', kind: 'money' },
  ],
});

export function TransactionsPage() {
  return <ResourcePage titleKey="finance:transaction" resource={transactionsResource} />;
}
