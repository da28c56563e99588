import { Group } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { session } from '../../app/session.ts';
import { shellChrome } from './chrome.ts';

/**
 * Until the shell layout is merged: draws the chrome pieces above the page so they can be used and
 * tested on this branch, for a logged-in browser only. The shell layout renders the same `shellChrome` and replaces this frame.
 */
export function ChromeFrame() {
  if (!session.token()) return <Outlet />;
  return (
    <>
      {shellChrome.overlays.map((Overlay) => (
        <Overlay key={Overlay.name} />
      ))}
      <Group justify="flex-end" px="md" pt="xs" component="nav">
        {shellChrome.navbarItems.map((Item) => (
          <Item key={Item.name} />
        ))}
      </Group>
      <Outlet />
    </>
  );
}
