import { settingsEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { settingsService as service } from './settings.service.ts';

export function settingsRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { clock } = deps;
  return implement(settingsEndpoints, {
    getAll: inTenant((tx, p) => service.all(tx, p)),
    saveShipping: inTenant((tx, p, input) => service.save(tx, p, 'shipping', input, clock())),
    saveMisc: inTenant((tx, p, input) => service.save(tx, p, 'misc', input, clock())),
    saveBasic: inTenant((tx, p, input) => service.save(tx, p, 'basic', input, clock())),
    saveOther: inTenant((tx, p, input) => service.save(tx, p, 'other', input, clock())),
  });
}
