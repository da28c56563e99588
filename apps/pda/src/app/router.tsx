import { createBrowserRouter } from 'react-router-dom';
import { SyncPage } from '../sync/sync-page.tsx';
import { PalletPage } from '../tasks/pallet/pallet-page.tsx';
import { HomePage } from './home-page.tsx';
import { PdaShell } from './shell/pda-shell.tsx';

/** One task per screen. Pick and relist join here. */
export function createPdaRouter() {
  return createBrowserRouter(
    [
      {
        element: <PdaShell />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/pallet', element: <PalletPage /> },
          { path: '/sync', element: <SyncPage /> },
        ],
      },
    ],
    { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
  );
}
