import { syncEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { syncService } from './sync.service.ts';
import { syncIssuesService } from './sync-issues.service.ts';
import { pdaEventRegistry, pdaPullSources } from './sync-registry.ts';

export function syncRoutes(deps: AppDeps) {
  const service = syncService(pdaEventRegistry, pdaPullSources, deps.clock);
  return implement(syncEndpoints, {
    push: (input, ctx) => deps.inTenant(ctx, (tx) => service.push(tx, ctx.principal, ctx.locale, input)),
    pull: (input, ctx) => deps.inTenant(ctx, (tx) => service.pull(tx, ctx.principal, input)),
    getContext: (_input, ctx) => deps.inTenant(ctx, (tx) => service.context(tx, ctx.principal)),
    getIssueList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => syncIssuesService.list(tx, ctx.principal, ctx.locale, input)),
    dismissIssue: (input, ctx) =>
      deps.inTenant(ctx, (tx) => syncIssuesService.dismiss(tx, ctx.principal, input.eventIds)),
  });
}
