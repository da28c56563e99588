import type { Flusher, FlushReport } from './flusher.ts';

import { SYNC_MESSAGE, SYNC_TAG } from './sync-tags.ts';

export interface SchedulerState {
  running: boolean;
  failures: number;
  lastError: string | null;
  nextRetryAt: number | null;
  lastSuccessAt: number | null;
}

/** What started a flush: a push waits out the device's backoff unless the user or the network asked. */
export type FlushTrigger = 'manual' | 'online' | 'scan' | 'timer' | 'relay' | 'visible' | 'start';
const BYPASS: ReadonlySet<FlushTrigger> = new Set(['manual', 'online']);

/** The device's backoff: failures in a row and when the next push may go. */
export interface Backoff {
  failures: number;
  nextRetryAt: number;
}

/**
 * Where the backoff lives. `localStorage` is shared by every tab of the app, so one backoff holds for the
 * whole device (the service worker only relays Background Sync to a tab, which reads it).
 */
export interface BackoffStore {
  read(): Backoff;
  write(value: Backoff): void;
}

const NO_BACKOFF: Backoff = { failures: 0, nextRetryAt: 0 };
export const BACKOFF_KEY = 'wms-pda-backoff';

export function memoryBackoffStore(): BackoffStore {
  let value = NO_BACKOFF;
  return {
    read: () => value,
    write: (next) => {
      value = next;
    },
  };
}

export function localBackoffStore(storage: Storage | undefined = globalThis.localStorage): BackoffStore {
  if (!storage) return memoryBackoffStore();
  return {
    read() {
      try {
        const value = JSON.parse(storage.getItem(BACKOFF_KEY) ?? 'null') as Backoff | null;
        return value && Number.isFinite(value.failures) && Number.isFinite(value.nextRetryAt)
          ? value
          : NO_BACKOFF;
      } catch {
        return NO_BACKOFF;
      }
    },
    write(value) {
      try {
        storage.setItem(BACKOFF_KEY, JSON.stringify(value));
      } catch {
        // Storage full or denied: this tab still backs off on its own timer.
      }
    },
  };
}

