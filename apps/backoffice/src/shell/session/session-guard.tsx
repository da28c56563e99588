import { Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { loadSession } from './load-session.ts';
import { session } from './session.ts';
import { useSession } from './use-session.ts';

/** `/login?redirect=…` back to where the user was going. */
export function loginTarget(path: string): string {
  return path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
}

/**
 * The route guard for every page behind the login: no token → login with a redirect; a token without
 * menus → load the user info; a failure or an empty menu list → login with a redirect.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('chrome');
  const location = useLocation();
  const { token, user, status } = useSession();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (token && status === 'loading') void loadSession(token);
  }, [token, status]);
  const noMenus = status === 'ready' && user !== null && user.menus.length === 0;
  useEffect(() => {
    if (status === 'failed' || noMenus) session.clear();
  }, [status, noMenus]);

  if (!token || status === 'failed' || noMenus) return <Navigate to={loginTarget(here)} replace />;
  if (status !== 'ready' || !user) {
    return (
      <Center mih="100vh">
        <Stack align="center">
          <Loader />
          <Text c="dimmed">{t('loadingSession')}</Text>
        </Stack>
      </Center>
    );
  }
  return children;
}
