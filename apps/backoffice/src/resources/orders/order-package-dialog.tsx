import { Button, Group, Loader, NumberInput, TextInput } from '@mantine/core';
import { type OrderRow, orderEditEndpoints, orderListEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi, useApiQuery } from '@wms/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Parcel = { id?: string; length: number; width: number; height: number; weight: number; skuList: string };
const MEASURES = ['length', 'width', 'height', 'weight'] as const;

/** The parcels of one order (multi-package orders): sizes in inches, weight in lb. */
export function PackageDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const row = rows[0];
  const current = useApiQuery(
    orderListEndpoints.getPackageInfoList,
    { id: row?.id ?? '' },
    { enabled: !!row },
  );
  // null until the stored parcels are in: a parcel added before that would be overwritten by them
  const [parcels, setParcels] = useState<Parcel[] | null>(null);
  useEffect(() => {
    if (current.data) setParcels(current.data.map((p) => ({ ...p, skuList: p.skuList ?? '' })));
  }, [current.data]);
  const set = (index: number, patch: Partial<Parcel>) =>
    setParcels((parcels ?? []).map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <SubmitDialog
      title={`${t('orders:dialog.package')} ${row?.orderNo ?? ''}`}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() =>
        api.call(orderEditEndpoints.createOrUpdatePackage, {
          ids: row ? [row.id] : [],
          packages: parcels ?? [],
        })
      }
    >
      {!parcels && <Loader size="sm" />}
      {parcels?.map((parcel, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: new parcels have no id
        <Group key={index} align="flex-end">
          {MEASURES.map((m) => (
            <NumberInput
              key={m}
              w={100}
              label={t(`orders:${m}`)}
              min={0}
              decimalScale={2}
              value={parcel[m]}
              onChange={(v) => set(index, { [m]: Number(v) || 0 })}
            />
          ))}
          <TextInput
            label={t('orders:sku')}
            value={parcel.skuList}
            onChange={(e) => set(index, { skuList: e.currentTarget.value })}
          />
        </Group>
      ))}
      {parcels && (
        <Button
          variant="subtle"
          onClick={() => setParcels([...parcels, { length: 0, width: 0, height: 0, weight: 0, skuList: '' }])}
        >
          {t('orders:addPackage')}
        </Button>
      )}
    </SubmitDialog>
  );
}