export interface SchedulerOptions {
  flusher: Flusher;
  /** After a successful flush, e.g. pull what the server now knows. Its failure is not a flush failure. */
  afterFlush?: (report: FlushReport) => Promise<void> | void;
  onState?: (state: SchedulerState) => void;
  registerBackgroundSync?: () => Promise<void>;
  isOnline?: () => boolean;
  /** The device-wide backoff (default: this scheduler's own). */
  backoff?: BackoffStore;
  /**
   * A cheap check that the server answers again (no events sent), tried every `probeMs` while a push
   * waits out a long backoff, so the outbox goes as soon as the server is back, not at the next retry.
   */
  probe?: () => Promise<boolean>;
  probeMs?: number;
  debounceMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * When to flush: shortly after scans (debounced), when the network or the page comes back, on a backoff
 * timer after a failure, and when the service worker relays a Background Sync. After a failure every
 * automatic trigger waits out one backoff for the whole device (all tabs), with jitter, from about 1 s up
 * to 60 s; a success or the network coming back resets it, and so does a probe that finds the server back.
 */
export function createFlushScheduler(options: SchedulerOptions) {
  const { flusher, debounceMs = 300, baseDelayMs = 1_000, maxDelayMs = 60_000, probeMs = 2_000 } = options;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const store = options.backoff ?? memoryBackoffStore();
  const state: SchedulerState = {
    running: false,
    failures: 0,
    lastError: null,
    nextRetryAt: null,
    lastSuccessAt: null,
  };
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let probing: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const emit = () => options.onState?.({ ...state });

  function delayAfter(failures: number) {
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - 1));
    return Math.round(delay * (0.5 + Math.random() * 0.5));
  }

  /** Waits for the device's next retry, probing the server meanwhile when the wait is long. */
  function waitFor(nextRetryAt: number) {
    // Already waiting for it (a relayed sync or a scan meanwhile): keep the timers, the probe included.
    if (stopped || (state.nextRetryAt === nextRetryAt && retry !== undefined)) return;
    clearTimeout(retry);
    clearTimeout(probing);
    state.nextRetryAt = nextRetryAt;
    // A little apart per tab, so the first tab's answer decides whether the others push at all.
    const jitter = Math.round(Math.random() * 200);
    retry = setTimeout(
      () => {
        retry = undefined;
        void run('timer');
      },
      Math.max(0, nextRetryAt - Date.now()) + jitter,
    );
    const probe = options.probe;
    if (!probe) return;
    const tick = () => {
      if (stopped || Date.now() + probeMs >= (state.nextRetryAt ?? 0)) return;
      probing = setTimeout(
        async () => {
          if (stopped || !(await probe().catch(() => false))) return tick();
          store.write(NO_BACKOFF);
          void run('timer');
        },
        Math.round(probeMs * (0.75 + Math.random() * 0.5)),
      );
    };
    tick();
  }

  async function run(trigger: FlushTrigger = 'manual'): Promise<boolean> {
    if (stopped) return false;
    if (trigger === 'online') store.write(NO_BACKOFF);
    const shared = store.read();
    if (!BYPASS.has(trigger) && shared.nextRetryAt > Date.now()) {
      // Another tab (or this one) failed a moment ago: wait with it instead of pushing again.
      state.failures = shared.failures;
      waitFor(shared.nextRetryAt);
      emit();
      return false;
    }
    clearTimeout(retry);
    clearTimeout(probing);
    retry = undefined;
    state.nextRetryAt = null;
    state.running = true;
    emit();
    try {
      if (!isOnline()) throw new Error('offline');
      const report = await flusher.flush();
      store.write(NO_BACKOFF);
      Object.assign(state, { failures: 0, lastError: null, lastSuccessAt: Date.now() });
      await Promise.resolve(options.afterFlush?.(report)).catch(() => undefined);
      return true;
    } catch (error) {
      const failures = Math.max(store.read().failures, shared.failures) + 1;
      const nextRetryAt = Date.now() + delayAfter(failures);
      store.write({ failures, nextRetryAt });
      state.failures = failures;
      state.lastError = error instanceof Error ? error.message : String(error);
      waitFor(nextRetryAt);
      // Not from inside the worker's own sync event: registering then makes Chromium fire it again at once.
      if (trigger !== 'relay') await options.registerBackgroundSync?.().catch(() => undefined);
      return false;
    } finally {
      state.running = false;
      emit();
    }
  }

  return {
    /** After a scan: flush once the burst of scans settles. */
    afterScan() {
      clearTimeout(debounce);
      debounce = setTimeout(() => void run('scan'), debounceMs);
    },
    now: run,
    state: () => ({ ...state }),
    /** After `stop`: listen again (a remount). */
    resume() {
      stopped = false;
    },
    stop() {
      stopped = true;
      clearTimeout(debounce);
      clearTimeout(retry);
      clearTimeout(probing);
      retry = undefined;
    },
  };
}
export type FlushScheduler = ReturnType<typeof createFlushScheduler>;

/** Wires the browser's triggers to a scheduler; returns the undo. */
export function attachFlushTriggers(scheduler: FlushScheduler, win: Window = window): () => void {
  const online = () => void scheduler.now('online');
  const visible = () => {
    if (win.document.visibilityState === 'visible') void scheduler.now('visible');
  };
  const message = (event: MessageEvent) => {
    if (event.data?.type !== SYNC_MESSAGE) return;
    void scheduler.now('relay').then((ok) => event.ports[0]?.postMessage({ ok }));
  };
  win.addEventListener('online', online);
  win.document.addEventListener('visibilitychange', visible);
  win.navigator.serviceWorker?.addEventListener('message', message);
  return () => {
    win.removeEventListener('online', online);
    win.document.removeEventListener('visibilitychange', visible);
    win.navigator.serviceWorker?.removeEventListener('message', message);
  };
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks Chromium to wake the service worker when the network is back, even with the page closed. */
export async function registerBackgroundSync(): Promise<void> {
  const registration = (await globalThis.navigator?.serviceWorker?.ready) as SyncRegistration | undefined;
  await registration?.sync?.register(SYNC_TAG);
}
