import { Anchor, Button, Group, Image, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type MenuItem, relistEndpoints, routeTo, type UserInfo } from '@wms/api';
import { CountBadge, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shellChrome } from '../../resources/shell/chrome.ts';
import { NavbarLinks, SHORT_BAR } from './navbar-links.tsx';
import { DateFormatMenu, LanguageMenu } from './preference-menus.tsx';
import { TopMenus } from './top-menus.tsx';
import { UsClocks } from './us-clocks.tsx';
import { UserMenu } from './user-menu.tsx';

/** Only these roles see the relist entry, and only they ask for its count. */
export const RELIST_ROLES = ['warehouseManager', 'palletWorker', 'picker', 'palletLead', 'pickingLead'];

function RelistEntry() {
  const { t } = useTranslation('shell');
  const count = useApiQuery(relistEndpoints.getPendingRelistCount, {}, { refetchInterval: 60_000 });
  return (
    <Button
      component={Link}
      to={routeTo('inventory.relist')}
      variant="subtle"
      size="compact-xs"
      rightSection={<CountBadge count={count.data?.num ?? 0} />}
    >
      {t('relistBadge')}
    </Button>
  );
}

export function Navbar({
  user,
  activeTopId,
  onSettings,
}: {
  user: UserInfo;
  activeTopId?: string;
  onSettings: () => void;
}) {
  const { t } = useTranslation('shell');
  const short = useMediaQuery(SHORT_BAR) ?? false;
  const menus: readonly MenuItem[] = user.menus;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group wrap="nowrap" gap="xs" style={{ minWidth: 0, flex: 1 }}>
        <Anchor component={Link} to="/" title={t('home')} underline="never" style={{ flexShrink: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Image src="/logo.svg" alt="" w={28} h={28} />
            <Text fw={700}>{t('common:appName')}</Text>
          </Group>
        </Anchor>
        <TopMenus menus={menus} activeTopId={activeTopId} />
      </Group>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {RELIST_ROLES.includes(user.roleCode) && <RelistEntry />}
        <NavbarLinks short={short}>
          {shellChrome.navbarItems.map((Item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static per build
            <Item key={i} />
          ))}
        </NavbarLinks>
        <UsClocks short={short} />
        <LanguageMenu short={short} />
        <DateFormatMenu />
        <Button variant="subtle" size="compact-xs" onClick={onSettings} aria-label={t('chrome:openSettings')}>
          {short ? '⚙' : t('settings')}
        </Button>
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
