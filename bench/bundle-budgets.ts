/** Bundle budgets (issue: back-office shell). The size test fails past them; the bench prints the figures. */
export const BUDGETS: Record<
  string,
  { initialJsGzip: number; largestLazyGzip: number; firstRouteSources?: string[] }
> = {
  backoffice: { initialJsGzip: 150 * 1024, largestLazyGzip: 100 * 1024 },
  pda: { initialJsGzip: 150 * 1024, largestLazyGzip: 130 * 1024 },
};
