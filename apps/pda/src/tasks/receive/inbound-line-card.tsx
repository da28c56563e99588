import { Badge, Group, Paper, Text } from '@mantine/core';
import { type InboundLineSnapshot, lineDifference, putAwayRemaining } from '@wms/api/pda';
import { useTranslation } from 'react-i18next';

/** One SKU line: counted against forecast with its differences, or what is left to put away. */
export function InboundLineCard({ line, mode }: { line: InboundLineSnapshot; mode: 'receive' | 'putAway' }) {
  const { t } = useTranslation('receiving');
  const d = lineDifference(line);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="inbound-line">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} truncate>
          {line.product.productNo}
        </Text>
        {mode === 'receive' ? (
          <Text fw={700} data-testid="inbound-line-count">
            {line.receivedQty}/{line.qty}
          </Text>
        ) : (
          <Text fw={700}>{t('left', { count: putAwayRemaining(line) })}</Text>
        )}
      </Group>
      {mode === 'receive' ? (
        <Group gap={6} mt={4}>
          {d.unexpected && <Badge color="grape">{t('unexpected')}</Badge>}
          {d.short > 0 && line.receivedQty > 0 && (
            <Badge color="orange">{t('short', { count: d.short })}</Badge>
          )}
          {d.over > 0 && <Badge color="red">{t('over', { count: d.over })}</Badge>}
          {d.damaged > 0 && <Badge color="red">{t('damaged', { count: d.damaged })}</Badge>}
        </Group>
      ) : (
        <Text c="dimmed">
          {t('suggested')}: <b>{line.suggestedLocationName ?? t('noSuggestion')}</b>
        </Text>
      )}
    </Paper>
  );
}
