import { resourceCatalogue } from '@wms/api';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ChromeFrame } from '../resources/shell/chrome-frame.tsx';
import { publicPages } from '../resources/shell/public-pages.ts';
import { views } from './views.ts';

/** One route per catalogue page whose view this build has (the shell task adds layout, guards and menus). */
const viewRoutes: RouteObject[] = resourceCatalogue.flatMap((entry) => {
  const load = views[entry.viewPath];
  return load ? [{ path: entry.path, lazy: async () => ({ Component: (await load()).default }) }] : [];
});

export const router = createBrowserRouter([
  { path: '/screen', lazy: async () => ({ Component: (await publicPages.screen()).default }) },
  { path: '/config/init', lazy: async () => ({ Component: (await publicPages.configInit()).default }) },
  { Component: ChromeFrame, children: viewRoutes },
  { path: '*', lazy: async () => ({ Component: (await import('./welcome-page.tsx')).WelcomePage }) },
]);
