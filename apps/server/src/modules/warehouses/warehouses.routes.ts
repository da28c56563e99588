import { warehouseEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { startImport } from '../excel/import-tasks.ts';
import { postalService } from './postal.service.ts';
import { warehouseEnums } from './warehouse-enums.ts';
import { warehousesService as service } from './warehouses.service.ts';

const option = (w: { id: string; name: string; warehouseKey: string }) => ({
  warehouseId: w.id,
  warehouseName: w.name,
  warehouseKey: w.warehouseKey,
});

export function warehousesRoutes(deps: AppDeps) {
  return implement(warehouseEndpoints, {
    getPageList: (input, ctx) => deps.inTenant(ctx, (tx) => service.list(tx, ctx.principal, input)),
    getDetail: (input, ctx) => deps.inTenant(ctx, (tx) => service.detail(tx, ctx.principal, input.id)),
    getList: (_input, ctx) =>
      deps.inTenant(ctx, async (tx) =>
        (await service.all(tx, ctx.principal, { enabledOnly: true })).map(option),
      ),
    getWarehousePermissionsList: (_input, ctx) =>
      deps.inTenant(ctx, async (tx) => (await service.all(tx, ctx.principal, { all: true })).map(option)),
    getListWithConfig: (_input, ctx) => deps.inTenant(ctx, (tx) => service.all(tx, ctx.principal)),
    create: (input, ctx) => deps.inTenant(ctx, (tx) => service.create(tx, ctx.principal, input)),
    update: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.update(tx, ctx.principal, input, deps.clock())),
    delete: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.remove(tx, ctx.principal, input.id, deps.clock())),
    getTerritoryEnum: async (_input, ctx) => warehouseEnums.territories(ctx.locale),
    getWOpterEnum: async (_input, ctx) => warehouseEnums.operationTypes(ctx.locale),
    getWOpterEnableEnum: async (_input, ctx) => warehouseEnums.enableStates(ctx.locale),
    getPostalcodePageList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => postalService.postalCodes(tx, ctx.principal, input)),
    getZonePageList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => postalService.zones(tx, ctx.principal, input)),
    batchCreatePostalcode: (input, ctx) => deps.inTenant(ctx, (tx) => startImport(deps, tx, ctx, input)),
    getCountryBaseConfig: async (input, ctx) => warehouseEnums.countries(ctx.locale, input.country),
  });
}
