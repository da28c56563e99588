import { loadAllNamespaces } from '@wms/i18n/lazy';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { withRetry } from '../shell/routes/retry.ts';
import { RouteError } from '../shell/routes/route-error.tsx';
import { SessionGuard } from '../shell/session/session-guard.tsx';
import { i18n } from './i18n.ts';

const guarded =
  (load: () => Promise<{ Component: React.ComponentType }>): RouteObject['lazy'] =>
  async () => {
    const page = await load();
    return { element: <SessionGuard>{<page.Component />}</SessionGuard> };
  };

const status = (code: '401' | '404' | '502'): RouteObject => ({
  path: `/${code}`,
  lazy: async () => {
    const { StatusPage } = await withRetry(() => import('../shell/pages/status-page.tsx'));
    return { element: <StatusPage status={code} /> };
  },
});

const publicView = (path: string, viewPath: string): RouteObject => ({
  path,
  lazy: async () => {
    const [{ PublicView }] = await Promise.all([
      withRetry(() => import('../shell/routes/menu-page.tsx')),
      loadAllNamespaces(i18n),
    ]);
    return { element: <PublicView viewPath={viewPath} /> };
  },
});

/**
 * The public routes, then everything else behind the session guard. Pages come from the
 * server's menus (shell/routes): an address no menu entry matches goes to /401. /login and /forgetPwd are
 * served by their own page (login.html) on a first visit; the same router-free pages mount here when the
 * guard redirects, or when the service worker answers offline with index.html.
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({
      Component: (await withRetry(() => import('../shell/login/login-page.tsx'))).LoginPage,
    }),
  },
  {
    path: '/forgetPwd',
    lazy: async () => ({
      Component: (await withRetry(() => import('../shell/login/forgot-password-page.tsx')))
        .ForgotPasswordPage,
    }),
  },
  {
    path: '/svg',
    lazy: async () => ({ Component: (await withRetry(() => import('../shell/pages/svg-page.tsx'))).SvgPage }),
  },
  publicView('/screen', 'shell/screen'),
  publicView('/config/init', 'shell/config-init'),
  status('401'),
  status('404'),
  status('502'),
  {
    path: '/blank/*',
    lazy: guarded(async () => ({
      Component: (await withRetry(() => import('../shell/routes/bare-entry-route.tsx'))).BareEntryRoute,
    })),
  },
  {
    path: '/bank/*',
    lazy: guarded(async () => ({
      Component: (await withRetry(() => import('../shell/routes/bare-entry-route.tsx'))).BareEntryRoute,
    })),
  },
  {
    path: '*',
    lazy: guarded(async () => ({
      Component: (await withRetry(() => import('../shell/layout/shell-layout.tsx'))).ShellLayout,
    })),
  },
];

// Every route is lazy: until the first one has loaded there is nothing to show (the page stays blank, as
// before), said explicitly so React Router does not warn about a missing HydrateFallback on each load.
const Blank = () => null;

export const router = createBrowserRouter([
  { errorElement: <RouteError />, HydrateFallback: Blank, children: routes },
]);
