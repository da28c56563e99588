import { createBrowserRouter } from 'react-router-dom';
import { SyncPage } from '../sync/sync-page.tsx';
import { LookupPage } from '../tasks/lookup/lookup-page.tsx';
import { PalletPage } from '../tasks/pallet/pallet-page.tsx';
import { PickListsPage } from '../tasks/pick/pick-lists-page.tsx';
import { PickPage } from '../tasks/pick/pick-page.tsx';
import { RelistPage } from '../tasks/relist/relist-page.tsx';
import { HomePage } from './home-page.tsx';
import { PdaShell } from './shell/pda-shell.tsx';

/** One task per screen. */
export function createPdaRouter() {
  return createBrowserRouter(
    [
      {
        element: <PdaShell />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/pick', element: <PickListsPage /> },
          { path: '/pick/:id', element: <PickPage /> },
          { path: '/relist', element: <RelistPage /> },
          { path: '/pallet', element: <PalletPage /> },
          { path: '/lookup', element: <LookupPage /> },
          { path: '/sync', element: <SyncPage /> },
        ],
      },
    ],
    { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
  );
}
