import { Badge, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { MenuItem } from '@wms/api/pda';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSyncCounts } from '../sync/use-sync-counts.ts';
import { usePda } from './pda-context.tsx';

function Tile({
  to,
  code,
  title,
  hint,
  badge,
}: {
  to: string;
  code: string;
  title: string;
  hint: string;
  badge?: React.ReactNode;
}) {
  return (
    <UnstyledButton component={Link} to={to} w="100%" data-testid={`menu-${code}`}>
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

/** The app's screen for each PDA menu of the catalogue (`/pda/outbox` is the sync screen). */
const SCREENS: Record<string, { to: string; hint: string }> = {
  'pda.pick': { to: '/pick', hint: 'menuPickHint' },
  'pda.relist': { to: '/relist', hint: 'menuRelistHint' },
  'pda.pallet': { to: '/pallet', hint: 'menuPalletHint' },
  'pda.receive': { to: '/receive', hint: 'menuReceiveHint' },
  'pda.put-away': { to: '/put-away', hint: 'menuPutAwayHint' },
  'pda.lookup': { to: '/lookup', hint: 'menuLookupHint' },
  'pda.return-receive': { to: '/return-receive', hint: 'menuReturnReceiveHint' },
  'pda.transfer-pallet': { to: '/transfer-pallet', hint: 'menuTransferPalletHint' },
  'pda.outbox': { to: '/sync', hint: 'menuSyncHint' },
};

/** The pages of `GetPDAMenuList` this app has a screen for, in the catalogue's order. */
export function homeTiles(menus: MenuItem[]) {
  return menus
    .filter((m) => !m.isHidden && !m.isDisabled && SCREENS[m.code])
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((m) => ({ menu: m, ...SCREENS[m.code]! }));
}

/** The menu: the caller's PDA menus (`GetPDAMenuList`, cached for offline), with what is waiting in each. */
export function HomePage() {
  const { t, i18n } = useTranslation('pda');
  const counts = useSyncCounts();
  const { engine } = usePda();
  const menus = useLiveQuery(
    async () => ((await engine.db.meta.get('menus'))?.value as MenuItem[] | undefined) ?? null,
    [engine.db],
  );
  const open = useLiveQuery(
    async () => ({
      lists: await engine.db.pickLists.filter((l) => l.state !== 'picked').count(),
      relist: await engine.db.relist.where('state').equals('pending').count(),
      returns: await engine.db.returns.filter((r) => !r.received).count(),
      transfers: await engine.db.transfers.filter((r) => r.state === 'picking' && !r.queued).count(),
    }),
    [engine.db],
  );
  if (menus === undefined) return null;
  if (menus === null)
    return (
      <Group justify="center" p="xl" data-testid="menu-loading">
        <Loader />
        <Text>{t('menuLoading')}</Text>
      </Group>
    );
  const zh = i18n.language.startsWith('zh');
  const badges: Record<string, React.ReactNode> = {
    'pda.pick': open?.lists ? <Badge size="lg">{open.lists}</Badge> : null,
    'pda.relist': open?.relist ? (
      <Badge size="lg" color="orange" data-testid="home-relist-count">
        {open.relist}
      </Badge>
    ) : null,
    'pda.return-receive': open?.returns ? (
      <Badge size="lg" color="orange" data-testid="home-return-count">
        {open.returns}
      </Badge>
    ) : null,
    'pda.transfer-pallet': open?.transfers ? (
      <Badge size="lg" color="orange" data-testid="home-transfer-count">
        {open.transfers}
      </Badge>
    ) : null,
    'pda.outbox': (
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
    ),
  };
  const tiles = homeTiles(menus);
  return (
    <Stack gap="md">
      {tiles.length === 0 && <Text data-testid="menu-empty">{t('menuEmpty')}</Text>}
      {tiles.map(({ menu, to, hint }) => (
        <Tile
          key={menu.code}
          code={menu.code}
          to={to}
          title={zh ? menu.title : menu.title_En}
          hint={t(hint)}
          badge={badges[menu.code]}
        />
      ))}
    </Stack>
  );
}
