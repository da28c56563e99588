import { customerEndpoints, customerStoreEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { customersService } from './customers.service.ts';
import { storesService as stores } from './stores.service.ts';

export function customersRoutes(deps: AppDeps) {
  const service = customersService(deps.files, deps.clock);
  return [
    ...implement(customerEndpoints, {
      getChannelList: (input, ctx) => deps.inTenant(ctx, (tx) => service.list(tx, ctx.principal, input)),
      getChannelListDetail: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.basic(tx, ctx.principal, input.id)),
      updateChannelListDetail: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.updateBasic(tx, ctx.principal, input)),
      getChannelDetail: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.config(tx, ctx.principal, input.id)),
      updateChannelDetail: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.updateConfig(tx, ctx.principal, input)),
      createChannel: (input, ctx) => deps.inTenant(ctx, (tx) => service.create(tx, ctx.principal, input)),
      getWarehouseList: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.warehouses(tx, ctx.principal, input.customerId)),
    }),
    ...implement(customerStoreEndpoints, {
      getList: (input, ctx) => deps.inTenant(ctx, (tx) => stores.list(tx, ctx.principal, input)),
      getNoAuthList: (input, ctx) =>
        deps.inTenant(ctx, (tx) => stores.authorized(tx, ctx.principal, input, false)),
      getAuthList: (input, ctx) =>
        deps.inTenant(ctx, (tx) => stores.authorized(tx, ctx.principal, input, true)),
      getCustomerStoreListOfTree: (input, ctx) =>
        deps.inTenant(ctx, (tx) => stores.tree(tx, ctx.principal, input)),
      create: (input, ctx) => deps.inTenant(ctx, (tx) => stores.create(tx, ctx.principal, input)),
      update: (input, ctx) =>
        deps.inTenant(ctx, (tx) => stores.update(tx, ctx.principal, input, deps.clock())),
      enable: (input, ctx) =>
        deps.inTenant(ctx, (tx) => stores.setEnabled(tx, ctx.principal, input.id, true, deps.clock())),
      disable: (input, ctx) =>
        deps.inTenant(ctx, (tx) => stores.setEnabled(tx, ctx.principal, input.id, false, deps.clock())),
      delete: (input, ctx) =>
        deps.inTenant(ctx, (tx) => stores.remove(tx, ctx.principal, input.id, deps.clock())),
      get: (input, ctx) => deps.inTenant(ctx, (tx) => stores.get(tx, ctx.principal, input.id)),
    }),
  ];
}
