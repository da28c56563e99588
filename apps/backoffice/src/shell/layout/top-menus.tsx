import { Box, Button, Group, Menu } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { MenuItem } from '@wms/api';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { childrenOf, menuTitle } from '../routes/menus.ts';
import { useOpenEntry } from './navigate-entry.ts';
import { fittingTopMenus, TOP_MENUS } from './top-menu-fit.ts';

const GAP = 2;

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

/** A top-level entry under "more": a menu opens its two levels to the side, a page opens directly. */
function MoreEntry({ menus, item }: { menus: readonly MenuItem[]; item: MenuItem }) {
  const { i18n } = useTranslation();
  const open = useOpenEntry();
  const title = menuTitle(item, i18n.language);
  if (item.resourceType === 2) return <Menu.Item onClick={() => open(item)}>{title}</Menu.Item>;
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item>{title}</Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        <Children menus={menus} parent={item} />
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

/**
 * Up to eight top menus, the rest under "more". The buttons are measured in a hidden row and
 * as many as fit the space left beside the logo and the tools are shown, so the bar never scrolls; a
 * narrower window or longer titles move more of them under "more".
 */
export function TopMenus({ menus, activeTopId }: { menus: readonly MenuItem[]; activeTopId?: string }) {
  const { t, i18n } = useTranslation('shell');
  const tops = childrenOf(menus, null);
  const { ref, width } = useElementSize<HTMLDivElement>();
  const measure = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(Math.min(TOP_MENUS, tops.length));
  const titles = tops.map((item) => menuTitle(item, i18n.language)).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the titles or the room change
  useLayoutEffect(() => {
    const buttons = [...(measure.current?.children ?? [])] as HTMLElement[];
    // Not laid out yet (the hidden row has no size): keep the count until it is.
    if (buttons.length === 0 || buttons[0]!.offsetWidth === 0) return;
    const more = buttons.pop()!;
    setCount(
      fittingTopMenus(
        buttons.map((b) => b.offsetWidth),
        more.offsetWidth,
        GAP,
        width,
      ),
    );
  }, [titles, width, t]);
  const shown = tops.slice(0, count);
  const rest = tops.slice(count);
  return (
    <Box ref={ref} pos="relative" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
      <Group
        gap={GAP}
        wrap="nowrap"
        component="nav"
        aria-label={t('chrome:mainMenu')}
        data-testid="top-menus"
      >
        {shown.map((item) => (
          <TopMenu key={item.id} menus={menus} item={item} active={item.id === activeTopId} />
        ))}
        {rest.length > 0 && (
          <Menu trigger="click-hover" position="bottom-start">
            <Menu.Target>
              <Button
                size="compact-sm"
                px={6}
                variant={rest.some((item) => item.id === activeTopId) ? 'light' : 'subtle'}
              >
                {t('more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
              {rest.map((item) => (
                <MoreEntry key={item.id} menus={menus} item={item} />
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Group
        ref={measure}
        gap={GAP}
        wrap="nowrap"
        aria-hidden
        pos="absolute"
        top={0}
        left={0}
        style={{ visibility: 'hidden', pointerEvents: 'none' }}
      >
        {tops.map((item) => (
          <Button key={item.id} size="compact-sm" px={6} tabIndex={-1}>
            {menuTitle(item, i18n.language)}
          </Button>
        ))}
        <Button size="compact-sm" px={6} tabIndex={-1}>
          {t('more')}
        </Button>
      </Group>
    </Box>
  );
}
