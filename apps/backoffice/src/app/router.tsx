import { resourceCatalogue } from '@wms/api';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { views } from './views.ts';

/** One route per catalogue page whose view this build has (the shell task adds layout, guards and menus). */
const viewRoutes: RouteObject[] = resourceCatalogue.flatMap((entry) => {
  const load = views[entry.viewPath];
  return load ? [{ path: entry.path, lazy: async () => ({ Component: (await load()).default }) }] : [];
});

export const router = createBrowserRouter([
  ...viewRoutes,
  { path: '*', lazy: async () => ({ Component: (await import('./welcome-page.tsx')).WelcomePage }) },
]);
