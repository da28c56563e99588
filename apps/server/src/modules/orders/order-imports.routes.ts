import { orderImportEndpoints, orderTaskEndpoints, unshippedExportEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { startExport } from '../../platform/excel/export-job.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { LABEL_IMPORT_JOB, labelImportJob } from './imports/label-import.job.ts';
import { orderImportsService as imports } from './imports/order-imports.service.ts';
import { orderExport } from './order.export.ts';
import { orderTasksService as tasks } from './order-tasks.service.ts';

/** Order imports (Order/OmsAllOrderImage) and exports (OmsUnshippedOrder), the OrderTask lists. */
export function orderImportsRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  // the registry test builds the bindings without a running app
  if (deps.jobs) deps.jobs.register(LABEL_IMPORT_JOB, labelImportJob(deps.clock));
  return [
    ...implement(orderImportEndpoints, {
      importOrderExcel: inTenant((tx, _p, input, ctx) => imports.importOrderExcel(deps, tx, ctx, input)),
      importPendingShipment: inTenant((tx, _p, input, ctx) =>
        imports.startOrderImport(deps, tx, ctx, input, 'orderProcess'),
      ),
      importPackingList: inTenant((tx, _p, input, ctx) =>
        imports.startOrderImport(deps, tx, ctx, input, 'packingList'),
      ),
      importShipment: inTenant((tx, _p, input, ctx) => imports.importLabels(deps, tx, ctx, input)),
      getUserOrderImportRecordList: inTenant(tasks.importRecordPage),
    }),
    ...implement(unshippedExportEndpoints, {
      exportShipmentNew: inTenant((tx, _p, input, ctx) => startExport(deps, tx, ctx, orderExport(), input)),
      exportShipmentByPicking: inTenant((tx, _p, input, ctx) =>
        startExport(deps, tx, ctx, orderExport(), input),
      ),
      exportShipmentAllNew: inTenant((tx, _p, input, ctx) =>
        startExport(deps, tx, ctx, orderExport(), input),
      ),
    }),
    ...implement(orderTaskEndpoints, {
      getPageList: inTenant(tasks.orderTaskPage),
      getDetailPageList: inTenant((tx, p, input, ctx) => tasks.orderTaskLinesPage(tx, p, input, ctx.locale)),
    }),
  ];
}
