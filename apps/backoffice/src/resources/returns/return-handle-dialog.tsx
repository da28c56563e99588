import { Select } from '@mantine/core';
import { type ReturnHandling, type ReturnRow, returnEndpoints, returnHandlings } from '@wms/api';
import { LocationSelect, type ResourceFormProps, SubmitDialog, useApiMutation, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const CONDITIONS = ['good', 'damaged'] as const;

/**
 * The handling of a received return, per condition: put away (back to stock, to the suggested location
 * unless one is chosen), destroy, or receive. A condition with no units needs no choice.
 */
export function ReturnHandleDialog({ rows, onClose, onDone }: ResourceFormProps<ReturnRow>) {
  const { t } = useTranslation();
  const row = rows[0];
  const handle = useApiMutation(returnEndpoints.handle);
  const detail = useApiQuery(returnEndpoints.getDetail, { id: row?.id ?? '' }, { enabled: !!row });
  const [choices, setChoices] = useState<Partial<Record<(typeof CONDITIONS)[number], ReturnHandling>>>({});
  const [locationId, setLocationId] = useState<string | null>(null);
  if (!row) return null;
  const units = { good: 0, damaged: 0 };
  for (const item of detail.data?.items ?? []) {
    units.good += item.goodQty ?? 0;
    units.damaged += item.damagedQty ?? 0;
  }
  const options = returnHandlings.map((value) => ({ value, label: t(`returns:handling.${value}`) }));
  return (
    <SubmitDialog
      title={`${t('returns:action.handle')} ${row.returnNo}`}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() => handle.mutateAsync({ id: row.id, ...choices, locationId: locationId ?? undefined })}
    >
      {CONDITIONS.filter((condition) => units[condition] > 0).map((condition) => (
        <Select
          key={condition}
          data-testid={`handling-${condition}`}
          label={`${t(`returns:handling.${condition}`)} (${units[condition]})`}
          withAsterisk
          data={options}
          value={choices[condition] ?? null}
          onChange={(value) =>
            setChoices({ ...choices, [condition]: (value as ReturnHandling) ?? undefined })
          }
        />
      ))}
      {Object.values(choices).includes('putAway') && (
        <LocationSelect warehouseId={row.warehouseId} value={locationId} onChange={setLocationId} />
      )}
    </SubmitDialog>
  );
}
