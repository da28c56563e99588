import type { ComponentType } from 'react';

type ViewLoader = () => Promise<{ default: ComponentType }>;

/** The shell's public pages (spec §2): mounted outside the logged-in layout. */
export const publicPages: { screen: ViewLoader; configInit: ViewLoader } = {
  screen: () => import('./pages/screen-page.tsx').then((m) => ({ default: m.ScreenPage })),
  configInit: () => import('./pages/config-init-page.tsx').then((m) => ({ default: m.ConfigInitPage })),
};
