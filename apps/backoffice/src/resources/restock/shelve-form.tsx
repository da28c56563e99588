import { NumberInput, Text } from '@mantine/core';
import { type RestockRow, restockEndpoints } from '@wms/api';
import { LocationSelect, type ResourceFormProps, SubmitDialog, useApiMutation } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shelves (part of) a restock line onto a location; the server receives the stock there and logs it. */
export function ShelveForm({ rows, onClose, onDone }: ResourceFormProps<RestockRow>) {
  const { t } = useTranslation();
  // The mutation refetches the restock controller's calls: the list and the to-be-shelved count.
  const shelve = useApiMutation(restockEndpoints.shelve);
  const row = rows[0];
  const remaining = row ? row.quantity - row.shelvedQty : 0;
  const [locationId, setLocationId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(remaining);
  if (!row) return null;
  return (
    <SubmitDialog
      title={t('inventory:shelve')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        shelve.mutateAsync({ id: row.id, locationId: locationId ?? '', quantity: Number(quantity) })
      }
    >
      <Text size="sm">
        {row.restockNo} · {row.productNo} · {t('inventory:toBeShelvedCount', { count: remaining })}
      </Text>
      <LocationSelect warehouseId={row.warehouseId} value={locationId} onChange={setLocationId} />
      <NumberInput
        label={t('inventory:shelveQuantity')}
        withAsterisk
        min={1}
        value={quantity}
        onChange={setQuantity}
      />
    </SubmitDialog>
  );
}
