import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from './home-page.tsx';
import { PdaShell } from './shell/pda-shell.tsx';

/**
 * A screen loaded when first opened (its own chunk, precached by the service worker, so it opens offline
 * too). A scan fired while it loads waits in the scan bus for the screen to take it.
 */
const screen = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/**
 * One task per screen. A new PDA task joins with one line per screen here, its screens in its own folder
 * under tasks/ (decisions.md "Lazy PDA task screens").
 */
export const taskRoutes: RouteObject[] = [
  {
    path: '/pick',
    ...screen(() => import('../tasks/pick/pick-lists-page.tsx').then((m) => m.PickListsPage)),
  },
  { path: '/pick/:id', ...screen(() => import('../tasks/pick/pick-page.tsx').then((m) => m.PickPage)) },
  { path: '/relist', ...screen(() => import('../tasks/relist/relist-page.tsx').then((m) => m.RelistPage)) },
  { path: '/pallet', ...screen(() => import('../tasks/pallet/pallet-page.tsx').then((m) => m.PalletPage)) },
  {
    path: '/receive',
    ...screen(() => import('../tasks/receive/receive-page.tsx').then((m) => m.ReceivePage)),
  },
  {
    path: '/put-away',
    ...screen(() => import('../tasks/receive/put-away-page.tsx').then((m) => m.PutAwayPage)),
  },
  { path: '/lookup', ...screen(() => import('../tasks/lookup/lookup-page.tsx').then((m) => m.LookupPage)) },
  {
    path: '/return-receive',
    ...screen(() =>
      import('../tasks/return-receive/return-receive-page.tsx').then((m) => m.ReturnReceivePage),
    ),
  },
  {
    path: '/transfer-pallet',
    ...screen(() =>
      import('../tasks/transfer-pallet/transfer-pallet-page.tsx').then((m) => m.TransferPalletPage),
    ),
  },
  { path: '/sync', ...screen(() => import('../sync/sync-page.tsx').then((m) => m.SyncPage)) },
];

/**
 * Loads every task screen in the background once the device app runs, so that a screen opens offline even
 * before the service worker controls the page (its first visit).
 */
export function preloadTaskScreens(): void {
  for (const route of taskRoutes)
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
}

export function createPdaRouter() {
  return createBrowserRouter(
    [{ element: <PdaShell />, children: [{ path: '/', element: <HomePage /> }, ...taskRoutes] }],
    { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
  );
}
