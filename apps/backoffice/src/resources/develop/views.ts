import type { ViewMap } from '../../app/view-map.ts';

const records = () => import('./resource-records-page.tsx');

/** The develop area's API log, cache, resource, API management and software team pages. */
export const developViews: ViewMap = {
  'develop/api-log': () => import('./api-log.resource.tsx').then((m) => ({ default: m.ApiLogPage })),
  'develop/cache': () => import('./cache-page.tsx').then((m) => ({ default: m.CachePage })),
  'develop/resource': () => records().then((m) => ({ default: m.ResourcesPage })),
  'develop/api': () => records().then((m) => ({ default: m.ApiManagementPage })),
  'develop/software-team': () =>
    import('./software-team.resource.tsx').then((m) => ({ default: m.SoftwareTeamPage })),
};
