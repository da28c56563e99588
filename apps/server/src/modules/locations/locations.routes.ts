import { locationEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { startImport } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { locationLabels } from './location-zpl.ts';
import { locationsService as service } from './locations.service.ts';

export function locationsRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(locationEndpoints, {
    getPageList: inTenant(service.list),
    getList: inTenant((tx, p, input) => service.options(tx, p, input.warehouseId, input.keyword)),
    create: inTenant(service.create),
    batchCreate: inTenant(service.bulkCreate),
    update: inTenant((tx, p, input) => service.update(tx, p, input, deps.clock())),
    delete: inTenant((tx, p, input) => service.remove(tx, p, input.id, deps.clock())),
    printLabelZpl: inTenant(locationLabels),
    import: inTenant((tx, _p, input, ctx) => startImport(deps, tx, ctx, input)),
  });
}
