import { loginLogEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { loginLogService } from './login-log.service.ts';

export function loginLogRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(loginLogEndpoints, {
    getPageList: inTenant((tx, p, input) => loginLogService.list(tx, p, input)),
  });
}
