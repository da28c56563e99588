import { Box } from '@mantine/core';
import type { MenuItem } from '@wms/api';
import type { ReactNode } from 'react';
import { useTabs } from './tabs-store.ts';

/**
 * Spec §2 keep-alive: pages whose entry has viewCache stay mounted (hidden) while their tab is open, so
 * a half-filled form survives a visit elsewhere; other pages mount when shown and unmount when left.
 */
export function KeptPages({
  menus,
  entry,
  active,
  render,
}: {
  menus: readonly MenuItem[];
  entry: MenuItem;
  active: string;
  render: (entry: MenuItem) => ReactNode;
}) {
  const tabs = useTabs();
  const kept = tabs
    .map((tab) => ({ tab, item: menus.find((m) => m.id === tab.entryId) }))
    .filter((kept): kept is { tab: (typeof tabs)[number]; item: MenuItem } => kept.item?.viewCache === true);
  const currentKept = kept.some(({ tab }) => tab.fullPath === active);
  return (
    <>
      {kept.map(({ tab, item }) => (
        <Box
          key={tab.entryId}
          display={tab.fullPath === active ? undefined : 'none'}
          data-kept={tab.fullPath}
        >
          {render(item)}
        </Box>
      ))}
      {!currentKept && <Box key={entry.id}>{render(entry)}</Box>}
    </>
  );
}
