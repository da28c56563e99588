import type { RestockShelver } from '../modules/restock/restock.service.ts';
import { putAwayService } from '../modules/shipments/put-away.service.ts';

/**
 * Source modules that shelve their own restock rows (decisions.md "Put-away"): shelving an inbound row
 * on the restock page is a put-away of its container's line.
 */
export const restockOwners: Readonly<Record<string, RestockShelver>> = {
  inbound: putAwayService.shelveRestock,
};
