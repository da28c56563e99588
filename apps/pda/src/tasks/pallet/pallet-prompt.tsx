import { Alert, Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { palletCodeEndpoints, palletUses } from '@wms/api/pda';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePda } from '../../app/pda-context.tsx';
import { ScanInput } from '../../scan/scan-input.tsx';

/**
 * No pallet open: scan a pallet label, type its code, or (online) generate a new code. A new code comes
 * from the tenant's counter on the server, so generating needs the network; it uses the warehouse of
 * the device's latest pallet until the warehouse list lands with the master data.
 */
export function PalletPrompt({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('pda');
  const { api, engine } = usePda();
  const { online } = useNetwork();
  const [use, setUse] = useState<(typeof palletUses)[number]>('palletizing');
  const [busy, setBusy] = useState(false);
  const warehouseId = useLiveQuery(async () => {
    const known = await engine.db.pallets
      .filter((p) => Boolean(p.warehouseId))
      .reverse()
      .sortBy('updatedAt');
    return known[0]?.warehouseId ?? null;
  }, [engine.db]);

  async function generate() {
    if (!warehouseId) return;
    setBusy(true);
    try {
      const { items } = await api.call(palletCodeEndpoints.generate, {
        warehouseId,
        use,
        plqty: 1,
        printSize: '4x6',
      });
      if (items[0]) onCode(items[0].palletCode);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{t('scanPallet')}</Title>
      <Text size="lg">{t('scanPalletHint')}</Text>
      <ScanInput onCode={onCode} />
      <Stack gap="xs">
        <Text fw={500}>{t('generateUse')}</Text>
        <SegmentedControl
          size="md"
          fullWidth
          value={use}
          onChange={(v) => setUse(v as typeof use)}
          data={palletUses.map((u) => ({ value: u, label: t(`use_${u}`) }))}
        />
        <Button
          size="xl"
          variant="light"
          loading={busy}
          disabled={!online || !warehouseId}
          onClick={() => void generate()}
        >
          {t('generate')}
        </Button>
        {!online && <Alert color="gray">{t('generateNeedsNetwork')}</Alert>}
        {online && !warehouseId && <Alert color="gray">{t('generateNeedsWarehouse')}</Alert>}
      </Stack>
    </Stack>
  );
}
