import { Select, type SelectProps } from '@mantine/core';
import { customerEndpoints } from '@wms/api';
import { useApiQuery } from './use-api.ts';

/**
 * One of the customers the user may see, shown as "code short name" and searchable (the first 100, as
 * every customer choice of the back office lists them). The caller holds the choice: a form's state, or
 * the address on the contract pages.
 */
export function CustomerSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (customerId: string | null) => void;
}) {
  const customers = useApiQuery(customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 100 });
  return (
    <Select
      searchable
      {...props}
      data={(customers.data?.items ?? []).map((c) => ({
        value: c.id,
        label: `${c.customerCode} ${c.shortName}`,
      }))}
      value={value}
      onChange={(customerId) => onChange(customerId)}
    />
  );
}
