import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePda } from '../../app/pda-context.tsx';
import type { LocalRelist } from '../../db/pda-db.ts';
import { ScanInput } from '../../scan/scan-input.tsx';
import { ScanResultBanner } from '../../scan/scan-result-banner.tsx';
import { useScanRun } from '../../scan/use-scan-run.ts';
import { useScanner } from '../../scan/use-scanner.ts';
import { CacheAge } from '../../sync/cache-age.tsx';
import { relistActions } from './relist-actions.ts';

function ItemCard({ item, active }: { item: LocalRelist; active?: boolean }) {
  const { t } = useTranslation('pda');
  return (
    <Paper withBorder radius="md" p="sm" bg={active ? 'blue.0' : undefined} data-testid="relist-item">
      <Title order={4}>
        {item.product.productNo} × {item.qty}
      </Title>
      <Text lineClamp={1}>{item.product.name}</Text>
      <Text c="dimmed">{t('relistFrom', { sourceNo: item.sourceNo })}</Text>
      <Text>
        {t('relistSuggested')}: <b>{item.suggestedLocationName}</b>
      </Text>
    </Paper>
  );
}

/** Relist: scan a pending item, see where it should go, scan the location to put it there. */
export function RelistPage() {
  const { t } = useTranslation('pda');
  const { engine } = usePda();
  const { db } = engine;
  const actions = useMemo(() => relistActions(db), [db]);
  const scan = useScanRun();
  const pending = useLiveQuery(() => db.relist.where('state').equals('pending').sortBy('sourceNo'), [db]);
  const chosen = useRef<string | null>(null);
  const [current, setCurrent] = useState<LocalRelist | null>(null);
  const choose = (item: LocalRelist | null) => {
    chosen.current = item?.id ?? null;
    setCurrent(item);
  };

  const onCode = (code: string) =>
    void scan.run(code, async () => {
      if (!chosen.current) {
        const item = await actions.find(code);
        choose(item);
        return t('relistFound', {
          qty: item.qty,
          productNo: item.product.productNo,
          locationName: item.suggestedLocationName,
        });
      }
      const { item, location } = await actions.confirm(chosen.current, code);
      choose(null);
      return t('relisted', {
        qty: item.qty,
        productNo: item.product.productNo,
        locationName: location.locationName,
      });
    });
  useScanner(onCode);

  if (!pending) return null;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>{t('menuRelist')}</Title>
        <Badge size="xl" color="orange" data-testid="relist-count">
          {t('relistPending', { count: pending.length })}
        </Badge>
      </Group>
      <CacheAge kind="relist" />
      <ScanResultBanner last={scan.last} />
      {current ? (
        <>
          <ItemCard item={current} active />
          <Text size="lg" fw={600}>
            {t('relistScanLocation', { qty: current.qty, productNo: current.product.productNo })}
          </Text>
          <ScanInput onCode={onCode} label={t('stepLocation')} />
          <Button size="lg" variant="default" onClick={() => choose(null)}>
            {t('relistCancel')}
          </Button>
        </>
      ) : (
        <>
          <Text size="lg" fw={600}>
            {t('relistScanItem')}
          </Text>
          <ScanInput onCode={onCode} label={t('stepProduct')} />
        </>
      )}
      {pending.length ? (
        pending.filter((i) => i.id !== current?.id).map((item) => <ItemCard key={item.id} item={item} />)
      ) : (
        <Text c="dimmed">{t('noRelist')}</Text>
      )}
    </Stack>
  );
}
