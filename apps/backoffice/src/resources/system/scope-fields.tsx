import { MultiSelect } from '@mantine/core';
import { warehouseEndpoints } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { CustomerMultiSelect, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

interface ScopeProps {
  labelKey: MessageKey;
  value: string[];
  onChange: (value: string[]) => void;
  error?: unknown;
  hintKey?: MessageKey;
  testId?: string;
}

/** Warehouses the caller sees, to pick a data condition or an account's warehouse list. */
export function WarehousesField(props: ScopeProps) {
  const { t } = useTranslation();
  const list = useApiQuery(warehouseEndpoints.getList, {});
  return (
    <MultiSelect
      label={t(props.labelKey)}
      description={props.hintKey ? t(props.hintKey) : undefined}
      searchable
      clearable
      data-testid={props.testId}
      data={(list.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
      value={props.value}
      onChange={props.onChange}
      error={props.error as string | undefined}
    />
  );
}

/** Customers the caller sees (the first 100), for a data condition or an account's customer list. */
export function CustomersField(props: ScopeProps) {
  const { t } = useTranslation();
  return (
    <CustomerMultiSelect
      label={t(props.labelKey)}
      description={props.hintKey ? t(props.hintKey) : undefined}
      clearable
      data-testid={props.testId}
      value={props.value}
      onChange={props.onChange}
      error={props.error as string | undefined}
    />
  );
}
