import { ActionIcon, Badge, Button, Group, NumberInput, Paper, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePda } from '../../app/pda-context.tsx';
import type { LocalTransfer } from '../../db/pda-db.ts';
import { CountInput } from '../../scan/count-input.tsx';
import { JobCard } from '../../scan/job-card.tsx';
import { ScanTaskFinish, ScanTaskFrame } from '../../scan/scan-task-frame.tsx';
import { useScanRun } from '../../scan/use-scan-run.ts';
import { useScanner } from '../../scan/use-scanner.ts';
import {
  type PalletDraft,
  palletsValid,
  palletTotals,
  transferPalletActions,
  waitingTransfers,
} from './transfer-pallet-actions.ts';

const sum = (order: LocalTransfer, key: 'pickedQty' | 'needPickQty') =>
  order.lines.reduce((s, l) => s + l[key], 0);

function TransferCard({ order, onOpen }: { order: LocalTransfer; onOpen?: () => void }) {
  const { t } = useTranslation('pda');
  return (
    <JobCard
      title={order.transID}
      onOpen={onOpen}
      testId="transfer-card"
      badges={
        <Group gap={4}>
          {order.isHot && <Badge color="red">{t('transferHot')}</Badge>}
          {order.customerCode && <Badge variant="light">{order.customerCode}</Badge>}
        </Group>
      }
    >
      {(order.platformCode || order.toWarehouseName) && (
        <Text>
          {t('transferTo', { to: [order.platformCode, order.toWarehouseName].filter(Boolean).join(' ') })}
        </Text>
      )}
      <Text c="dimmed">
        {t('transferPicked', { picked: sum(order, 'pickedQty'), need: sum(order, 'needPickQty') })} ·{' '}
        {t('transferSuggested', { count: order.suggestPalletNum })}
      </Text>
    </JobCard>
  );
}

function PalletRow({
  seq,
  pallet,
  onChange,
  onRemove,
}: {
  seq: number;
  pallet: PalletDraft;
  onChange: (next: PalletDraft) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('pda');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="transfer-pallet-row">
      <Group justify="space-between">
        <Text fw={700}>{t('transferPallet', { seq })}</Text>
        {onRemove && (
          <ActionIcon
            color="red"
            variant="light"
            onClick={onRemove}
            aria-label={t('transferRemovePallet', { seq })}
          >
            ×
          </ActionIcon>
        )}
      </Group>
      <Group grow mt={4}>
        <CountInput
          size="md"
          label={t('transferCartons')}
          min={1}
          value={pallet.cartons || ''}
          onChange={(v) => onChange({ ...pallet, cartons: Math.max(0, Math.floor(Number(v) || 0)) })}
          data-testid="transfer-cartons"
        />
        <NumberInput
          size="md"
          label={t('transferWeight')}
          min={0}
          allowNegative={false}
          decimalScale={2}
          value={pallet.weight || ''}
          onChange={(v) => onChange({ ...pallet, weight: Number(v) || 0 })}
          data-testid="transfer-weight"
        />
      </Group>
    </Paper>
  );
}

const blank = (): PalletDraft => ({ cartons: 0, weight: 0 });

/**
 * Palletising a picked transfer order: choose or scan the order, fill in each pallet's cartons and weight,
 * and save. The pallets are queued in the outbox and work offline; their pallet codes come back on sync.
 */
export function TransferPalletPage() {
  const { t } = useTranslation('pda');
  const { engine } = usePda();
  const { db } = engine;
  const actions = useMemo(() => transferPalletActions(db), [db]);
  const scan = useScanRun();
  const rows = useLiveQuery(() => db.transfers.toArray(), [db]);
  const [current, setCurrent] = useState<LocalTransfer | null>(null);
  const [pallets, setPallets] = useState<PalletDraft[]>([blank()]);

  const open = (order: LocalTransfer | null) => {
    setCurrent(order);
    setPallets(Array.from({ length: Math.max(1, order?.suggestPalletNum ?? 1) }, blank));
  };

  const onCode = (code: string) =>
    void scan.run(code, async () => {
      const order = await actions.find(code);
      if (!order) throw new Error(t('transferUnknown', { code: code.trim() }));
      open(order);
      return order.transID;
    });
  useScanner(onCode);

  const save = () => {
    if (!current) return;
    void scan.run(current.transID, async () => {
      if (!palletsValid(pallets)) throw new Error(t('transferBadPallets'));
      await actions.save(current, pallets, t('transferUnknown', { code: current.transID }));
      open(null);
      return t('transferSaved', { transID: current.transID, count: pallets.length });
    });
  };

  if (!rows) return null;
  const waiting = waitingTransfers(rows);
  const done = rows.filter((r) => r.state === 'fight' || r.queued);
  const totals = palletTotals(pallets);
  return (
    <ScanTaskFrame
      title={t('menuTransferPallet')}
      waiting={{ label: t('transferWaiting', { count: waiting.length }), testId: 'transfer-waiting' }}
      cacheKind="transfers"
      scan={scan}
      chooser={{
        prompt: t('transferScan'),
        inputLabel: t('transferNumber'),
        onCode,
        cards: waiting.map((order) => (
          <TransferCard key={order.id} order={order} onOpen={() => open(order)} />
        )),
        empty: t('noTransfers'),
        after: done.map((order) => (
          <Paper key={order.id} withBorder radius="md" p="sm" bg="green.0" data-testid="transfer-done">
            <Group justify="space-between">
              <Text fw={700}>{order.transID}</Text>
              <Badge color={order.queued ? 'orange' : 'green'}>
                {order.queued ? t('transferQueued') : t('transferDone')}
              </Badge>
            </Group>
            {order.pallets.map((p) => (
              <Text key={p.palletCode} size="sm" data-testid="transfer-pallet-code">
                {t('transferPalletLine', {
                  palletCode: p.palletCode,
                  cartons: p.cartons,
                  weight: p.weight,
                })}
              </Text>
            ))}
          </Paper>
        )),
      }}
    >
      {current && (
        <>
          <TransferCard order={current} />
          {current.lines.map((l) => (
            <Group key={l.productNo} justify="space-between" data-testid="transfer-line">
              <Text fw={600}>{l.productNo}</Text>
              <Text c="dimmed">{t('transferPicked', { picked: l.pickedQty, need: l.needPickQty })}</Text>
            </Group>
          ))}
          {pallets.map((pallet, i) => (
            <PalletRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a pallet row is its position in the list
              key={i}
              seq={i + 1}
              pallet={pallet}
              onChange={(next) => setPallets((list) => list.map((p, j) => (j === i ? next : p)))}
              onRemove={
                pallets.length > 1 ? () => setPallets((list) => list.filter((_, j) => j !== i)) : undefined
              }
            />
          ))}
          <Button size="md" variant="light" onClick={() => setPallets((list) => [...list, blank()])}>
            {t('transferAddPallet')}
          </Button>
          <ScanTaskFinish
            confirm={{
              label: t('transferSave'),
              question: t('transferSaveQuestion', {
                transID: current.transID,
                count: pallets.length,
                cartons: totals.cartons,
                weight: totals.weight,
              }),
              disabled: !palletsValid(pallets),
              onConfirm: save,
              testId: 'transfer-save',
            }}
            otherLabel={t('transferOther')}
            onOther={() => open(null)}
          />
        </>
      )}
    </ScanTaskFrame>
  );
}
