import {
  ActionIcon,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Text,
} from '@mantine/core';
import { RETURN_PHOTO_MAX } from '@wms/api/pda';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePda } from '../../app/pda-context.tsx';
import type { LocalReturn } from '../../db/pda-db.ts';
import { CountInput } from '../../scan/count-input.tsx';
import { JobCard } from '../../scan/job-card.tsx';
import { ScanInput } from '../../scan/scan-input.tsx';
import { ScanTaskFinish, ScanTaskFrame } from '../../scan/scan-task-frame.tsx';
import { useScanRun } from '../../scan/use-scan-run.ts';
import { useScanner } from '../../scan/use-scanner.ts';
import { preparePhoto } from './photo-capture.ts';
import {
  type Condition,
  type Counts,
  returnReceiveActions,
  type TakenPhoto,
  totals,
} from './return-receive-actions.ts';

const units = (r: LocalReturn) => r.items.reduce((sum, i) => sum + i.quantity, 0);

function ReturnCard({ ret, onOpen }: { ret: LocalReturn; onOpen?: () => void }) {
  const { t } = useTranslation('pda');
  return (
    <JobCard
      title={ret.returnNo}
      onOpen={onOpen}
      testId="return-card"
      badges={ret.customerCode && <Badge variant="light">{ret.customerCode}</Badge>}
    >
      <Text>
        {t('returnTracking')}: <b>{ret.trackingNo}</b>
      </Text>
      <Text c="dimmed">{t('returnExpected', { qty: units(ret) })}</Text>
      {!onOpen && ret.returnRemarks && (
        <Text size="sm" lineClamp={2}>
          {t('returnRemarks', { remarks: ret.returnRemarks })}
        </Text>
      )}
    </JobCard>
  );
}

/** A photo's thumbnail from its bytes; the object URL is freed when it leaves the screen. */
function Thumb({ photo, onRemove }: { photo: TakenPhoto; onRemove: () => void }) {
  const { t } = useTranslation('pda');
  const url = useMemo(() => URL.createObjectURL(new Blob([photo.data])), [photo]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Paper withBorder radius="sm" pos="relative" data-testid="return-photo">
      <Image src={url} h={72} fit="cover" radius="sm" alt="" />
      <ActionIcon
        pos="absolute"
        top={2}
        right={2}
        color="red"
        size="sm"
        onClick={onRemove}
        aria-label={t('returnRemovePhoto')}
      >
        ×
      </ActionIcon>
    </Paper>
  );
}

/**
 * Return receiving: scan the parcel's tracking number, then each product (good or damaged, as the switch
 * says; the counts can be typed too), take photos, and confirm. The receipt is queued in the outbox with
 * its photos and works offline.
 */
