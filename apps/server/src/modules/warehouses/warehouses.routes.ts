import { warehouseEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { startImport } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { postalService } from './postal.service.ts';
import { warehouseEnums } from './warehouse-enums.ts';
import { warehousesService as service } from './warehouses.service.ts';

const option = (w: { id: string; name: string; warehouseKey: string }) => ({
  warehouseId: w.id,
  warehouseName: w.name,
  warehouseKey: w.warehouseKey,
});

export function warehousesRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(warehouseEndpoints, {
    getPageList: inTenant(service.list),
    getDetail: inTenant((tx, p, input) => service.detail(tx, p, input.id)),
    getList: inTenant(async (tx, p) => (await service.all(tx, p, { enabledOnly: true })).map(option)),
    getWarehousePermissionsList: inTenant(async (tx, p) =>
      (await service.all(tx, p, { all: true })).map(option),
    ),
    getListWithConfig: inTenant((tx, p) => service.all(tx, p)),
    create: inTenant((tx, p, input) => service.create(tx, p, input)),
    update: inTenant((tx, p, input) => service.update(tx, p, input, deps.clock())),
    delete: inTenant((tx, p, input) => service.remove(tx, p, input.id, deps.clock())),
    getTerritoryEnum: async (_input, ctx) => warehouseEnums.territories(ctx.locale),
    getWOpterEnum: async (_input, ctx) => warehouseEnums.operationTypes(ctx.locale),
    getWOpterEnableEnum: async (_input, ctx) => warehouseEnums.enableStates(ctx.locale),
    getPostalcodePageList: inTenant(postalService.postalCodes),
    getZonePageList: inTenant(postalService.zones),
    batchCreatePostalcode: inTenant((tx, _p, input, ctx) => startImport(deps, tx, ctx, input)),
    getCountryBaseConfig: async (input, ctx) => warehouseEnums.countries(ctx.locale, input.country),
  });
}
