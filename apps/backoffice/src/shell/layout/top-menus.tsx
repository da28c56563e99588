import { Button, Group, Menu } from '@mantine/core';
import type { MenuItem } from '@wms/api';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { childrenOf, menuTitle } from '../routes/menus.ts';
import { useOpenEntry } from './navigate-entry.ts';

/** Spec §9: eight top-level menus, the rest under "more". */
export const TOP_MENUS = 8;

/** Two levels below a top menu: its pages, and the pages of its sub-menus under their own label. */
function Children({ menus, parent }: { menus: readonly MenuItem[]; parent: MenuItem }) {
  const { i18n } = useTranslation();
  const open = useOpenEntry();
  return childrenOf(menus, parent.id).map((child) =>
    child.resourceType === 1 ? (
      <Fragment key={child.id}>
        <Menu.Label>{menuTitle(child, i18n.language)}</Menu.Label>
        {childrenOf(menus, child.id).map((leaf) => (
          <Menu.Item key={leaf.id} pl="lg" onClick={() => open(leaf)}>
            {menuTitle(leaf, i18n.language)}
          </Menu.Item>
        ))}
      </Fragment>
    ) : (
      <Menu.Item key={child.id} onClick={() => open(child)}>
        {menuTitle(child, i18n.language)}
      </Menu.Item>
    ),
  );
}

function TopMenu({ menus, item, active }: { menus: readonly MenuItem[]; item: MenuItem; active: boolean }) {
  const { i18n } = useTranslation();
  const open = useOpenEntry();
  const title = menuTitle(item, i18n.language);
  if (item.resourceType === 2) {
    return (
      <Button size="compact-sm" px={6} variant={active ? 'light' : 'subtle'} onClick={() => open(item)}>
        {title}
      </Button>
    );
  }
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start">
      <Menu.Target>
        <Button size="compact-sm" px={6} variant={active ? 'light' : 'subtle'}>
          {title}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
        <Children menus={menus} parent={item} />
      </Menu.Dropdown>
    </Menu>
  );
}

export function TopMenus({ menus, activeTopId }: { menus: readonly MenuItem[]; activeTopId?: string }) {
  const { t, i18n } = useTranslation('shell');
  const tops = childrenOf(menus, null);
  const shown = tops.slice(0, TOP_MENUS);
  const rest = tops.slice(TOP_MENUS);
  return (
    <Group gap={2} wrap="nowrap" component="nav" aria-label={t('chrome:mainMenu')}>
      {shown.map((item) => (
        <TopMenu key={item.id} menus={menus} item={item} active={item.id === activeTopId} />
      ))}
      {rest.length > 0 && (
        <Menu trigger="click-hover" position="bottom-start">
          <Menu.Target>
            <Button size="compact-sm" px={6} variant="subtle">
              {t('more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {rest.map((item) => (
              <Menu.Sub key={item.id}>
                <Menu.Sub.Target>
                  <Menu.Sub.Item>{menuTitle(item, i18n.language)}</Menu.Sub.Item>
                </Menu.Sub.Target>
                <Menu.Sub.Dropdown>
                  <Children menus={menus} parent={item} />
                </Menu.Sub.Dropdown>
              </Menu.Sub>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
