import { palletEventHandlers } from '../modules/pallets/pallet-events.ts';
import { palletPullSource } from '../modules/pallets/pallet-pull.ts';
import { locationPullSource, stockPullSource } from '../modules/picking/pda/lookup-pull.ts';
import { pickEventHandlers } from '../modules/picking/pda/pick-events.ts';
import { pickListPullSource } from '../modules/picking/pda/pick-list-pull.ts';
import { relistEventHandlers } from '../modules/picking/relist/relist-events.ts';
import { relistPullSource } from '../modules/picking/relist/relist-pull.ts';
import { returnEventHandlers } from '../modules/returns/return-events.ts';
import { returnPullSource } from '../modules/returns/return-pull.ts';
import { inboundPullSource } from '../modules/shipments/inbound-pull.ts';
import { receivingEventHandlers } from '../modules/shipments/receiving-events.ts';
import { transferPalletEventHandlers } from '../modules/transfers/transfer-pallet-events.ts';
import { transferPalletPullSource } from '../modules/transfers/transfer-pallet-pull.ts';
import { type EventRegistry, eventRegistry } from '../platform/sync/event-handlers.ts';
import type { PullSources } from '../platform/sync/pull-source.ts';

/** Every PDA event type the server applies. */
export const pdaEventRegistry: EventRegistry = eventRegistry(
  palletEventHandlers,
  pickEventHandlers,
  relistEventHandlers,
  returnEventHandlers,
  receivingEventHandlers,
  transferPalletEventHandlers,
);

/** Every kind the PDA caches. */
export const pdaPullSources: PullSources = {
  pallets: palletPullSource,
  pickLists: pickListPullSource,
  relist: relistPullSource,
  locations: locationPullSource,
  stock: stockPullSource,
  returns: returnPullSource,
  inbound: inboundPullSource,
  transfers: transferPalletPullSource,
};
