import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { SyncOutcome } from '@wms/api/pda';
import { formatDate } from '@wms/i18n/format';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEvent } from '../db/pda-db.ts';
import { outcomeOf } from './settle.ts';

const COLORS = {
  pending: 'orange',
  rejected: 'red',
  conflict: 'grape',
  applied: 'green',
  duplicate: 'green',
};

/** The scan's own words: its code or product and quantity, whatever the type. */
function summary(payload: Record<string, unknown>): string {
  const { palletCode, cartonNo, productNo, qty } = payload;
  return [palletCode, cartonNo, productNo && `${productNo} × ${qty}`].filter(Boolean).join(' · ');
}

interface CardProps {
  event: OutboxEvent;
  onDismiss?: (deviceSeq: number) => void;
}

/** An event's scan never changes; only its state, its result (with settledAt) and its dismissal do. */
const sameCard = (a: CardProps, b: CardProps) =>
  a.onDismiss === b.onDismiss &&
  a.event.deviceSeq === b.event.deviceSeq &&
  a.event.state === b.event.state &&
  a.event.settledAt === b.event.settledAt &&
  a.event.dismissedAt === b.event.dismissedAt;

/** One outbox event with its state and, for a refusal, the server's reason. */
export const OutboxEventCard = memo(function OutboxEventCard({ event, onDismiss }: CardProps) {
  const { t } = useTranslation('pda');
  const outcome: SyncOutcome | null = event.result ? outcomeOf(event.result) : null;
  const reason = outcome && outcome.status !== 'applied' ? outcome.message : null;
  const stateLabel =
    event.state === 'pending'
      ? t('pendingSync')
      : t(event.state === 'conflict' ? 'conflict' : event.state === 'rejected' ? 'rejected' : 'synced');
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t(`event_${event.type}`, { defaultValue: event.type })}</Text>
          <Badge color={COLORS[event.state]}>{stateLabel}</Badge>
        </Group>
        <Text size="sm">{summary(event.payload)}</Text>
        <Text size="xs" c="dimmed">
          #{event.deviceSeq} · {formatDate(event.createdAt, 'datetime')}
        </Text>
        {reason && (
          <Text size="md" c="red.8" fw={500}>
            {reason}
          </Text>
        )}
        {onDismiss && (
          <Button variant="light" size="md" onClick={() => onDismiss(event.deviceSeq)}>
            {t('dismiss')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}, sameCard);
