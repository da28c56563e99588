import { routePaths, routeTo } from '@wms/api';
import { matchPath, useLocation } from 'react-router-dom';

export const CONTRACT_DETAIL = routePaths['customers.contract-detail'];
export const CONTRACT_QUOTE_CONFIG = routePaths['customers.contract-quote-config'];
export const LOGISTICS_QUOTATION = routePaths['customers.logistics-quotation'];

interface ContractRef {
  id: string;
  customerId: string;
  customerCode: string;
}
const params = (c: ContractRef) => ({
  contractId: c.id,
  customerId: c.customerId,
  customerName: c.customerCode,
});

/** The contract detail page of a contract (a catalogue route with parameters). */
export const contractDetailPath = (c: ContractRef) => routeTo('customers.contract-detail', params(c));
/** The contract quote configuration page: its quotation versions and the form of a new one. */
export const contractQuoteConfigPath = (c: ContractRef) =>
  routeTo('customers.contract-quote-config', params(c));

/** The logistics quotation page of one quotation version: its zone × weight prices per service. */
export const logisticsQuotationPath = (q: {
  id: string;
  contractId: string;
  customerId: string;
  customerCode: string;
}) =>
  routeTo('customers.logistics-quotation', {
    customerId: q.customerId,
    customerName: q.customerCode,
    contractId: q.contractId,
    quotedpriceId: q.id,
  });

/** The parameters of a parameterised customer-config route, read from the address. */
export function useRouteParams(pattern: string): Record<string, string> {
  const { pathname } = useLocation();
  const found = matchPath({ path: pattern, end: true }, pathname);
  return Object.fromEntries(Object.entries(found?.params ?? {}).map(([k, v]) => [k, v ?? '']));
}
