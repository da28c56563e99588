import { shipmentEndpoints, shipmentFileEndpoints, shipmentLabelEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { startImport } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { shipmentFilesService as files } from './shipment-files.service.ts';
import { shipmentLabelsService as labels } from './shipment-labels.ts';
import { shipmentMoves as moves, shipmentsService as service } from './shipments.service.ts';
import { startUnloadList } from './unload-list.export.ts';

export function shipmentsRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const shipments = implement(shipmentEndpoints, {
    getPageList: inTenant(service.list),
    getTabCounts: inTenant(service.tabCounts),
    getOverview: inTenant((tx, p, input) => service.overview(tx, p, input, deps.clock())),
    getStatistics: inTenant(service.statistics),
    getDetail: inTenant((tx, p, input) => service.detail(tx, p, input.id)),
    getOperationLogList: inTenant((tx, p, input) => service.logs(tx, p, input.id)),
    create: inTenant((tx, p, input) => service.create(tx, p, input, deps.clock())),
    update: inTenant((tx, p, input) => service.update(tx, p, input, deps.clock())),
    withdraw: inTenant((tx, p, input) => moves.withdraw(tx, p, input, deps.clock())),
    cancel: inTenant((tx, p, input) => moves.cancel(tx, p, input, deps.clock())),
    delete: inTenant((tx, p, input) => moves.delete(tx, p, input, deps.clock())),
    verify: inTenant((tx, p, input) => moves.verify(tx, p, input, deps.clock())),
    reject: inTenant((tx, p, input) => moves.reject(tx, p, input, deps.clock())),
    updateState: inTenant((tx, p, input) => moves.updateState(tx, p, input, deps.clock())),
    import: inTenant((tx, _p, input, ctx) => startImport(deps, tx, ctx, input)),
    importProducts: inTenant((tx, _p, input, ctx) => startImport(deps, tx, ctx, input)),
  });
  const documents = implement(shipmentFileEndpoints, {
    uploadFile: inTenant((tx, p, input) => files.upload(tx, p, input, deps.files, deps.clock())),
    getFiles: inTenant((tx, p, input) => files.list(tx, p, input.id, deps.files, deps.clock())),
  });
  const barcodes = implement(shipmentLabelEndpoints, {
    getPallets: inTenant((tx, p, input) => labels.pallets(tx, p, input.id)),
    printLabels: inTenant((tx, p, input) => labels.print(tx, p, input.id, deps.files, deps.clock())),
    unloadListPdf: inTenant((tx, _p, input, ctx) => startUnloadList(deps, tx, ctx, input.id)),
  });
  return [...shipments, ...documents, ...barcodes];
}
