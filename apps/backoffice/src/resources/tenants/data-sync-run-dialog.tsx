import { Alert, SegmentedControl, Select, Stack } from '@mantine/core';
import { type SyncDataKind, type SyncDirection, type SyncRunRow, tenantAccessEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The endpoint of each kind and direction: the ones this build can run. */
const RUNS = {
  product: { sync: tenantAccessEndpoints.productDataSync, push: tenantAccessEndpoints.productDataPush },
  order: { sync: tenantAccessEndpoints.orderDataSync, push: tenantAccessEndpoints.orderDataPush },
  inventory: { sync: tenantAccessEndpoints.syncFFInventory, push: tenantAccessEndpoints.pushFFInventory },
  transShip: { sync: tenantAccessEndpoints.transShipDataSync, push: tenantAccessEndpoints.transShipDataPush },
  transport: { sync: tenantAccessEndpoints.transportDataSync, push: tenantAccessEndpoints.transportDataPush },
} as const;
type RunKind = keyof typeof RUNS;

/**
 * Starts a sync (the partner's data into this tenant) or a push (this tenant's data to the partner): the
 * partners and kinds offered are those the relationships allow in that direction.
 */
export function DataSyncRunDialog({ onClose, onDone }: ResourceFormProps<SyncRunRow>) {
  const { t } = useTranslation();
  const access = useApiQuery(tenantAccessEndpoints.isTenantAccessSync, {});
  const [direction, setDirection] = useState<SyncDirection>('push');
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [kind, setKind] = useState<RunKind | null>(null);
  const api = useApi();
  const flow = direction === 'push' ? 'out' : 'in';
  const partners = (access.data?.partners ?? []).filter((p) => p.flow === flow);
  const partner = partners.find((p) => p.tenantId === partnerId);
  const kinds = (partner?.dataKinds ?? []).filter((k): k is RunKind => k in RUNS);
  return (
    <SubmitDialog
      title={t('tenants:run')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={() => api.call(RUNS[kind ?? 'product'][direction], { partnerTenantId: partnerId ?? '' })}
    >
      <Stack>
        {access.data && !access.data.allowed && <Alert color="gray">{t('tenants:noPartner')}</Alert>}
        <SegmentedControl
          aria-label={t('tenants:direction')}
          value={direction}
          onChange={(value) => {
            setDirection(value as SyncDirection);
            setPartnerId(null);
            setKind(null);
          }}
          data={(['push', 'sync'] as const).map((d) => ({ value: d, label: t(`tenants:direction.${d}`) }))}
        />
        <Select
          label={t('tenants:partnerTenant')}
          withAsterisk
          value={partnerId}
          onChange={(value) => {
            setPartnerId(value);
            setKind(null);
          }}
          data={partners.map((p) => ({
            value: p.tenantId,
            label: `${p.name} · ${t(`tenants:relationKind.${p.kind}`)}`,
          }))}
        />
        <Select
          label={t('tenants:dataKinds')}
          withAsterisk
          value={kind}
          onChange={(value) => setKind(value as RunKind | null)}
          data={kinds.map((k: SyncDataKind) => ({ value: k, label: t(`tenants:dataKind.${k}`) }))}
        />
      </Stack>
    </SubmitDialog>
  );
}
