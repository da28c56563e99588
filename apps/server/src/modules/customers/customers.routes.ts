import { customerConfigEndpoints, customerEndpoints, customerStoreEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { customerConfigService as config } from './customer-config.service.ts';
import { customersService as service } from './customers.service.ts';
import { storesService as stores } from './stores.service.ts';

export function customersRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { files, clock } = deps;
  return [
    ...implement(customerEndpoints, {
      getChannelList: inTenant((tx, p, input) => service.list(tx, p, input, files, clock())),
      getChannelListDetail: inTenant((tx, p, input) => service.basic(tx, p, input.id, files, clock())),
      updateChannelListDetail: inTenant((tx, p, input) => service.updateBasic(tx, p, input, files, clock())),
      getChannelDetail: inTenant((tx, p, input) => service.config(tx, p, input.id)),
      updateChannelDetail: inTenant((tx, p, input) => service.updateConfig(tx, p, input, clock())),
      createChannel: inTenant((tx, p, input) => service.create(tx, p, input, files, clock())),
      getWarehouseList: inTenant((tx, p, input) => service.warehouses(tx, p, input.customerId)),
    }),
    ...implement(customerConfigEndpoints, {
      updateFinance: inTenant((tx, p, input) => config.updateFinance(tx, p, input, clock())),
      getContactList: inTenant((tx, p, input) => config.contacts(tx, p, input.customerId)),
      saveContactList: inTenant((tx, p, input) => config.saveContacts(tx, p, input, clock())),
    }),
    ...implement(customerStoreEndpoints, {
      getList: inTenant(stores.list),
      getNoAuthList: inTenant((tx, p, input) => stores.authorized(tx, p, input, false)),
      getAuthList: inTenant((tx, p, input) => stores.authorized(tx, p, input, true)),
      getCustomerStoreListOfTree: inTenant(stores.tree),
      create: inTenant(stores.create),
      update: inTenant((tx, p, input) => stores.update(tx, p, input, deps.clock())),
      enable: inTenant((tx, p, input) => stores.setEnabled(tx, p, input.id, true, deps.clock())),
      disable: inTenant((tx, p, input) => stores.setEnabled(tx, p, input.id, false, deps.clock())),
      delete: inTenant((tx, p, input) => stores.remove(tx, p, input.id, deps.clock())),
      get: inTenant((tx, p, input) => stores.get(tx, p, input.id)),
    }),
  ];
}
