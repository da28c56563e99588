import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PickLine } from './pick-local.ts';

const colors: Record<string, string> = {
  picked: 'green',
  outOfStock: 'red',
  picking: 'blue',
  unPick: 'gray',
};

/** Every line in walking order with its state: the route at a glance. */
export function PickRoute({ lines, currentId }: { lines: PickLine[]; currentId: string | null }) {
  const { t } = useTranslation('pda');
  return (
    <Stack gap={4}>
      {lines.map((l) => (
        <Group key={l.id} justify="space-between" wrap="nowrap" fw={l.id === currentId ? 700 : 400}>
          <Text truncate miw={0}>
            {l.seq}. {l.locationName} · {l.product.productNo} × {l.qty}
          </Text>
          <Badge color={colors[l.state] ?? 'gray'} variant="light" flex="none" tt="none" size="md">
            {t(`lineState_${l.state}`)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
