import type { ViewMap } from '../../app/view-map.ts';

/** The develop area's API log and cache pages. */
export const developViews: ViewMap = {
  'develop/api-log': () => import('./api-log.resource.tsx').then((m) => ({ default: m.ApiLogPage })),
  'develop/cache': () => import('./cache-page.tsx').then((m) => ({ default: m.CachePage })),
};
