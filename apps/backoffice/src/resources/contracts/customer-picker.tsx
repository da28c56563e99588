import { CustomerSelect, useUrlSearch } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** The customer a configuration page is about, kept in the address (`customerId`), as the other pages keep it. */
export function useCustomerParam(): [string, (customerId: string | null) => void] {
  const { params, update } = useUrlSearch();
  const customerId = params.get('customerId') ?? '';
  const choose = (next: string | null) =>
    update((current) => {
      const kept = new URLSearchParams();
      const section = current.get('section');
      if (section) kept.set('section', section);
      if (next) kept.set('customerId', next);
      return kept;
    });
  return [customerId, choose];
}

/** The customer of a configuration page, chosen in the address. */
export function CustomerPicker() {
  const { t } = useTranslation();
  const [customerId, choose] = useCustomerParam();
  return (
    <CustomerSelect
      label={t('customers:customer')}
      placeholder={t('customers:portrait.chooseCustomer')}
      clearable
      w={320}
      value={customerId || null}
      onChange={choose}
      data-testid="config-customer"
    />
  );
}
