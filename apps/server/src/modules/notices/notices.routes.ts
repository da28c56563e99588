import { messageEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { noticesService } from './notices.service.ts';

export function noticesRoutes(deps: AppDeps) {
  return implement(messageEndpoints, {
    getNewMessageNew: (input, ctx) =>
      deps.inTenant(ctx, (tx) => noticesService.newest(tx, ctx.principal, input.size, ctx.locale)),
    getList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => noticesService.list(tx, ctx.principal, input, ctx.locale)),
    markRead: (input, ctx) =>
      deps.inTenant(ctx, (tx) => noticesService.markRead(tx, ctx.principal, input.ids, deps.clock())),
  });
}
