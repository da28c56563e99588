import { Select, Text } from '@mantine/core';
import { type PickListRow, pickingOrderEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePickerOptions } from './picking-options.ts';

/** Assign a picker to lists without one (DistributePicker), or change the picker of one list (UpdatePicker). */
export function PickerDialog({ rows, onClose, onDone }: ResourceFormProps<PickListRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const update = rows.length === 1 && rows[0]!.pickerId !== null;
  const pickers = usePickerOptions(rows[0]?.warehouseId);
  const [pickerId, setPickerId] = useState<string | null>(rows.length === 1 ? rows[0]!.pickerId : null);
  return (
    <SubmitDialog
      title={t(update ? 'picking:action.updatePicker' : 'picking:action.assignPicker')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        update
          ? api.call(pickingOrderEndpoints.updatePicker, { id: rows[0]!.id, pickerId: pickerId ?? '' })
          : api.call(pickingOrderEndpoints.distributePicker, {
              ids: rows.map((r) => r.id),
              pickerId: pickerId ?? '',
            })
      }
    >
      <Text size="sm">{rows.map((r) => r.pickListNo).join(', ')}</Text>
      <Select
        label={t('picking:picker')}
        withAsterisk
        searchable
        data={pickers}
        value={pickerId}
        onChange={setPickerId}
      />
    </SubmitDialog>
  );
}
