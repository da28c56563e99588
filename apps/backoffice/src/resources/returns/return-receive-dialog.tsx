import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { type ReturnRow, returnEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApiMutation, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Counts = Record<string, { goodQty: number | string; damagedQty: number | string }>;

/** Counts a returned parcel in: good and damaged units of each product (the PDA does the same offline). */
export function ReturnReceiveDialog({ rows, onClose, onDone }: ResourceFormProps<ReturnRow>) {
  const { t } = useTranslation();
  const row = rows[0];
  const receive = useApiMutation(returnEndpoints.receive);
  const detail = useApiQuery(returnEndpoints.getDetail, { id: row?.id ?? '' }, { enabled: !!row });
  const [counts, setCounts] = useState<Counts>({});
  if (!row) return null;
  const items = detail.data?.items ?? [];
  const countOf = (productId: string, quantity: number) =>
    counts[productId] ?? { goodQty: quantity, damagedQty: 0 };
  const set = (productId: string, quantity: number, patch: Partial<Counts[string]>) =>
    setCounts({ ...counts, [productId]: { ...countOf(productId, quantity), ...patch } });
  return (
    <SubmitDialog
      title={`${t('returns:action.receive')} ${row.returnNo}`}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        receive.mutateAsync({
          id: row.id,
          items: items.map((item) => {
            const c = countOf(item.productId, item.quantity);
            return {
              productId: item.productId,
              goodQty: Number(c.goodQty),
              damagedQty: Number(c.damagedQty),
            };
          }),
        })
      }
    >
      <Stack gap="xs">
        {items.map((item) => {
          const c = countOf(item.productId, item.quantity);
          return (
            <Group
              key={item.productId}
              align="flex-end"
              data-testid="receive-line"
              data-product={item.productNo}
            >
              <Text w={160}>{`${item.productNo} × ${item.quantity}`}</Text>
              <NumberInput
                label={t('returns:goodQty')}
                min={0}
                w={120}
                value={c.goodQty}
                onChange={(goodQty) => set(item.productId, item.quantity, { goodQty })}
              />
              <NumberInput
                label={t('returns:damagedQty')}
                min={0}
                w={120}
                value={c.damagedQty}
                onChange={(damagedQty) => set(item.productId, item.quantity, { damagedQty })}
              />
            </Group>
          );
        })}
      </Stack>
    </SubmitDialog>
  );
}
