import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { SyncPullKind } from '@wms/api/pda';
import type { ReactNode } from 'react';
import { CacheAge } from '../sync/cache-age.tsx';
import { ConfirmButton } from './confirm-button.tsx';
import { ScanInput } from './scan-input.tsx';
import { ScanResultBanner } from './scan-result-banner.tsx';
import type { useScanRun } from './use-scan-run.ts';

interface Chooser {
  /** What to scan to open a job ("Scan the return's tracking number"). */
  prompt: string;
  inputLabel: string;
  onCode: (code: string) => void;
  /** The jobs waiting, as cards to tap; `empty` says there are none. */
  cards: ReactNode[];
  empty: string;
  /** Shown under the waiting cards (jobs done on this device). */
  after?: ReactNode;
}

/**
 * The frame of a scan-and-confirm task (return receiving, transfer palletising): the title with how many
 * jobs wait, the age of the cached data, the last scan's result, then the open job (`children`), or,
 * when none is open, the way to open one: scan its number or tap a waiting card.
 */
export function ScanTaskFrame({
  title,
  waiting,
  cacheKind,
  scan,
  notice,
  chooser,
  children,
}: {
  title: string;
  waiting: { label: string; testId: string };
  cacheKind: SyncPullKind;
  scan: ReturnType<typeof useScanRun>;
  notice?: ReactNode;
  chooser: Chooser;
  children?: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>{title}</Title>
        <Badge size="xl" color="orange" data-testid={waiting.testId}>
          {waiting.label}
        </Badge>
      </Group>
      <CacheAge kind={cacheKind} />
      {notice}
      <ScanResultBanner last={scan.last} />
      {children ?? (
        <>
          <Text size="lg" fw={600}>
            {chooser.prompt}
          </Text>
          <ScanInput onCode={chooser.onCode} label={chooser.inputLabel} />
          {chooser.cards.length ? chooser.cards : <Text c="dimmed">{chooser.empty}</Text>}
          {chooser.after}
        </>
      )}
    </Stack>
  );
}

/** The end of an open job: confirm it (after a question), or put it down and choose another. */
export function ScanTaskFinish({
  confirm,
  otherLabel,
  onOther,
}: {
  confirm: { label: string; question: string; disabled?: boolean; onConfirm: () => void; testId: string };
  otherLabel: string;
  onOther: () => void;
}) {
  return (
    <>
      <ConfirmButton
        label={confirm.label}
        question={confirm.question}
        color="green"
        disabled={confirm.disabled}
        onConfirm={confirm.onConfirm}
        data-testid={confirm.testId}
      />
      <Button size="lg" variant="default" onClick={onOther}>
        {otherLabel}
      </Button>
    </>
  );
}
