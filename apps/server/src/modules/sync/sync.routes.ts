import { syncEndpoints } from '@wms/api';
import { asBulk } from '../../db/turns.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import type { EventRegistry } from '../../platform/sync/event-handlers.ts';
import type { PullSources } from '../../platform/sync/pull-source.ts';
import { syncService as service } from './sync.service.ts';
import { syncIssuesService } from './sync-issues.service.ts';

/** The handlers and sources of every area come from the composition root (registries/pda-sync.ts). */
export function syncRoutes(deps: AppDeps, registry: EventRegistry, sources: PullSources) {
  const inTenant = bindInTenant(deps);
  const { clock } = deps;
  return implement(syncEndpoints, {
    // A batch holds its connection for every event in it: pushes keep to the bulk share of the pool.
    push: asBulk(inTenant((tx, p, input, ctx) => service.push(tx, p, input, ctx.locale, registry, clock()))),
    pull: inTenant((tx, p, input) => service.pull(tx, p, input, sources, clock())),
    getContext: inTenant((tx, p) => service.context(tx, p, registry, clock())),
    getIssueList: inTenant((tx, p, input, ctx) => syncIssuesService.list(tx, p, ctx.locale, input)),
    dismissIssue: inTenant((tx, p, input) => syncIssuesService.dismiss(tx, p, input.eventIds)),
  });
}
