import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { canPutAway, type InboundLineSnapshot, putAwayRemaining } from '@wms/api/pda';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePda } from '../../app/pda-context.tsx';
import type { LocalInbound, LocalLocation } from '../../db/pda-db.ts';
import { CountInput } from '../../scan/count-input.tsx';
import { ScanInput } from '../../scan/scan-input.tsx';
import { ScanResultBanner } from '../../scan/scan-result-banner.tsx';
import { useScanRun } from '../../scan/use-scan-run.ts';
import { useScanner } from '../../scan/use-scanner.ts';
import { CacheAge } from '../../sync/cache-age.tsx';
import { InboundLineCard } from './inbound-line-card.tsx';
import { putAwayActions } from './receive-actions.ts';

interface Pick {
  inbound: LocalInbound;
  line: InboundLineSnapshot;
  location?: LocalLocation;
}

/**
 * Put-away: scan a receipt pallet or a product of a received container, then the location, then confirm
 * the quantity. A pallet narrows the product scan to its container; a pallet of one open line picks it.
 */
export function PutAwayPage() {
  const { t } = useTranslation('receiving');
  const { engine } = usePda();
  const { db } = engine;
  const actions = useMemo(() => putAwayActions(db), [db]);
  const scan = useScanRun();
  const waiting = useLiveQuery(
    async () =>
      (await db.inbound.toArray())
        .filter((i) => canPutAway(i.status, i.receiptState))
        .flatMap((i) => i.lines.filter((l) => putAwayRemaining(l) > 0).map((line) => ({ inbound: i, line }))),
    [db],
  );
  const picked = useRef<Pick | null>(null);
  const pallet = useRef<{ inbound: LocalInbound; code: string } | null>(null);
  const [current, setCurrent] = useState<Pick | null>(null);
  const [qty, setQty] = useState<string | number>(1);
  const choose = (next: Pick | null) => {
    picked.current = next;
    setCurrent(next);
    if (next && !next.location) setQty(putAwayRemaining(next.line));
  };

  const onCode = (code: string) =>
    void scan.run(code, async () => {
      const now = picked.current;
      if (!now) {
        const container = await actions.pallet(code);
        const open = container?.lines.filter((l) => putAwayRemaining(l) > 0) ?? [];
        if (container && open.length !== 1) {
          pallet.current = { inbound: container, code };
          return t('palletFound', {
            palletCode: code,
            containerNo: container.containerNo,
            count: open.length,
          });
        }
        const found = container
          ? { inbound: container, line: open[0]! }
          : await actions.findLine(code, pallet.current?.inbound.id);
        pallet.current = null;
        choose(found);
        return t('lineFound', {
          productNo: found.line.product.productNo,
          count: putAwayRemaining(found.line),
          locationName: found.line.suggestedLocationName ?? t('noSuggestion'),
        });
      }
      const location = await actions.location(now.inbound, code);
      choose({ ...now, location });
      return t('locationFound', { locationName: location.locationName });
    });
  useScanner(onCode);

  const confirm = () => {
    const now = picked.current;
    if (!now?.location) return;
    const n = Number(qty) || 0;
    void scan.run(now.location.locationName, async () => {
      await actions.confirm(now.inbound.id, now.line.id, now.location!.id, n);
      choose(null);
      return t('putAway', {
        qty: n,
        productNo: now.line.product.productNo,
        locationName: now.location!.locationName,
      });
    });
  };

  if (!waiting) return null;
  return (
    <Stack gap="sm">
      <Title order={3}>{t('putAwayTitle')}</Title>
      <CacheAge kind="inbound" />
      <ScanResultBanner last={scan.last} />
      {current ? (
        <>
          <InboundLineCard line={current.line} mode="putAway" />
          {current.location ? (
            <>
              <Text size="lg" fw={600}>
                {t('onLocation', { locationName: current.location.locationName })}
              </Text>
              <Group gap="xs" wrap="nowrap" align="end">
                <CountInput size="lg" flex={1} label={t('qty')} min={1} value={qty} onChange={setQty} />
                <Button size="lg" onClick={confirm} data-testid="put-away-confirm">
                  {t('confirm')}
                </Button>
              </Group>
            </>
          ) : (
            <ScanInput onCode={onCode} label={t('stepLocation')} />
          )}
          <Button size="lg" variant="default" onClick={() => choose(null)}>
            {t('cancel')}
          </Button>
        </>
      ) : (
        <>
          <Text size="lg" fw={600}>
            {t('scanProduct')}
          </Text>
          <ScanInput onCode={onCode} label={t('stepProduct')} />
        </>
      )}
      {waiting.length ? (
        waiting
          .filter((w) => w.line.id !== current?.line.id)
          .map((w) => <InboundLineCard key={w.line.id} line={w.line} mode="putAway" />)
      ) : (
        <Text c="dimmed">{t('nothingToPutAway')}</Text>
      )}
    </Stack>
  );
}
