import { hostname } from 'node:os';
import { apiLogEndpoints, cacheEndpoints, softwareTeamEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { apiLogService } from './api-log.service.ts';
import { softwareTeamService } from './software-team.service.ts';

/** The develop area's API log, cache and software team pages. */
export function developRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const caches = () => ({ instance: `${hostname()}:${process.pid}`, caches: deps.caches.list() });
  return [
    ...implement(apiLogEndpoints, {
      getPageList: inTenant((tx, p, input) => apiLogService.list(tx, p, input)),
      getSettings: inTenant((tx, p) => apiLogService.settings(tx, p)),
      saveSettings: inTenant((tx, p, input) => apiLogService.saveSettings(tx, p, input, deps.clock())),
    }),
    ...implement(cacheEndpoints, {
      getList: async () => caches(),
      clear: async (input) => {
        deps.caches.clear(input.name);
        return caches();
      },
    }),
    ...implement(softwareTeamEndpoints, {
      getList: inTenant((tx, p) => softwareTeamService.list(tx, p)),
    }),
  ];
}
