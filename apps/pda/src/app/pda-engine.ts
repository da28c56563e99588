import { syncEndpoints, userEndpoints } from '@wms/api/pda';
import type { PdaDb } from '../db/pda-db.ts';
import {
  attachFlushTriggers,
  createFlushScheduler,
  localBackoffStore,
  registerBackgroundSync,
  type SchedulerState,
} from '../sync/flush-scheduler.ts';
import { createFlusher } from '../sync/flusher.ts';
import { type PullSpec, pullKind } from '../sync/pull.ts';
import type { RefusalEffects } from '../sync/settle.ts';
import { syncCountsStore } from '../sync/sync-counts.ts';
import { palletPull, palletRefusals } from '../tasks/pallet/pallet-sync.ts';
import { pickListPull, pickRefusals } from '../tasks/pick/pick-sync.ts';
import { inboundPull, inboundRefusals } from '../tasks/receive/receive-sync.ts';
import { locationPull, relistPull, relistRefusals, stockPull } from '../tasks/relist/relist-sync.ts';
import {
  photoUploader,
  returnPull,
  returnRefusals,
  uploadPendingPhotos,
} from '../tasks/return-receive/return-receive-sync.ts';
import { transferPalletPull, transferPalletRefusals } from '../tasks/transfer-pallet/transfer-pallet-sync.ts';
import type { PdaApi } from './api.ts';

/** Every task's share of sync: what to undo when the server refuses, and what to cache. */
const refusals: RefusalEffects = {
  ...palletRefusals,
  ...pickRefusals,
  ...relistRefusals,
  ...returnRefusals,
  ...inboundRefusals,
  ...transferPalletRefusals,
};
/** Locations first: the relist pull names the locations of queued relists. */
const pulls: PullSpec[] = [
  palletPull,
  locationPull,
  pickListPull,
  relistPull,
  stockPull,
  returnPull,
  inboundPull,
  transferPalletPull,
];
/** How often a visible, online app refreshes its cache when nothing else triggers a pull. */
const PULL_EVERY_MS = 60_000;

/** The device's sync machinery for one signed-in user: flusher, its triggers, and the pulls. */
export function createPdaEngine(db: PdaDb, api: PdaApi) {
  const listeners = new Set<() => void>();
  const flusher = createFlusher({
    db,
    // Receipt photos go up first, so an event reaches the server after the files it names.
    push: async (input) => {
      await uploadPendingPhotos(db, photoUploader(api));
      return api.call(syncEndpoints.push, input);
    },
    effects: refusals,
    locks: globalThis.navigator?.locks ?? null,
  });
  const pullAll = async () => {
    const menus = await api.call(userEndpoints.getPDAMenuList, { all: false });
    await db.meta.put({ key: 'menus', value: menus });
    for (const spec of pulls) await pullKind(db, spec, (input) => api.call(syncEndpoints.pull, input));
  };
  let state: SchedulerState | null = null;
  const scheduler = createFlushScheduler({
    flusher,
    afterFlush: pullAll,
    registerBackgroundSync,
    backoff: localBackoffStore(),
    probe: () =>
      fetch(new URL('/healthz', globalThis.location.origin), { cache: 'no-store' }).then(
        (res) => res.ok,
        () => false,
      ),
    onState: (next) => {
      state = next;
      for (const listener of listeners) listener();
    },
  });

  return {
    db,
    scheduler,
    /** The outbox's pending, failed and synced counts, live. */
    counts: syncCountsStore(db),
    pullAll,
    /** Starts the triggers; returns the undo. */
    start(): () => void {
      scheduler.resume();
      const detach = attachFlushTriggers(scheduler);
      const timer = setInterval(() => {
        if (document.visibilityState === 'visible') void scheduler.now('timer');
      }, PULL_EVERY_MS);
      void scheduler.now('start');
      return () => {
        detach();
        clearInterval(timer);
        scheduler.stop();
      };
    },
    /** A stable snapshot for `useSyncExternalStore`: the same object until the state changes. */
    state: () => {
      state ??= scheduler.state();
      return state;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type PdaEngine = ReturnType<typeof createPdaEngine>;
