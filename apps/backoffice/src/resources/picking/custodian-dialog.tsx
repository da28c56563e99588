import { Select, Text } from '@mantine/core';
import { type PickListRow, pickingOrderEndpoints, userEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** DistributeCustodian: one clerk of the lists' warehouse keeps their picked goods until they ship. */
export function CustodianDialog({ rows, onClose, onDone }: ResourceFormProps<PickListRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const warehouseId = rows[0]?.warehouseId ?? '';
  const clerks = useApiQuery(userEndpoints.getClerkList, { warehouseId }, { enabled: Boolean(warehouseId) });
  const [custodianId, setCustodianId] = useState<string | null>(
    rows.length === 1 ? rows[0]!.custodianId : null,
  );
  return (
    <SubmitDialog
      title={t('picking:allocateCustodians')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        api.call(pickingOrderEndpoints.distributeCustodian, {
          ids: rows.map((r) => r.id),
          custodianId: custodianId ?? '',
        })
      }
    >
      <Text size="sm">{rows.map((r) => r.pickListNo).join(', ')}</Text>
      <Select
        label={t('picking:custodian')}
        withAsterisk
        searchable
        data={(clerks.data ?? []).map((u) => ({ value: u.id, label: `${u.displayName} (${u.account})` }))}
        value={custodianId}
        onChange={setCustodianId}
      />
    </SubmitDialog>
  );
}
