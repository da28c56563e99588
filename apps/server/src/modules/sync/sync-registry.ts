import { palletEventHandlers } from '../pallets/pallet-events.ts';
import { palletPullSource } from '../pallets/pallet-pull.ts';
import { locationPullSource, stockPullSource } from '../picking/pda/lookup-pull.ts';
import { pickEventHandlers } from '../picking/pda/pick-events.ts';
import { pickListPullSource } from '../picking/pda/pick-list-pull.ts';
import { relistEventHandlers } from '../picking/relist/relist-events.ts';
import { relistPullSource } from '../picking/relist/relist-pull.ts';
import { type EventRegistry, eventRegistry } from './event-handlers.ts';
import type { PullSources } from './sync-pull.ts';

/** Every PDA event type the server applies. */
export const pdaEventRegistry: EventRegistry = eventRegistry(
  palletEventHandlers,
  pickEventHandlers,
  relistEventHandlers,
);

/** Every kind the PDA caches. */
export const pdaPullSources: PullSources = {
  pallets: palletPullSource,
  pickLists: pickListPullSource,
  relist: relistPullSource,
  locations: locationPullSource,
  stock: stockPullSource,
};
