import {
  ltlEndpoints,
  transferEndpoints,
  transferExportEndpoints,
  transferImportEndpoints,
  transferPalletEndpoints,
} from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { startExport } from '../../platform/excel/export-job.ts';
import { startImport } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { ltlService as ltl } from './ltl.service.ts';
import { ltlPackingListPdf } from './ltl-packing-pdf.ts';
import { ltlProgressExport, transShipExport, transShipProgressExport } from './transfer.export.ts';
import { bolPdf } from './transfer-bol.ts';
import { transferCreateService as edits } from './transfer-create.service.ts';
import { storeImportDocuments } from './transfer-documents.ts';
import { transferMoves as moves } from './transfer-moves.service.ts';
import { transferOutOfStockService as shortage } from './transfer-out-of-stock.service.ts';
import { transferPalletLabelsPdf, transferPalletLabelsZpl } from './transfer-pallet-labels.ts';
import { transferPalletsService as pallets } from './transfer-pallets.service.ts';
import { transfersService as service } from './transfers.service.ts';
import { startTransportPdf } from './transport-pdf.export.ts';

export function transfersRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const now = () => deps.clock();
  return [
    ...implement(transferExportEndpoints, {
      exportTransShip: inTenant((tx, _p, input, ctx) => startExport(deps, tx, ctx, transShipExport(), input)),
      exportTransShipProgress: inTenant((tx, _p, input, ctx) =>
        startExport(deps, tx, ctx, transShipProgressExport(), input),
      ),
      exportLtlProgress: inTenant((tx, _p, input, ctx) =>
        startExport(deps, tx, ctx, ltlProgressExport(), input),
      ),
      createTransportPdf: inTenant((tx, _p, input, ctx) => startTransportPdf(deps, tx, ctx, input.ids)),
    }),
    ...implement(transferImportEndpoints, {
      // The documents are stored with the task, so a refused upload stores nothing.
      import: inTenant(async (tx, p, { documents, ...sheet }, ctx) =>
        startImport(deps, tx, ctx, sheet, await storeImportDocuments(tx, p, deps.files, documents)),
      ),
      importProducts: inTenant((tx, _p, input, ctx) => startImport(deps, tx, ctx, input)),
    }),
    ...implement(ltlEndpoints, {
      getPackingPageList: inTenant(ltl.list),
      createPacking: inTenant((tx, p, input) => ltl.create(tx, p, input, now())),
      createPackingBatch: inTenant((tx, p, input) => ltl.createBatch(tx, p, input, now())),
      createPackingList: inTenant((tx, p, input) => ltlPackingListPdf(tx, p, input.id, deps.files, now())),
      createPickingCount: inTenant(ltl.counts),
    }),
    ...implement(transferPalletEndpoints, {
      savePalletInfo: inTenant((tx, p, input) => pallets.save(tx, p, input, now())),
      getPalletBarCodeList: inTenant((tx, p, input) => pallets.list(tx, p, input.id)),
      getPalletBarCodeDetailList: inTenant((tx, p, input) => pallets.detailList(tx, p, input.ids)),
      createBolPdf: inTenant((tx, p, input) => bolPdf(tx, p, input.id, deps.files, now())),
      printPalletLabels: inTenant((tx, p, input) => transferPalletLabelsPdf(deps.files, now(), tx, p, input)),
      printPalletLabelsZpl: inTenant(transferPalletLabelsZpl),
    }),
    ...implement(transferEndpoints, {
      getTransShipList: inTenant(service.list),
      getPendingCount: inTenant(service.tabCounts),
      getTransShipEditList: inTenant((tx, p, input) => service.detail(tx, p, input.id)),
      getProductListById: inTenant((tx, p, input) => service.lines(tx, p, input.id)),
      getOperationlogList: inTenant((tx, p, input) => service.logs(tx, p, input.id)),
      getWarehouseRemarkList: inTenant((tx, p, input) => service.remarks(tx, p, input.id)),
      getFilesInfo: inTenant((tx, p, input) => service.files(tx, p, input.id, deps.files, now())),
      getOutofStockInfo: inTenant(service.outOfStockList),
      getOutofStockDetailInfo: inTenant((tx, p, input) => shortage.shortLines(tx, p, input.id)),
      uploadFile: inTenant((tx, p, input) => edits.upload(tx, p, input, deps.files)),
      createTransShip: inTenant((tx, p, input) => edits.create(tx, p, input, now())),
      updateTransShip: inTenant((tx, p, input) => edits.update(tx, p, input, now())),
      updateEstimatedTime: inTenant((tx, p, input) => edits.updateEstimatedTime(tx, p, input, now())),
      overWriteFile: inTenant((tx, p, input) => edits.overwriteFile(tx, p, input, now())),
      verify: inTenant((tx, p, input) => moves.verify(tx, p, input, now())),
      reject: inTenant((tx, p, input) => moves.reject(tx, p, input, now())),
      cancelTransShipById: inTenant((tx, p, input) => moves.cancel(tx, p, input, now())),
      withdrawTransShipById: inTenant((tx, p, input) => moves.withdraw(tx, p, input, now())),
      deleteTransShipById: inTenant((tx, p, input) => moves.delete(tx, p, input, now())),
      deleteByCancelTransShip: inTenant((tx, p, input) => moves.delete(tx, p, input, now())),
      updateState: inTenant((tx, p, input) => moves.updateState(tx, p, input, now())),
      updateCarrier: inTenant((tx, p, input) => moves.updateCarrier(tx, p, input, now())),
      isHot: inTenant((tx, p, input) => moves.isHot(tx, p, input, now())),
      addWarehouseRemark: inTenant((tx, p, input) => service.addRemark(tx, p, input, now())),
      updateSendGoodsTime: inTenant((tx, p, input) => service.updateSendGoodsTime(tx, p, input, now())),
      reportOutofStock: inTenant((tx, p, input) => shortage.report(tx, p, input, now())),
      confirmOutofStock: inTenant((tx, p, input) => shortage.confirm(tx, p, input, now())),
      standardOrderDelivery: inTenant((tx, p, input) => moves.deliver(tx, p, input, now())),
    }),
  ];
}