export function ReturnReceivePage() {
  const { t } = useTranslation('pda');
  const { engine } = usePda();
  const { db } = engine;
  const actions = useMemo(() => returnReceiveActions(db), [db]);
  const scan = useScanRun();
  const waiting = useLiveQuery(() => db.returns.filter((r) => !r.received).sortBy('returnNo'), [db]);
  const photosWaiting = useLiveQuery(() => db.photos.where('state').equals('pending').count(), [db]);
  const [current, setCurrent] = useState<LocalReturn | null>(null);
  const [counts, setCounts] = useState<Counts>({});
  const [condition, setCondition] = useState<Condition>('good');
  const [photos, setPhotos] = useState<TakenPhoto[]>([]);
  // Scans run one after another; each reads the latest state through these.
  const live = useRef({ current, counts, condition });
  live.current = { current, counts, condition };

  const open = (ret: LocalReturn | null) => {
    setCurrent(ret);
    setCounts({});
    setCondition('good');
    setPhotos([]);
    live.current = { current: ret, counts: {}, condition: 'good' };
  };

  const onCode = (code: string) =>
    void scan.run(code, async () => {
      const now = live.current;
      if (!now.current) {
        const ret = await actions.find(code);
        open(ret);
        return t('returnFound', { returnNo: ret.returnNo, units: units(ret) });
      }
      const next = actions.count(now.current, now.counts, code, now.condition);
      live.current = { ...now, counts: next };
      setCounts(next);
      const line = now.current.items.find(
        (i) => next[i.product.productId] !== now.counts[i.product.productId],
      );
      const c = line ? next[line.product.productId]! : { good: 0, damaged: 0 };
      return t('returnCounted', {
        productNo: line?.product.productNo ?? code,
        good: c.good,
        damaged: c.damaged,
      });
    });
  useScanner(onCode);

  const setCount = (productId: string, key: Condition, value: number | string) => {
    const n = Math.max(0, Math.floor(Number(value) || 0));
    const now = counts[productId] ?? { good: 0, damaged: 0 };
    setCounts({ ...counts, [productId]: { ...now, [key]: n } });
  };

  const addPhoto = async (file: File | null) => {
    if (!file) return;
    const photo = await preparePhoto(file);
    if (photo) setPhotos((list) => [...list, photo].slice(0, RETURN_PHOTO_MAX));
  };

  const confirm = () => {
    if (!current) return;
    void scan.run(current.trackingNo, async () => {
      const done = await actions.confirm(current.id, counts, photos);
      open(null);
      return t('returnReceived', { returnNo: done.ret.returnNo, good: done.good, damaged: done.damaged });
    });
  };

  if (!waiting) return null;
  const sum = totals(counts);
  return (
    <ScanTaskFrame
      title={t('menuReturnReceive')}
      waiting={{ label: t('returnWaiting', { count: waiting.length }), testId: 'return-waiting' }}
      cacheKind="returns"
      scan={scan}
      notice={
        !!photosWaiting && (
          <Text size="sm" c="orange" data-testid="photos-waiting">
            {t('returnPhotosWaiting', { count: photosWaiting })}
          </Text>
        )
      }
      chooser={{
        prompt: t('returnScanTracking'),
        inputLabel: t('returnTracking'),
        onCode,
        cards: waiting.map((ret) => <ReturnCard key={ret.id} ret={ret} onOpen={() => open(ret)} />),
        empty: t('noReturns'),
      }}
    >
      {current && (
        <>
          <ReturnCard ret={current} />
          <SegmentedControl
            fullWidth
            size="lg"
            value={condition}
            onChange={(value) => {
              setCondition(value as Condition);
              live.current = { ...live.current, condition: value as Condition };
            }}
            color={condition === 'good' ? 'green' : 'red'}
            data={[
              { value: 'good', label: t('returnConditionGood') },
              { value: 'damaged', label: t('returnConditionDamaged') },
            ]}
            data-testid="return-condition"
          />
          <Text size="lg" fw={600}>
            {t('returnScanProducts', {
              condition: t(
                condition === 'good' ? 'returnConditionGood' : 'returnConditionDamaged',
              ).toLocaleLowerCase(),
            })}
          </Text>
          <ScanInput onCode={onCode} label={t('stepProduct')} />
          {current.items.map(({ product, quantity }) => {
            const c = counts[product.productId] ?? { good: 0, damaged: 0 };
            const done = c.good + c.damaged === quantity;
            return (
              <Paper
                key={product.productId}
                withBorder
                radius="md"
                p="sm"
                bg={done ? 'green.0' : undefined}
                data-testid="return-line"
                data-product={product.productNo}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700}>{product.productNo}</Text>
                  <Text c="dimmed">{t('returnExpected', { qty: quantity })}</Text>
                </Group>
                <Text size="sm" lineClamp={1}>
                  {product.name}
                </Text>
                <Group grow mt={4}>
                  <CountInput
                    size="md"
                    label={t('returnGood')}
                    min={0}
                    value={c.good}
                    onChange={(v) => setCount(product.productId, 'good', v)}
                    data-testid="return-good"
                  />
                  <CountInput
                    size="md"
                    label={t('returnDamaged')}
                    min={0}
                    value={c.damaged}
                    onChange={(v) => setCount(product.productId, 'damaged', v)}
                    data-testid="return-damaged"
                  />
                </Group>
              </Paper>
            );
          })}
          <Group justify="space-between">
            <Text fw={600}>{t('returnPhotos', { count: photos.length })}</Text>
            <FileButton
              onChange={(file) => void addPhoto(file)}
              accept="image/png,image/jpeg"
              capture="environment"
            >
              {(props) => (
                <Button
                  {...props}
                  size="md"
                  variant="light"
                  disabled={photos.length >= RETURN_PHOTO_MAX}
                  data-testid="return-take-photo"
                >
                  {t('returnTakePhoto')}
                </Button>
              )}
            </FileButton>
          </Group>
          {photos.length > 0 && (
            <SimpleGrid cols={3} spacing="xs">
              {photos.map((photo) => (
                <Thumb
                  key={photo.id}
                  photo={photo}
                  onRemove={() => setPhotos((list) => list.filter((p) => p.id !== photo.id))}
                />
              ))}
            </SimpleGrid>
          )}
          <ScanTaskFinish
            confirm={{
              label: t('returnConfirm'),
              question: t('returnConfirmQuestion', {
                returnNo: current.returnNo,
                good: sum.good,
                damaged: sum.damaged,
              }),
              disabled: sum.good + sum.damaged === 0,
              onConfirm: confirm,
              testId: 'return-confirm',
            }}
            otherLabel={t('returnOther')}
            onOther={() => open(null)}
          />
        </>
      )}
    </ScanTaskFrame>
  );
}
