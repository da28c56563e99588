import { routeTo } from '../resources/route-to.ts';
import type { Charge } from './finance.schema.ts';

/**
 * The page that shows the fact behind a charge: the order of a label or its handling, the return, the
 * stock a storage snapshot measured, the miscellaneous fee, the container, the pallet, the work order or the transfer order.
 */
export function chargeSourceRoute(
  charge: Pick<Charge, 'sourceKind' | 'sourceId' | 'sourceNo' | 'customerId' | 'warehouseId'>,
): string {
  switch (charge.sourceKind) {
    case 'shipment':
    case 'order':
      return routeTo('orders.drop-shipping', { orderNos: charge.sourceNo });
    case 'return':
      return routeTo('returns.detail', { id: charge.sourceId });
    case 'storage':
      return routeTo('inventory.location', {
        customerId: charge.customerId,
        warehouseId: charge.warehouseId,
      });
    case 'miscFee':
      return routeTo('finance.misc-fee', { feeNo: charge.sourceNo });
    case 'unloading':
      return routeTo('shipments.detail', { id: charge.sourceId });
    case 'pallet':
      return routeTo('picking.pallet-detail', { id: charge.sourceId });
    case 'workOrderLine':
      // The source id is `<work order>:<line>` (one charge per billing line), the ticket first.
      return routeTo('work-orders.detail', { id: charge.sourceId.split(':')[0]! });
    case 'transfer':
      return routeTo('transfers.freight-trucking', { keyword: charge.sourceNo });
  }
}
