import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSyncCounts } from '../sync/use-sync-counts.ts';

function Tile({
  to,
  title,
  hint,
  badge,
}: {
  to: string;
  title: string;
  hint: string;
  badge?: React.ReactNode;
}) {
  return (
    <UnstyledButton component={Link} to={to} w="100%">
      <Paper withBorder radius="md" p="lg" mih={96}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={3}>{title}</Title>
          {badge}
        </Group>
        <Text c="dimmed" mt={4}>
          {hint}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

/** The menu: one tile per task; pick and relist join here. */
export function HomePage() {
  const { t } = useTranslation('pda');
  const counts = useSyncCounts();
  return (
    <Stack gap="md">
      <Tile to="/pallet" title={t('menuPallet')} hint={t('menuPalletHint')} />
      <Tile
        to="/sync"
        title={t('menuSync')}
        hint={t('menuSyncHint')}
        badge={
          <Group gap={6}>
            {counts.pending > 0 && (
              <Badge size="lg" color="orange">
                {t('pendingSync')} {counts.pending}
              </Badge>
            )}
            {counts.failed > 0 && (
              <Badge size="lg" color="red">
                {t('failed')} {counts.failed}
              </Badge>
            )}
          </Group>
        }
      />
    </Stack>
  );
}
