import { orderImportEndpoints, orderTaskEndpoints, unshippedExportEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { startExport } from '../excel/export-job.ts';
import { LABEL_IMPORT_JOB, labelImportJob } from './imports/label-import.job.ts';
import { importLabels, importOrderExcel, startOrderImport } from './imports/order-imports.service.ts';
import { orderExport } from './order.export.ts';
import { transferReturns } from './order-returns.service.ts';
import { importRecordPage, orderTaskLinesPage, orderTaskPage } from './order-tasks.service.ts';

/** Order imports (Order/OmsAllOrderImage) and exports (OmsUnshippedOrder), returns, the OrderTask lists. */
export function orderImportsRoutes(deps: AppDeps) {
  // the registry test builds the bindings without a running app
  if (deps.jobs) deps.jobs.register(LABEL_IMPORT_JOB, labelImportJob(deps.clock));
  return [
    ...implement(orderImportEndpoints, {
      importOrderExcel: (input, ctx) => deps.inTenant(ctx, (tx) => importOrderExcel(deps, tx, ctx, input)),
      importPendingShipment: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startOrderImport(deps, tx, ctx, input, 'orderProcess')),
      importPackingList: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startOrderImport(deps, tx, ctx, input, 'packingList')),
      importShipment: (input, ctx) => deps.inTenant(ctx, (tx) => importLabels(deps, tx, ctx, input)),
      transferredReturnOrder: (input, ctx) =>
        deps.inTenant(ctx, (tx) => transferReturns(tx, ctx.principal, input, deps.clock())),
      getUserOrderImportRecordList: (input, ctx) =>
        deps.inTenant(ctx, (tx) => importRecordPage(tx, ctx.principal, input)),
    }),
    ...implement(unshippedExportEndpoints, {
      exportShipmentNew: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startExport(deps, tx, ctx, orderExport(), input)),
      exportShipmentByPicking: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startExport(deps, tx, ctx, orderExport(), input)),
      exportShipmentAllNew: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startExport(deps, tx, ctx, orderExport(), input)),
    }),
    ...implement(orderTaskEndpoints, {
      getPageList: (input, ctx) => deps.inTenant(ctx, (tx) => orderTaskPage(tx, ctx.principal, input)),
      getDetailPageList: (input, ctx) =>
        deps.inTenant(ctx, (tx) => orderTaskLinesPage(tx, ctx.principal, input, ctx.locale)),
    }),
  ];
}
