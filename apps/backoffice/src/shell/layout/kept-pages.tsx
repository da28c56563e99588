import { Box } from '@mantine/core';
import type { MenuItem } from '@wms/api';
import type { ReactNode } from 'react';
import { useTabs } from './tabs-store.ts';

/**
 * Keep-alive: pages whose entry has viewCache stay mounted (hidden) while their tab is open, so
 * a half-filled form survives a visit elsewhere; other pages mount when shown and unmount when left.
 * Kept pages and the shown page are one keyed list: a page whose tab the layout adds after its first
 * render (an effect) joins the kept ones without mounting again.
 */
export function KeptPages({
  menus,
  entry,
  render,
}: {
  menus: readonly MenuItem[];
  entry: MenuItem;
  render: (entry: MenuItem) => ReactNode;
}) {
  const tabs = useTabs();
  const pages = tabs
    .map((tab) => menus.find((m) => m.id === tab.entryId))
    .filter((item): item is MenuItem => item?.viewCache === true);
  if (!pages.some((item) => item.id === entry.id)) pages.push(entry);
  return pages.map((item) => (
    <Box key={item.id} display={item.id === entry.id ? undefined : 'none'}>
      {render(item)}
    </Box>
  ));
}
