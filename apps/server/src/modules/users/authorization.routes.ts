import { authorizationEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { authorizationService as service } from './authorization.service.ts';

export function authorizationRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { directory } = deps;
  return implement(authorizationEndpoints, {
    create: inTenant((tx, p, input) => service.apply(tx, p, input, directory, deps.clock())),
    getPageList: inTenant((tx, p, input) => service.list(tx, p, input, directory)),
    review: inTenant((tx, p, input) => service.review(tx, p, input, directory, deps.clock())),
  });
}
