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
  // Spec budget: first load of /login within 150 KB, any route chunk within 100 KB. /login is its own page
  // (login.html: no router, zod, ky or query cache) plus the Chinese core texts it awaits, the larger of
  // the two languages (measured 138.9 KB). The charts library (@mantine/charts on recharts 3, which issue 5
  // names) is one shared chunk of 116 KB that only the dashboard and /screen load; it is no route's own
  // code and has no spec budget, so it is held where it is (docs/decisions.md).
  backoffice: {
    entry: 'login.html',
    initialJsGzip: 150 * 1024,
    largestLazyGzip: 100 * 1024,
    largestSharedGzip: 120 * 1024,
    firstRouteSources: ['../../packages/i18n/src/zh-CN/core.ts'],
  },
  // No spec budget for the back office's own page (index.html, what a logged-in reload loads, before the
  // shell layout's chunk): this guards growth (measured 215.3 KB with the Chinese core texts).
  'backoffice shell': {
    app: 'backoffice',
    entry: 'index.html',
    initialJsGzip: 220 * 1024,
    largestLazyGzip: 100 * 1024,
    firstRouteSources: ['../../packages/i18n/src/zh-CN/core.ts'],
  },
  // No spec budget for the PDA: this guards growth. One precached chunk (316 KB gzip with pick, relist and
  // lookup); lazy task screens lost wedge bursts typed while their chunk loaded, so they stay eager.
  pda: { initialJsGzip: 320 * 1024, largestLazyGzip: 130 * 1024 },
};
