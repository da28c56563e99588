import { MultiSelect } from '@mantine/core';
import { type CarrierAccount, carrierAccountEndpoints, warehouseEndpoints } from '@wms/api';
import {
  CustomerMultiSelect,
  FormDialog,
  type ResourceFormProps,
  useApiMutation,
  useApiQuery,
} from '@wms/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Empower: the customers that may ship with the account. */
export function CustomersDialog({ rows, onClose, onDone }: ResourceFormProps<CarrierAccount>) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const save = useApiMutation(carrierAccountEndpoints.empower);
  const [ids, setIds] = useState<string[]>(row.customerIds);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutateAsync({ id: row.id, customerIds: ids }).then(onDone, () => undefined);
  };
  return (
    <FormDialog
      title={t('settings:carrier.empower')}
      onClose={onClose}
      onSubmit={submit}
      loading={save.isPending}
    >
      <CustomerMultiSelect label={t('settings:carrier.empower')} value={ids} onChange={setIds} />
    </FormDialog>
  );
}

/** Warehouse authorisation: the warehouses the account may ship from. */
export function WarehousesDialog({ rows, onClose, onDone }: ResourceFormProps<CarrierAccount>) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const warehouses = useApiQuery(warehouseEndpoints.getList, {});
  const save = useApiMutation(carrierAccountEndpoints.warehouseAuth);
  const [ids, setIds] = useState<string[]>(row.warehouseIds);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutateAsync({ id: row.id, warehouseIds: ids }).then(onDone, () => undefined);
  };
  return (
    <FormDialog
      title={t('settings:carrier.warehouseAuth')}
      onClose={onClose}
      onSubmit={submit}
      loading={save.isPending}
    >
      <MultiSelect
        label={t('settings:carrier.warehouseAuth')}
        searchable
        data={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
        value={ids}
        onChange={setIds}
      />
    </FormDialog>
  );
}
