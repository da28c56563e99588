import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { PRINT_HELPER_DOWNLOAD_PATH, printHelperCommand } from '@wms/api';
import { PrintCenter, printStore } from '@wms/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { shellChrome } from '../../resources/shell/chrome.ts';
import { OfflineBanner } from '../pwa/offline-banner.tsx';
import { MenuPage } from '../routes/menu-page.tsx';
import { childrenOf, DASHBOARD_PATH, findEntry, menuTitle, topOf } from '../routes/menus.ts';
import { NoEntryRoute } from '../routes/no-entry-route.tsx';
import { useSession } from '../session/use-session.ts';
import { CollapseButton } from './collapse-button.tsx';
import { useFollowScrollX } from './follow-scroll.ts';
import { KeptPages } from './kept-pages.tsx';
import { Navbar } from './navbar.tsx';
import { SettingsDrawer } from './settings-drawer.tsx';
import { useShellSettings } from './settings-store.ts';
import { SideMenu } from './side-menu.tsx';
import { openTab } from './tab-list.ts';
import { TabStrip } from './tab-strip.tsx';
import { tabsStore } from './tabs-store.ts';

/** Minimum app width 980 px, 1120 px with the menu collapsed; a window of 700 px or less collapses it. */
const MIN_WIDTH = { expanded: 980, collapsed: 1120 };
const AUTO_COLLAPSE = '(max-width: 700px)';

export function ShellLayout() {
  const { user } = useSession();
  const { i18n } = useTranslation();
  const location = useLocation();
  const settings = useShellSettings();
  const narrow = useMediaQuery(AUTO_COLLAPSE) ?? false;
  const [drawer, { open, close }] = useDisclosure(false);
  const header = useRef<HTMLDivElement>(null);
  const sideNav = useRef<HTMLDivElement>(null);
  useFollowScrollX(header);
  useFollowScrollX(sideNav);
  const menus = user?.menus ?? [];
  const entry = findEntry(menus, location.pathname);
  const active = `${location.pathname}${location.search}`;
  const onDashboard = entry?.path === DASHBOARD_PATH;

  const userId = user?.id;
  // printer settings belong to the user on this workstation
  useEffect(() => {
    if (userId) printStore.setUser(userId);
  }, [userId]);

  const title = entry ? menuTitle(entry, i18n.language) : '';
  useEffect(() => {
    if (title) document.title = `${title} - ${i18n.t('common:appName')}`;
  }, [title, i18n]);
  useEffect(() => {
    if (entry && !onDashboard) {
      tabsStore.set(
        openTab(tabsStore.get(), { fullPath: active, entryId: entry.id, closable: entry.closable }),
      );
    }
  }, [entry, active, onDashboard]);

  if (location.pathname === '/') return <Navigate to={DASHBOARD_PATH} replace />;
  if (!user) return <Navigate to="/401" replace />;
  if (!entry) return <NoEntryRoute path={location.pathname} />;
  const collapsed = settings.menuCollapsed || narrow;
  const minWidth = collapsed ? MIN_WIDTH.collapsed : MIN_WIDTH.expanded;
  const top = topOf(menus, entry);
  // A page outside every menu group (download center, personal center…) has no side menu: it is hidden
  // rather than shown empty (docs/decisions.md).
  const sideMenu = top !== undefined && childrenOf(menus, top.id).length > 0;
  const strip = !onDashboard && <TabStrip menus={menus} active={active} />;
  return (
    <Box miw={minWidth}>
      <AppShell
        header={{ height: 56 }}
        navbar={{
          width: collapsed ? 64 : 220,
          breakpoint: 0,
          collapsed: { desktop: !sideMenu, mobile: !sideMenu },
        }}
        padding={0}
      >
        <AppShell.Header ref={header} miw={minWidth}>
          <Navbar user={user} activeTopId={top?.id} onSettings={open} />
        </AppShell.Header>
        {sideMenu && (
          <AppShell.Navbar ref={sideNav} p={4}>
            <CollapseButton collapsed={collapsed} />
            <SideMenu menus={menus} top={top} activeId={entry.id} collapsed={collapsed} />
          </AppShell.Navbar>
        )}
        <AppShell.Main>
          <OfflineBanner />
          {shellChrome.overlays.map((Overlay, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static per build
            <Overlay key={i} />
          ))}
          {settings.tabPosition === 'top' && strip}
          <KeptPages menus={menus} entry={entry} render={(item) => <MenuPage entry={item} />} />
          {settings.tabPosition === 'bottom' && strip}
        </AppShell.Main>
      </AppShell>
      <SettingsDrawer opened={drawer} onClose={close} />
      <PrintCenter
        downloadUrl={PRINT_HELPER_DOWNLOAD_PATH}
        command={printHelperCommand(window.location.origin)}
      />
    </Box>
  );
}
