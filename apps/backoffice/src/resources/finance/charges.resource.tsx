import { Anchor } from '@mantine/core';
import { billEndpoints, type Charge, chargeSourceRoute, FEE_TYPES, INVOICE_STATES } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The number of the fact behind a charge, as a link to the page that shows it. */
export function SourceLink({ charge }: { charge: Charge }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={chargeSourceRoute(charge)} data-testid="charge-source">
      {`${t(`finance:source.${charge.sourceKind}`)} ${charge.sourceNo}`}
    </Anchor>
  );
}

/** The billing ledger: every fee with its source, the quotation version and rule that priced it. */
export const chargesResource = defineResource({
  name: 'charges',
  list: billEndpoints.getChargeList,
  rowKey: 'id',
  tabs: {
    field: 'invoiceState',
    items: [
      { label: 'resource:all' },
      ...INVOICE_STATES.map((v) => ({ value: v, label: `finance:invoice.${v}` as const })),
    ],
  },
  filters: [
    { name: 'billMonth', kind: 'text', label: 'finance:billMonth' },
    {
      name: 'feeType',
      kind: 'select',
      label: 'finance:feeType',
      options: FEE_TYPES.map((v) => ({ value: v, label: `finance:fee.${v}` as const })),
    },
  ],
  columns: [
    { accessor: 'occurredOn', title: 'finance:occurredOn', noWrap: true },
    { accessor: 'customerCode', title: 'finance:customer' },
    { accessor: 'warehouseName', title: 'finance:warehouse' },
    { accessor: 'feeType', title: 'finance:feeType', codeText: 'finance:fee', noWrap: true },
    { accessor: 'sourceNo', title: 'finance:sourceNo', render: (row) => <SourceLink charge={row} /> },
    { accessor: 'quantity', title: 'finance:quantity' },
    { accessor: 'amount', title: 'finance:amount', kind: 'money' },
    { accessor: 'rule', title: 'finance:rule' },
    { accessor: 'seq', title: 'finance:seq' },
    { accessor: 'invoiceState', title: 'finance:invoiceState', status: { prefix: 'finance:invoice' } },
  ],
});

export function ChargesPage() {
  return <ResourcePage titleKey="finance:bill" resource={chargesResource} />;
}
