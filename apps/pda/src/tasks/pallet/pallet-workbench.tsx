import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { takesScans } from '@wms/api/pda';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalPallet } from '../../db/pda-db.ts';
import { ScanInput } from '../../scan/scan-input.tsx';
import { PalletLines } from './pallet-lines.tsx';

export type ScanMode = 'carton' | 'product';

const STATUS_COLOR = { inUse: 'blue', used: 'gray', finished: 'dark' } as const;

function QtyStepper({ qty, onChange }: { qty: number; onChange: (qty: number) => void }) {
  const { t } = useTranslation('pda');
  return (
    <Group grow gap="xs" wrap="nowrap">
      <Button
        size="xl"
        variant="default"
        aria-label={t('less')}
        onClick={() => onChange(Math.max(1, qty - 1))}
      >
        −
      </Button>
      <Text ta="center" fz={32} fw={700} aria-label={t('qty')}>
        {qty}
      </Text>
      <Button
        size="xl"
        variant="default"
        aria-label={t('more')}
        onClick={() => onChange(Math.min(99_999, qty + 1))}
      >
        +
      </Button>
    </Group>
  );
}

interface Props {
  pallet: LocalPallet;
  mode: ScanMode;
  qty: number;
  onMode(mode: ScanMode): void;
  onQty(qty: number): void;
  onCode(code: string): void;
  onRemove(lineId: string): void;
  onClose(): void;
  onSwitch(): void;
}

/** One open pallet: scan cartons or products onto it, take lines off, close it. */
export function PalletWorkbench({
  pallet,
  mode,
  qty,
  onMode,
  onQty,
  onCode,
  onRemove,
  onClose,
  onSwitch,
}: Props) {
  const { t } = useTranslation('pda');
  const [confirming, setConfirming] = useState(false);
  const open = takesScans(pallet.status);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} data-testid="pallet-code">
            {pallet.palletCode}
          </Title>
          <Badge size="lg" flex="none" tt="none" color={STATUS_COLOR[pallet.status]}>
            {t(`status_${pallet.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={2} mt="sm">
          <Text size="lg">
            {t('cartons')}: <b data-testid="carton-qty">{pallet.cartonQty}</b>
          </Text>
          <Text size="lg">
            {t('products')}: <b data-testid="product-qty">{pallet.productQty}</b>
          </Text>
        </SimpleGrid>
      </Paper>
      {open && (
        <>
          <SegmentedControl
            size="md"
            fullWidth
            value={mode}
            onChange={(v) => onMode(v as ScanMode)}
            data={[
              { value: 'carton', label: t('scanCarton') },
              { value: 'product', label: t('scanProduct') },
            ]}
          />
          {mode === 'product' && <QtyStepper qty={qty} onChange={onQty} />}
          <Text c="dimmed">{mode === 'carton' ? t('scanCartonHint') : t('scanProductHint')}</Text>
          <ScanInput onCode={onCode} />
        </>
      )}
      <PalletLines palletCode={pallet.palletCode} onRemove={onRemove} />
      {/* One button per row: side by side, at 360 px their labels were cut. */}
      <Stack gap="xs">
        {open && (
          <Button size="lg" fullWidth color="teal" onClick={() => setConfirming(true)}>
            {t('closePallet')}
          </Button>
        )}
        <Button size="lg" fullWidth variant="default" onClick={onSwitch}>
          {t('switchPallet')}
        </Button>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('closeConfirm', { palletCode: pallet.palletCode })}
        centered
      >
        <Group grow>
          <Button size="lg" variant="default" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button
            size="lg"
            color="teal"
            onClick={() => {
              setConfirming(false);
              onClose();
            }}
          >
            {t('closePallet')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
