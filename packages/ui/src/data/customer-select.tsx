import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import { customerEndpoints } from '@wms/api';
import { useSearchParams } from 'react-router-dom';
import { useApiQuery } from './use-api.ts';

/**
 * The customers the user may see as options, "code short name" (the first 100, as every customer choice of
 * the back office lists them); empty until they load.
 */
export function useCustomerOptions(): { value: string; label: string }[] {
  const customers = useApiQuery(customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 100 });
  return (customers.data?.items ?? []).map((c) => ({
    value: c.id,
    label: `${c.customerCode} ${c.shortName}`,
  }));
}

/**
 * The customer a page is about: the address's (`?customerId=`), else the first the user may see ('' until
 * they load); choosing one writes the address, so a link or reload keeps it.
 */
export function useCustomerOrFirst(): [string, (customerId: string) => void] {
  const [params, setParams] = useSearchParams();
  const first = useCustomerOptions()[0]?.value;
  return [params.get('customerId') ?? first ?? '', (customerId) => setParams({ customerId })];
}

/**
 * One of the customers the user may see, searchable. The caller holds the choice: a form's state, or the
 * address on the contract pages.
 */
export function CustomerSelect(props: Omit<SelectProps, 'data'>) {
  const options = useCustomerOptions();
  return <Select searchable {...props} data={options} />;
}

/** Several of the customers the user may see, searchable. */
export function CustomerMultiSelect(props: Omit<MultiSelectProps, 'data'>) {
  const options = useCustomerOptions();
  return <MultiSelect searchable {...props} data={options} />;
}
