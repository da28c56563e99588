import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { canReceive } from '@wms/api/pda';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePda } from '../../app/pda-context.tsx';
import type { LocalInbound } from '../../db/pda-db.ts';
import { ConfirmButton } from '../../scan/confirm-button.tsx';
import { CountInput } from '../../scan/count-input.tsx';
import { ScanInput } from '../../scan/scan-input.tsx';
import { ScanResultBanner } from '../../scan/scan-result-banner.tsx';
import { useScanRun } from '../../scan/use-scan-run.ts';
import { useScanner } from '../../scan/use-scanner.ts';
import { CacheAge } from '../../sync/cache-age.tsx';
import { InboundLineCard } from './inbound-line-card.tsx';
import { receiveActions } from './receive-actions.ts';

function ContainerCard({ inbound, onPick }: { inbound: LocalInbound; onPick?: () => void }) {
  const { t } = useTranslation('receiving');
  const card = (
    <Paper withBorder radius="md" p="sm" data-testid="inbound-container">
      <Group justify="space-between" wrap="nowrap">
        <Text size="lg" fw={700}>
          {inbound.containerNo}
        </Text>
        <Badge variant="light">{t(`shipments:status.${inbound.status}`)}</Badge>
      </Group>
      <Text c="dimmed">
        {inbound.transportNo} · {inbound.customerCode} · {inbound.containerType}
      </Text>
    </Paper>
  );
  // A container to choose is a button: a tap, or Enter on a keyboard, opens it.
  return onPick ? (
    <UnstyledButton onClick={onPick} w="100%">
      {card}
    </UnstyledButton>
  ) : (
    card
  );
}

/** Receiving: scan the container (or its number), then cartons or products with counts; close when unloaded. */
export function ReceivePage() {
  const { t } = useTranslation('receiving');
  const { engine } = usePda();
  const { db } = engine;
  const actions = useMemo(() => receiveActions(db), [db]);
  const scan = useScanRun();
  const open = useLiveQuery(
    async () => (await db.inbound.toArray()).filter((i) => canReceive(i.status, i.receiptState)),
    [db],
  );
  const chosen = useRef<string | null>(null);
  const [id, setId] = useState<string | null>(null);
  const inbound = useLiveQuery(async () => (id ? ((await db.inbound.get(id)) ?? null) : null), [db, id]);
  const [count, setCount] = useState<string | number>(1);
  const [damaged, setDamaged] = useState(false);
  const [unexpected, setUnexpected] = useState(false);
  const [pallets, setPallets] = useState<string | number>(0);
  const choose = (next: string | null) => {
    chosen.current = next;
    setId(next);
  };

  const onCode = (code: string) =>
    void scan.run(code, async () => {
      if (!chosen.current) {
        const found = await actions.findContainer(code);
        choose(found.id);
        return t('containerFound', { containerNo: found.containerNo });
      }
      const done = await actions.count(chosen.current, code, Number(count) || 1, { damaged, unexpected });
      return t(damaged ? 'countedDamaged' : 'counted', {
        qty: done.qty,
        productNo: done.line.product.productNo,
        received: done.line.receivedQty,
        forecast: done.line.qty,
      });
    });
  useScanner(onCode);

  const finish = () =>
    void scan.run(inbound?.containerNo ?? '', async () => {
      await actions.finish(chosen.current!, Number(pallets) || 0);
      const containerNo = inbound?.containerNo;
      choose(null);
      return t('finished', { containerNo });
    });

  if (!open) return null;
  if (!id || !inbound)
    return (
      <Stack gap="sm">
        <Title order={3}>{t('title')}</Title>
        <CacheAge kind="inbound" />
        <ScanResultBanner last={scan.last} />
        <Text size="lg" fw={600}>
          {t('scanContainer')}
        </Text>
        <ScanInput onCode={onCode} label={t('stepContainer')} />
        {open.length ? (
          open.map((i) => <ContainerCard key={i.id} inbound={i} onPick={() => choose(i.id)} />)
        ) : (
          <Text c="dimmed">{t('noContainers')}</Text>
        )}
      </Stack>
    );
  return (
    <Stack gap="sm">
      <ContainerCard inbound={inbound} />
      <ScanResultBanner last={scan.last} />
      <Group gap="md">
        <Checkbox
          size="lg"
          label={t('damagedToggle')}
          checked={damaged}
          onChange={(e) => setDamaged(e.currentTarget.checked)}
        />
        <Checkbox
          size="lg"
          label={t('unexpectedToggle')}
          checked={unexpected}
          onChange={(e) => setUnexpected(e.currentTarget.checked)}
        />
      </Group>
      <CountInput size="lg" label={t('count')} min={1} max={10_000} value={count} onChange={setCount} />
      <ScanInput onCode={onCode} label={t('stepGoods')} />
      {inbound.lines.map((line) => (
        <InboundLineCard key={line.id} line={line} mode="receive" />
      ))}
      <CountInput size="lg" label={t('pallets')} min={0} max={500} value={pallets} onChange={setPallets} />
      <ConfirmButton
        label={t('finish')}
        question={t('finishQuestion', { containerNo: inbound.containerNo })}
        onConfirm={finish}
        color="green"
        disabled={inbound.receiptState !== 'partlyReceived'}
        data-testid="receive-finish"
      />
      <Button size="lg" variant="default" onClick={() => choose(null)}>
        {t('otherContainer')}
      </Button>
    </Stack>
  );
}
