import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePda } from '../../app/pda-context.tsx';
import type { LocalPalletLine } from '../../db/pda-db.ts';

/** What is on the pallet, newest first, each removable (with a confirmation). */
export function PalletLines({
  palletCode,
  onRemove,
}: {
  palletCode: string;
  onRemove: (lineId: string) => void;
}) {
  const { t } = useTranslation('pda');
  const { engine } = usePda();
  const [asking, setAsking] = useState<LocalPalletLine | null>(null);
  const lines = useLiveQuery(
    async () =>
      (await engine.db.palletLines.where('palletCode').equals(palletCode).toArray())
        .filter((l) => !l.removed)
        .sort((a, b) => b.scannedAt.localeCompare(a.scannedAt)),
    [engine.db, palletCode],
  );
  if (!lines?.length) return <Text c="dimmed">{t('noLines')}</Text>;
  // Cartons of one code (a SKU's carton barcode) are counted: the oldest is 1.
  const nth = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const line of [...lines].reverse())
    if (line.kind === 'carton' && line.cartonNo) {
      const n = (seen.get(line.cartonNo) ?? 0) + 1;
      seen.set(line.cartonNo, n);
      nth.set(line.lineId, n);
    }
  return (
    <Stack gap="xs">
      {lines.map((line) => (
        <Paper key={line.lineId} withBorder p="xs" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Text size="lg" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {line.kind === 'carton'
                ? (seen.get(line.cartonNo ?? '') ?? 0) > 1
                  ? t('lineCartonNth', { cartonNo: line.cartonNo, n: nth.get(line.lineId) })
                  : t('lineCarton', { cartonNo: line.cartonNo })
                : t('lineProduct', { productNo: line.productNo, qty: line.qty })}
            </Text>
            <Button
              size="md"
              px="xs"
              variant="subtle"
              color="red"
              flex="none"
              onClick={() => setAsking(line)}
            >
              {t('remove')}
            </Button>
          </Group>
        </Paper>
      ))}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('removeConfirm', { palletCode })}
        centered
      >
        <Group grow>
          <Button size="lg" variant="default" onClick={() => setAsking(null)}>
            {t('cancel')}
          </Button>
          <Button
            size="lg"
            color="red"
            onClick={() => {
              if (asking) onRemove(asking.lineId);
              setAsking(null);
            }}
          >
            {t('remove')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
