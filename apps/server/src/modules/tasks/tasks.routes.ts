import { downloadHistoryEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { tasksService } from './tasks.service.ts';

export function tasksRoutes(deps: AppDeps) {
  const service = tasksService(deps.files, deps.clock);
  return implement(downloadHistoryEndpoints, {
    getList: (input, ctx) => deps.inTenant(ctx, (tx) => service.list(tx, ctx.principal, input)),
    getNoCompleteQty: (_input, ctx) => deps.inTenant(ctx, (tx) => service.counts(tx, ctx.principal)),
    cancel: (input, ctx) => deps.inTenant(ctx, (tx) => service.cancel(tx, ctx.principal, input.id)),
    remove: (input, ctx) => deps.inTenant(ctx, (tx) => service.remove(tx, ctx.principal, input.id)),
  });
}
