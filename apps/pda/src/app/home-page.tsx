import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSyncCounts } from '../sync/use-sync-counts.ts';
import { usePda } from './pda-context.tsx';

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

/** The menu: one tile per task, with what is waiting in each. */
export function HomePage() {
  const { t } = useTranslation('pda');
  const counts = useSyncCounts();
  const { engine } = usePda();
  const open = useLiveQuery(
    async () => ({
      lists: await engine.db.pickLists.filter((l) => l.state !== 'picked').count(),
      relist: await engine.db.relist.where('state').equals('pending').count(),
    }),
    [engine.db],
  );
  return (
    <Stack gap="md">
      <Tile
        to="/pick"
        title={t('menuPick')}
        hint={t('menuPickHint')}
        badge={open?.lists ? <Badge size="lg">{open.lists}</Badge> : null}
      />
      <Tile
        to="/relist"
        title={t('menuRelist')}
        hint={t('menuRelistHint')}
        badge={
          open?.relist ? (
            <Badge size="lg" color="orange" data-testid="home-relist-count">
              {open.relist}
            </Badge>
          ) : null
        }
      />
      <Tile to="/pallet" title={t('menuPallet')} hint={t('menuPalletHint')} />
      <Tile to="/lookup" title={t('menuLookup')} hint={t('menuLookupHint')} />
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
