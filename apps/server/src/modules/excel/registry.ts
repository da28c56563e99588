import type { ImportKind } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { inventoryImporter } from '../inventory/inventory.importer.ts';
import { skuStockExport } from '../inventory/sku.export.ts';
import { locationStockExport } from '../inventory/stock.export.ts';
import { editLocationImporter, locationImporter } from '../locations/location.importer.ts';
import { dropShippingImporter } from '../orders/imports/drop-shipping.importer.ts';
import { orderProcessImporter } from '../orders/imports/order-process.importer.ts';
import { packingListImporter } from '../orders/imports/packing-list.importer.ts';
import { orderExport } from '../orders/order.export.ts';
import { pickListExport, pickProgressExport } from '../picking/pick-lists/pick-list.export.ts';
import { productExport } from '../products/product.export.ts';
import { productImporter } from '../products/product.importer.ts';
import { materialImporter } from '../supplies/material.importer.ts';
import { zipCodeImporter, zoneImporter } from '../warehouses/postal.importer.ts';
import { exportJob } from './export-job.ts';
import { importJob } from './import-job.ts';
import type { Importer } from './importer.ts';

/**
 * The importers implemented so far; every other kind of spec §3 has its template and is added here by
 * the area that owns it (dropShipping, shipment, returnOrder…).
 */
export const IMPORTERS: Partial<Record<ImportKind, Importer>> = {
  product: productImporter,
  location: locationImporter,
  editLocation: editLocationImporter,
  zipCode: zipCodeImporter,
  zone: zoneImporter,
  inventory: inventoryImporter,
  material: materialImporter,
  dropShipping: dropShippingImporter('dropShipping'),
  offlineOrder: dropShippingImporter('offlineOrder'),
  orderProcess: orderProcessImporter,
  packingList: packingListImporter,
};

export function exportSources(clock: () => Date) {
  return {
    product: productExport(),
    locationStock: locationStockExport(clock),
    skuStock: skuStockExport(clock),
    order: orderExport(),
    pickList: pickListExport(),
    pickProgress: pickProgressExport(),
  };
}

/** Registers the import and export job handlers with the task queue. */
export function registerExcelJobs(deps: AppDeps): void {
  for (const [kind, importer] of Object.entries(IMPORTERS))
    deps.jobs.register(`import:${kind}`, importJob(importer!, deps.clock));
  for (const source of Object.values(exportSources(deps.clock)))
    deps.jobs.register(`export:${source.kind}`, exportJob(source as never));
}
