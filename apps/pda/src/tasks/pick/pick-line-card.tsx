import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PickLine } from './pick-local.ts';

/** The line being picked: where to go, what to take, how many; the step waited for is highlighted. */
export function PickLineCard({
  line,
  count,
  step,
}: {
  line: PickLine;
  count: number;
  step: 'location' | 'product';
}) {
  const { t } = useTranslation('pda');
  const active = (s: 'location' | 'product') => (step === s ? 'blue' : 'gray');
  return (
    <Paper withBorder radius="md" p="md" data-testid="pick-line">
      <Group justify="space-between" gap={4}>
        <Text c="dimmed">{t('lineOf', { seq: line.seq, count })}</Text>
        <Text c="dimmed">{t('order', { orderNo: line.orderNo })}</Text>
      </Group>
      <Stack gap={6} mt="xs">
        <Group gap="xs" wrap="nowrap">
          <Badge
            size="lg"
            color={active('location')}
            variant={step === 'location' ? 'filled' : 'light'}
            style={{ flexShrink: 0 }}
          >
            {t('stepLocation')}
          </Badge>
          <Title order={2} data-testid="pick-location" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {line.locationName}
          </Title>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Badge
            size="lg"
            color={active('product')}
            variant={step === 'product' ? 'filled' : 'light'}
            style={{ flexShrink: 0 }}
          >
            {t('stepProduct')}
          </Badge>
          <Title order={3} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {line.product.productNo}
          </Title>
        </Group>
        <Text lineClamp={2}>{line.product.name}</Text>
        <Text fz={28} fw={700} data-testid="pick-line-qty">
          {t('lineQty', { picked: line.pickedQty, qty: line.qty })}
        </Text>
      </Stack>
    </Paper>
  );
}
