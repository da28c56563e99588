import { createBrowserRouter } from 'react-router-dom';
import { HomePage } from './home-page.tsx';
import { PdaShell } from './shell/pda-shell.tsx';

/**
 * One task per screen. Task screens load on first open (the service worker precaches every chunk, so
 * they open offline too); home comes with the shell.
 */
export function createPdaRouter() {
  return createBrowserRouter(
    [
      {
        element: <PdaShell />,
        children: [
          { path: '/', element: <HomePage /> },
          {
            path: '/pick',
            lazy: async () => ({
              Component: (await import('../tasks/pick/pick-lists-page.tsx')).PickListsPage,
            }),
          },
          {
            path: '/pick/:id',
            lazy: async () => ({ Component: (await import('../tasks/pick/pick-page.tsx')).PickPage }),
          },
          {
            path: '/relist',
            lazy: async () => ({ Component: (await import('../tasks/relist/relist-page.tsx')).RelistPage }),
          },
          {
            path: '/pallet',
            lazy: async () => ({ Component: (await import('../tasks/pallet/pallet-page.tsx')).PalletPage }),
          },
          {
            path: '/lookup',
            lazy: async () => ({ Component: (await import('../tasks/lookup/lookup-page.tsx')).LookupPage }),
          },
          {
            path: '/sync',
            lazy: async () => ({ Component: (await import('../sync/sync-page.tsx')).SyncPage }),
          },
        ],
      },
    ],
    { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
  );
}
