import { stockEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { startExport } from '../../platform/excel/export-job.ts';
import { startImport } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { inventoryService as service } from './inventory.service.ts';
import { skuStockExport } from './sku.export.ts';
import { locationStockExport } from './stock.export.ts';
import { stockActions as actions } from './stock-actions.service.ts';

export function inventoryRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { clock } = deps;
  const exports = { sku: skuStockExport(clock), location: locationStockExport(clock) };
  return implement(stockEndpoints, {
    getOverviewPageList: inTenant((tx, p, input) => service.overview(tx, p, input, clock())),
    getLocationStockPageList: inTenant((tx, p, input) => service.locationStock(tx, p, input, clock())),
    getStockLogPageList: inTenant((tx, p, input) => service.logs(tx, p, input, clock())),
    getOccupationList: inTenant((tx, p, input) =>
      service.occupations(tx, p, input.stockId, input.onlyActive, clock()),
    ),
    getOccupationPageList: inTenant((tx, p, input) => service.occupationPage(tx, p, input, clock())),
    getStockSelect: inTenant((tx, p, input) => service.select(tx, p, input, clock())),
    lock: inTenant((tx, p, input) => actions.lock(tx, p, input, clock())),
    unlock: inTenant((tx, p, input) => actions.unlock(tx, p, input.occupationId, clock())),
    move: inTenant((tx, p, input) => actions.move(tx, p, input, clock())),
    adjust: inTenant((tx, p, input) => actions.adjust(tx, p, input, clock())),
    import: inTenant((tx, _p, input, ctx) => startImport(deps, tx, ctx, input)),
    exportSku: inTenant((tx, _p, input, ctx) => startExport(deps, tx, ctx, exports.sku, input)),
    exportLocationStock: inTenant((tx, _p, input, ctx) =>
      startExport(deps, tx, ctx, exports.location, input),
    ),
  });
}
