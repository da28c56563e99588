import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { ErrorCode } from '@wms/api/pda';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { usePda } from '../../app/pda-context.tsx';
import { ConfirmButton } from '../../scan/confirm-button.tsx';
import { CountInput } from '../../scan/count-input.tsx';
import { ScanInput } from '../../scan/scan-input.tsx';
import { ScanResultBanner } from '../../scan/scan-result-banner.tsx';
import { useScanRun } from '../../scan/use-scan-run.ts';
import { useScanner } from '../../scan/use-scanner.ts';
import { LocalRefusal } from '../../sync/local-refusal.ts';
import { currentLine, pickActions } from './pick-actions.ts';
import { PickLineCard } from './pick-line-card.tsx';
import { PickRoute } from './pick-route.tsx';
import { finishedList } from './pick-sync.ts';

type Stage = { lineId: string | null; step: 'location' | 'product' };

/**
 * Picking one list: check it out, then for each line in route order scan the location, then the product
 * (each scan one piece, a carton its cartonRate) or type a quantity. Every step is checked on the device.
 */
export function PickPage() {
  const { t } = useTranslation('pda');
  const { id = '' } = useParams();
  const { engine } = usePda();
  const { db } = engine;
  const actions = useMemo(() => pickActions(db), [db]);
  const scan = useScanRun();
  const list = useLiveQuery(async () => (await db.pickLists.get(id)) ?? null, [db, id]);
  const finished = useLiveQuery(() => finishedList(db, id), [db, id]);
  const [qty, setQty] = useState<number | string>(1);
  // Decided when each scan's turn comes, so a burst of scans walks the steps in order.
  const stage = useRef<Stage>({ lineId: null, step: 'location' });
  const [shown, setShown] = useState<Stage>(stage.current);
  const move = (next: Stage) => {
    stage.current = next;
    setShown(next);
  };

  async function step(code: string, typedQty?: number) {
    const fresh = await db.pickLists.get(id);
    const line = fresh && currentLine(fresh);
    if (!line) {
      const pickListNo = fresh?.pickListNo ?? (await finishedList(db, id))?.pickListNo;
      if (pickListNo) throw new LocalRefusal(ErrorCode.pickListComplete, { pickListNo });
      throw new LocalRefusal(ErrorCode.pickListNotFound);
    }
    if (stage.current.lineId !== line.id) move({ lineId: line.id, step: 'location' });
    if (stage.current.step === 'location' && typedQty === undefined) {
      await actions.checkLocation(id, line.id, code);
      move({ lineId: line.id, step: 'product' });
      return t('locationOk', { locationName: line.locationName });
    }
    const done = await actions.pick(id, line.id, code, typedQty, fresh);
    if (done.pickedQty >= line.qty) move({ lineId: null, step: 'location' });
    return t('picked', {
      pieces: done.pieces,
      productNo: line.product.productNo,
      picked: done.pickedQty,
      qty: line.qty,
    });
  }
  const onCode = (code: string) => void scan.run(code, () => step(code));
  useScanner(onCode);

  if (list === undefined || finished === undefined) return null;
  if (list === null)
    return (
      <Stack gap="md">
        <ScanResultBanner last={scan.last} />
        {finished ? (
          <Alert color="green" variant="light" data-testid="pick-done">
            <Title order={4}>{t('listDone', { pickListNo: finished.pickListNo })}</Title>
            <Text>{t('listDoneSynced')}</Text>
          </Alert>
        ) : (
          <Alert color="gray">{t('pickListGone')}</Alert>
        )}
        <Button size="xl" component={Link} to="/pick">
          {t('backToLists')}
        </Button>
      </Stack>
    );
  const line = currentLine(list);
  const visible: Stage['step'] = line && shown.lineId === line.id ? shown.step : 'location';
  const header = (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3}>{list.pickListNo}</Title>
        <Text fw={600} data-testid="pick-progress">
          {t('pickProgress', { picked: list.pickedQty, total: list.totalQty })}
        </Text>
      </Group>
      <Progress
        size="lg"
        value={list.totalQty ? (100 * list.pickedQty) / list.totalQty : 0}
        aria-label={t('pickProgress', { picked: list.pickedQty, total: list.totalQty })}
      />
    </>
  );

  if (!list.checkedOut)
    return (
      <Stack gap="md">
        {header}
        <ScanResultBanner last={scan.last} />
        {list.refusal && <Alert color="red">{list.refusal}</Alert>}
        {list.leaseUserName && !list.leasedByMe && (
          <Alert color="orange">{t('leasedBy', { name: list.leaseUserName })}</Alert>
        )}
        <Text>{t('checkOutHint')}</Text>
        <Button size="xl" onClick={() => void scan.run(list.pickListNo, () => actions.checkOut(id))}>
          {t('checkOut')}
        </Button>
        <PickRoute lines={list.lines} currentId={null} />
      </Stack>
    );

  if (!line)
    return (
      <Stack gap="md">
        {header}
        <ScanResultBanner last={scan.last} />
        <Alert color="green" variant="light" data-testid="pick-done">
          <Title order={4}>{t('listDone', { pickListNo: list.pickListNo })}</Title>
          <Text>{t('listDoneHint')}</Text>
        </Alert>
        <Button size="xl" component={Link} to="/pick">
          {t('backToLists')}
        </Button>
        <PickRoute lines={list.lines} currentId={null} />
      </Stack>
    );

  const left = line.qty - line.pickedQty;
  return (
    <Stack gap="sm">
      {header}
      <ScanResultBanner last={scan.last} />
      <PickLineCard line={line} count={list.lines.length} step={visible} />
      <ScanInput onCode={onCode} label={visible === 'location' ? t('stepLocation') : t('stepProduct')} />
      {visible === 'product' && (
        <Group gap="xs" wrap="nowrap" align="end">
          <CountInput
            size="lg"
            flex={1}
            label={t('pickQty')}
            min={1}
            max={left}
            clampBehavior="none"
            value={qty}
            onChange={setQty}
          />
          <Button
            size="lg"
            onClick={() =>
              void scan.run(line.product.productNo, () => step(line.product.productNo, Number(qty) || 1))
            }
          >
            {t('pickQtyConfirm')}
          </Button>
        </Group>
      )}
      <ConfirmButton
        color="red"
        variant="outline"
        label={t('outOfStock')}
        question={t('outOfStockConfirm', {
          seq: line.seq,
          productNo: line.product.productNo,
          locationName: line.locationName,
        })}
        onConfirm={() =>
          void scan.run(line.product.productNo, async () => {
            await actions.outOfStock(id, line.id);
            move({ lineId: null, step: 'location' });
            return t('reportedShort', { seq: line.seq });
          })
        }
      />
      <Title order={5}>{t('routeLines')}</Title>
      <PickRoute lines={list.lines} currentId={line.id} />
    </Stack>
  );
}
