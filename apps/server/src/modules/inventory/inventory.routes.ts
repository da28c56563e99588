import { stockEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { startExport } from '../excel/export-job.ts';
import { startImport } from '../excel/import-tasks.ts';
import { inventoryService } from './inventory.service.ts';
import { skuStockExport } from './sku.export.ts';
import { locationStockExport } from './stock.export.ts';
import { stockActions } from './stock-actions.service.ts';

export function inventoryRoutes(deps: AppDeps) {
  const service = inventoryService(deps.clock);
  const actions = stockActions(deps.clock);
  const exports = { sku: skuStockExport(deps.clock), location: locationStockExport(deps.clock) };
  return implement(stockEndpoints, {
    getOverviewPageList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.overview(tx, ctx.principal, input)),
    getLocationStockPageList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.locationStock(tx, ctx.principal, input)),
    getStockLogPageList: (input, ctx) => deps.inTenant(ctx, (tx) => service.logs(tx, ctx.principal, input)),
    getOccupationList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.occupations(tx, ctx.principal, input.stockId, input.onlyActive)),
    getOccupationPageList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.occupationPage(tx, ctx.principal, input)),
    getStockSelect: (input, ctx) => deps.inTenant(ctx, (tx) => service.select(tx, ctx.principal, input)),
    lock: (input, ctx) => deps.inTenant(ctx, (tx) => actions.lock(tx, ctx.principal, input)),
    unlock: (input, ctx) => deps.inTenant(ctx, (tx) => actions.unlock(tx, ctx.principal, input.occupationId)),
    move: (input, ctx) => deps.inTenant(ctx, (tx) => actions.move(tx, ctx.principal, input)),
    adjust: (input, ctx) => deps.inTenant(ctx, (tx) => actions.adjust(tx, ctx.principal, input)),
    import: (input, ctx) => deps.inTenant(ctx, (tx) => startImport(deps, tx, ctx, input)),
    exportSku: (input, ctx) => deps.inTenant(ctx, (tx) => startExport(deps, tx, ctx, exports.sku, input)),
    exportLocationStock: (input, ctx) =>
      deps.inTenant(ctx, (tx) => startExport(deps, tx, ctx, exports.location, input)),
  });
}
