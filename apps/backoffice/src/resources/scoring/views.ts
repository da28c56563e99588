import type { ViewMap } from '../../app/view-map.ts';

/** Customer scoring and portrait (catalogue area `customers`). */
export const scoringViews: ViewMap = {
  'customers/portrait': () => import('./portrait-page.tsx').then((m) => ({ default: m.PortraitPage })),
  'customers/scoring-criteria': () =>
    import('./scoring-criteria-page.tsx').then((m) => ({ default: m.ScoringCriteriaPage })),
};
