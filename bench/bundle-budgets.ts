/** Bundle budgets (issue: back-office shell). The size test fails past them; the bench prints the figures. */
export interface Budget {
  /** The app folder under apps/ (defaults to the budget's name). */
  app?: string;
  /** One page of a multi-page build (its manifest key); without it every entry counts. */
  entry?: string;
  initialJsGzip: number;
  largestLazyGzip: number;
  /** The largest library chunk shared by lazy routes (see `BundleReport.largestShared`), if guarded. */
  largestSharedGzip?: number;
  /** Chunks the first screen loads before it renders (a route, the chosen language's texts). */
  firstRouteSources?: string[];
}

export const BUDGETS: Record<string, Budget> = {
  // The requirements' budget: first load of /login within 150 KB, any route chunk within 100 KB. /login is its own page
  // (login.html: no router, zod, ky or query cache) plus the Chinese core texts it awaits, the larger of
  // the two languages (measured 138.9 KB). The charts library (@mantine/charts on recharts 3, which issue 5
  // names) is one shared chunk of 116 KB that only the dashboard and /screen load; it is no route's own
  // code and has no budget in the requirements, so it is held where it is (docs/decisions.md).
  backoffice: {
    entry: 'login.html',
    initialJsGzip: 150 * 1024,
    largestLazyGzip: 100 * 1024,
    largestSharedGzip: 120 * 1024,
    firstRouteSources: ['../../packages/i18n/src/zh-CN/core.ts'],
  },
  // No budget in the requirements for the back office's own page (index.html, what a logged-in reload loads, before the
  // shell layout's chunk): this guards growth (measured 220.2 KB with the Chinese core texts once finance,
  // transfer orders, work orders, tenants and roles joined; the error catalogue is most of the growth).
  'backoffice shell': {
    app: 'backoffice',
    entry: 'index.html',
    initialJsGzip: 230 * 1024,
    largestLazyGzip: 100 * 1024,
    firstRouteSources: ['../../packages/i18n/src/zh-CN/core.ts'],
  },
  // The PDA's first screen within 150 KB (issue 17): what a device loads before it can show anything, the
  // sign-in screen (React, Mantine, i18next, the plain-fetch sign-in calls) with the Chinese core and PDA
  // texts it awaits. Everything past sign-in (Dexie, the sync engine, zod contracts, the router) is the
  // device-app chunk, each task screen its own chunk, the camera decoder its own; the service worker
  // precaches all of them, so offline use is unchanged.
  pda: {
    initialJsGzip: 150 * 1024,
    largestLazyGzip: 130 * 1024,
    firstRouteSources: ['../../packages/i18n/src/zh-CN/core.ts', '../../packages/i18n/src/zh-CN/pda.ts'],
  },
  // No budget in the requirements: a signed-in start (home) loads the first screen plus the device app
  // from the precache (measured 291.1 KB with the receive, put-away and return tasks' pulls, down from
  // 325.6 KB in one chunk); this guards its growth.
  'pda signed in': {
    app: 'pda',
    initialJsGzip: 300 * 1024,
    largestLazyGzip: 130 * 1024,
    firstRouteSources: [
      '../../packages/i18n/src/zh-CN/core.ts',
      '../../packages/i18n/src/zh-CN/pda.ts',
      'src/app/device-app.tsx',
    ],
  },
};
