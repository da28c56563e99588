import type { ChargeSource } from './charge-source.ts';
import { miscFeeSource } from './sources/misc-fee.source.ts';
import { orderProcessingSource } from './sources/order-processing.source.ts';
import { returnHandlingSource } from './sources/return-handling.source.ts';
import { shipmentFreightSource } from './sources/shipment-freight.source.ts';
import { storageSource } from './sources/storage.source.ts';
import { transferSource } from './sources/transfer.source.ts';
import { unloadingSource } from './sources/unloading.source.ts';
import { workOrderSource } from './sources/work-order.source.ts';

/**
 * Every kind of billable fact the ledger prices, in one list: adding a kind is one `ChargeSource` in
 * sources/ and one line here.
 */
export const chargeSources: readonly ChargeSource[] = [
  shipmentFreightSource,
  orderProcessingSource,
  returnHandlingSource,
  storageSource,
  miscFeeSource,
  unloadingSource,
  transferSource,
  workOrderSource,
];
