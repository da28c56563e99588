import { Select } from '@mantine/core';
import { customerEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** The customer a configuration page is about, kept in the address (`customerId`), as the other pages keep it. */
export function useCustomerParam(): [string, (customerId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customerId') ?? '';
  const choose = (next: string | null) =>
    setParams((current) => {
      const kept = new URLSearchParams();
      const section = current.get('section');
      if (section) kept.set('section', section);
      if (next) kept.set('customerId', next);
      return kept;
    });
  return [customerId, choose];
}

export function CustomerPicker() {
  const { t } = useTranslation();
  const [customerId, choose] = useCustomerParam();
  const customers = useApiQuery(customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 100 });
  return (
    <Select
      label={t('customers:customer')}
      placeholder={t('customers:portrait.chooseCustomer')}
      searchable
      clearable
      w={320}
      data={(customers.data?.items ?? []).map((c) => ({
        value: c.id,
        label: `${c.customerCode} ${c.shortName}`,
      }))}
      value={customerId || null}
      onChange={choose}
      data-testid="config-customer"
    />
  );
}
