import { carrierAccountEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { carrierAccountsService as service } from './carrier-accounts.service.ts';
import { shippingConfigService as shipping } from './shipping-config.service.ts';

export function carrierAccountsRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { clock } = deps;
  return implement(carrierAccountEndpoints, {
    getPageList: inTenant(service.list),
    get: inTenant((tx, p, input) => service.get(tx, p, input.id)),
    create: inTenant((tx, p, input) => service.create(tx, p, input, deps.secrets, clock())),
    update: inTenant((tx, p, input) => service.update(tx, p, input, deps.secrets, clock())),
    empower: inTenant((tx, p, input) => service.empower(tx, p, input, clock())),
    warehouseAuth: inTenant((tx, p, input) => service.warehouseAuth(tx, p, input, clock())),
    getShippingConfig: inTenant((tx, p, input) => shipping.get(tx, p, input.customerId)),
    saveShippingConfig: inTenant((tx, p, input) => shipping.save(tx, p, input, clock())),
  });
}
