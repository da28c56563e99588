import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { MenuPage } from './menu-page.tsx';
import { findEntry } from './menus.ts';

/** `/blank…` pages (and the `/bank/` group) open without the side menu, top bar or tabs. */
export function BareEntryRoute() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const entry = user && findEntry(user.menus, pathname);
  if (!entry) return <Navigate to="/401" replace />;
  return (
    <main>
      <MenuPage entry={entry} />
    </main>
  );
}
