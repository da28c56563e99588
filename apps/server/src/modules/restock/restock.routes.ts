import { restockEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { type RestockShelver, restockService as service } from './restock.service.ts';

export function restockRoutes(deps: AppDeps, owners: Readonly<Record<string, RestockShelver>> = {}) {
  const inTenant = bindInTenant(deps);
  return implement(restockEndpoints, {
    getPageList: inTenant(service.list),
    getToBeShelfNum: inTenant((tx, p, input) => service.toBeShelfNum(tx, p, input.warehouseId)),
    shelve: inTenant((tx, p, input) => service.shelveOwned(tx, p, input, deps.clock(), owners)),
  });
}
