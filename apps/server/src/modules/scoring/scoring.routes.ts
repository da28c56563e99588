import { scoringEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { scoringService as service } from './scoring.service.ts';

export function scoringRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { clock } = deps;
  return implement(scoringEndpoints, {
    getCriteria: inTenant((tx, p) => service.criteria(tx, p)),
    saveCriteria: inTenant((tx, p, input) => service.saveCriteria(tx, p, input, clock())),
    getPortrait: inTenant((tx, p, input) => service.portrait(tx, p, input.customerId, clock())),
    saveNotes: inTenant((tx, p, input) => service.saveNotes(tx, p, input, clock())),
  });
}
