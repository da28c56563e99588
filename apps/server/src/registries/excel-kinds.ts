import type { ImportKind } from '@wms/api';
import { miscFeeImporter } from '../modules/finance/misc-fee.importer.ts';
import { inventoryImporter } from '../modules/inventory/inventory.importer.ts';
import { skuStockExport } from '../modules/inventory/sku.export.ts';
import { locationStockExport } from '../modules/inventory/stock.export.ts';
import { codeDivisionImporter } from '../modules/locations/code-division.importer.ts';
import { editLocationImporter, locationImporter } from '../modules/locations/location.importer.ts';
import { dropShippingImporter } from '../modules/orders/imports/drop-shipping.importer.ts';
import { orderProcessImporter } from '../modules/orders/imports/order-process.importer.ts';
import { packingListImporter } from '../modules/orders/imports/packing-list.importer.ts';
import { orderExport } from '../modules/orders/order.export.ts';
import { pickListExport, pickProgressExport } from '../modules/picking/pick-lists/pick-list.export.ts';
import { productExport } from '../modules/products/product.export.ts';
import { productImporter } from '../modules/products/product.importer.ts';
import { returnOrderImporter } from '../modules/returns/return.importer.ts';
import { shipmentImporter } from '../modules/shipments/shipment.importer.ts';
import { shipmentProductImporter } from '../modules/shipments/shipment-product.importer.ts';
import { remoteImporter } from '../modules/shipping/remote.importer.ts';
import { materialImporter } from '../modules/supplies/material.importer.ts';
import {
  ltlProgressExport,
  transShipExport,
  transShipProgressExport,
} from '../modules/transfers/transfer.export.ts';
import { transferOrderImporter } from '../modules/transfers/transfer-order.importer.ts';
import { transferProductImporter } from '../modules/transfers/transfer-product.importer.ts';
import { zipCodeImporter, zoneImporter } from '../modules/warehouses/postal.importer.ts';
import type { AppDeps } from '../platform/deps.ts';
import { exportJob } from '../platform/excel/export-job.ts';
import { importJob } from '../platform/excel/import-job.ts';
import type { Importer } from '../platform/excel/importer.ts';

/**
 * The importers implemented so far; every other kind has its template and is added here by
 * the area that owns it.
 */
export const IMPORTERS: Partial<Record<ImportKind, Importer>> = {
  product: productImporter,
  location: locationImporter,
  editLocation: editLocationImporter,
  codeDivision: codeDivisionImporter,
  zipCode: zipCodeImporter,
  zone: zoneImporter,
  remote: remoteImporter,
  inventory: inventoryImporter,
  material: materialImporter,
  dropShipping: dropShippingImporter('dropShipping'),
  offlineOrder: dropShippingImporter('offlineOrder'),
  orderProcess: orderProcessImporter,
  packingList: packingListImporter,
  shipment: shipmentImporter,
  returnOrder: returnOrderImporter,
  shipmentProduct: shipmentProductImporter,
  incidental: miscFeeImporter,
  freight: transferOrderImporter('freight'),
  trucking: transferOrderImporter('trucking'),
  transportProduct: transferProductImporter,
};

export function exportSources(clock: () => Date) {
  return {
    product: productExport(),
    locationStock: locationStockExport(clock),
    skuStock: skuStockExport(clock),
    order: orderExport(),
    pickList: pickListExport(),
    pickProgress: pickProgressExport(),
    transShip: transShipExport(),
    transShipProgress: transShipProgressExport(),
    ltlProgress: ltlProgressExport(),
  };
}

/** Registers the import and export job handlers with the task queue. */
export function registerExcelJobs(deps: AppDeps): void {
  for (const [kind, importer] of Object.entries(IMPORTERS))
    deps.jobs.register(`import:${kind}`, importJob(importer!, deps.clock));
  for (const source of Object.values(exportSources(deps.clock)))
    deps.jobs.register(`export:${source.kind}`, exportJob(source as never));
}
