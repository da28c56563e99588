import { contractEndpoints } from '@wms/api';
import { defineResource } from '@wms/ui';
import { ContractDialog } from './contract-dialog.tsx';
import { contractDetailPath, contractQuoteConfigPath } from './contract-links.ts';

/** Customer configuration: the contracts of the customers, each with its quotation versions. */
export const contractsResource = defineResource({
  name: 'contracts',
  list: contractEndpoints.getPageList,
  rowKey: 'id',
  filters: [{ name: 'contractNo', kind: 'text', label: 'customers:contractNo' }],
  columns: [
    { accessor: 'contractNo', title: 'customers:contractNo' },
    { accessor: 'customerCode', title: 'customers:customerCode' },
    { accessor: 'validFrom', title: 'customers:contract.validFrom', kind: 'date' },
    { accessor: 'validTo', title: 'customers:validTime', kind: 'date' },
    { accessor: 'signer', title: 'customers:signer' },
    { accessor: 'signTime', title: 'customers:signTime', kind: 'datetime' },
    { accessor: 'accountSet', title: 'customers:accountSet' },
    { accessor: 'currency', title: 'customers:currency' },
    { accessor: 'quotationCount', title: 'customers:contract.quotationCount' },
  ],
  rowActions: (a) => [
    a.open({ label: 'customers:contract.detail', to: contractDetailPath }),
    a.open({ label: 'customers:contract.quoteConfig', to: contractQuoteConfigPath }),
  ],
  toolbar: (a) => [
    a.form('addContract', { label: 'customers:contract.add', endpoint: contractEndpoints.create }),
  ],
  forms: { addContract: ContractDialog },
});
