import { messageEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { noticesService } from './notices.service.ts';

export function noticesRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(messageEndpoints, {
    getNewMessageNew: inTenant((tx, p, input, ctx) => noticesService.newest(tx, p, input.size, ctx.locale)),
    getList: inTenant((tx, p, input, ctx) => noticesService.list(tx, p, input, ctx.locale)),
    markRead: inTenant((tx, p, input) => noticesService.markRead(tx, p, input.ids, deps.clock())),
  });
}
