import { Text } from '@mantine/core';
import { type RelistRow, relistEndpoints } from '@wms/api';
import { LocationSelect, type ResourceFormProps, SubmitDialog, useApiMutation } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Relists an item from the desk onto a location of its warehouse, the suggested one unless another is
 * chosen; the server receives the units there, as a PDA relist would.
 */
export function RelistForm({ rows, onClose, onDone }: ResourceFormProps<RelistRow>) {
  const { t } = useTranslation();
  const relist = useApiMutation(relistEndpoints.relist);
  const row = rows[0];
  const [locationId, setLocationId] = useState<string | null>(row?.suggestedLocationId ?? null);
  if (!row) return null;
  return (
    <SubmitDialog
      title={t('inventory:relistAction')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() => relist.mutateAsync({ relistId: row.id, locationId: locationId ?? '' })}
    >
      <Text size="sm" data-testid="relist-what">
        {t('inventory:relistWhat', {
          qty: row.qty,
          productNo: row.productNo,
          sourceNo: row.sourceNo,
          location: row.suggestedLocationName,
        })}
      </Text>
      <LocationSelect warehouseId={row.warehouseId} value={locationId} onChange={setLocationId} />
    </SubmitDialog>
  );
}
