import { palletEventHandlers } from '../pallets/pallet-events.ts';
import { palletPullSource } from '../pallets/pallet-pull.ts';
import { type EventRegistry, eventRegistry } from './event-handlers.ts';
import type { PullSources } from './sync-pull.ts';

/** Every PDA event type the server applies. Pick and relist handlers join here. */
export const pdaEventRegistry: EventRegistry = eventRegistry(palletEventHandlers);

/** Every kind the PDA caches. Pick lists, products and locations join here. */
export const pdaPullSources: PullSources = { pallets: palletPullSource };
