import { NavLink, ScrollArea, ThemeIcon, Tooltip } from '@mantine/core';
import type { MenuItem } from '@wms/api';
import { CountBadge } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { childrenOf, menuTitle } from '../routes/menus.ts';
import { useMenuBadges } from './menu-badges.ts';
import { useOpenEntry } from './navigate-entry.ts';

function Initial({ title }: { title: string }) {
  return (
    <ThemeIcon variant="light" size="sm">
      {title.slice(0, 1)}
    </ThemeIcon>
  );
}

/**
 * The side menu: the pages under the top menu in use, with the pick-list and pending-delivery badges
 * ("99+" past 99). Collapsed, it keeps one initial per page with the title as a tooltip.
 */
export function SideMenu({
  menus,
  top,
  activeId,
  collapsed,
}: {
  menus: readonly MenuItem[];
  top: MenuItem | undefined;
  activeId?: string;
  collapsed: boolean;
}) {
  const { t, i18n } = useTranslation('chrome');
  const open = useOpenEntry();
  const badges = useMenuBadges(menus);
  const items = top ? childrenOf(menus, top.id) : [];
  const leaf = (item: MenuItem) => {
    const title = menuTitle(item, i18n.language);
    const badge = <CountBadge count={badges[item.path] ?? 0} />;
    if (collapsed) {
      return (
        <Tooltip key={item.id} label={title} position="right">
          <NavLink
            component="button"
            aria-label={title}
            active={item.id === activeId}
            leftSection={<Initial title={title} />}
            onClick={() => open(item)}
          />
        </Tooltip>
      );
    }
    return (
      <NavLink
        component="button"
        key={item.id}
        label={title}
        active={item.id === activeId}
        rightSection={badge}
        onClick={() => open(item)}
      />
    );
  };
  return (
    <ScrollArea component="nav" aria-label={t('sideMenu')} h="100%">
      {items.map((item) =>
        item.resourceType === 1 && !collapsed ? (
          <NavLink key={item.id} label={menuTitle(item, i18n.language)} defaultOpened>
            {childrenOf(menus, item.id).map(leaf)}
          </NavLink>
        ) : item.resourceType === 1 ? (
          childrenOf(menus, item.id).map(leaf)
        ) : (
          leaf(item)
        ),
      )}
    </ScrollArea>
  );
}
