import { Alert } from '@mantine/core';
import { type UserRow, userEndpoints } from '@wms/api';
import { FormDialog, type ResourceFormProps, useApiMutation, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountUpdate } from './account-update.ts';
import { CustomersField, WarehousesField } from './scope-fields.tsx';

/**
 * WMS configuration of one account: the warehouses and customers it works with. Its role's data
 * permission decides which of the two lists limit the rows it sees; the server refuses ids outside the
 * administrator's own scope.
 */
export function WmsConfigDialog({ rows, onClose, onDone }: ResourceFormProps<UserRow>) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const detail = useApiQuery(userEndpoints.getUserNewDetail, { id: row.id });
  const [warehouses, setWarehouses] = useState<string[] | null>(null);
  const [customers, setCustomers] = useState<string[] | null>(null);
  const d = detail.data;
  const warehouseIds = warehouses ?? d?.warehouseList.map((w) => w.warehouseId) ?? [];
  const customerIds = customers ?? d?.customerList.map((c) => c.customerId) ?? [];
  const update = useApiMutation(userEndpoints.updateNew);
  return (
    <FormDialog
      title={`${t('settings:wmsConfig')} · ${row.account}`}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!d) return;
        update.mutateAsync(accountUpdate(d, { warehouseIds, customerIds })).then(onDone, () => undefined);
      }}
      loading={update.isPending || !d}
    >
      {d && (
        <Alert color="blue">
          {t('sysSettings:wms.hint', { permission: t(`settings:dataPermission.${d.dataPermission}`) })}
        </Alert>
      )}
      <WarehousesField
        labelKey="settings:warehouseList"
        testId="wms-warehouses"
        value={warehouseIds}
        onChange={setWarehouses}
      />
      <CustomersField
        labelKey="settings:customerList"
        testId="wms-customers"
        value={customerIds}
        onChange={setCustomers}
      />
    </FormDialog>
  );
}
