import type { Flusher, FlushReport } from './flusher.ts';

import { SYNC_MESSAGE, SYNC_TAG } from './sync-tags.ts';

export interface SchedulerState {
  running: boolean;
  failures: number;
  lastError: string | null;
  nextRetryAt: number | null;
  lastSuccessAt: number | null;
}

export interface SchedulerOptions {
  flusher: Flusher;
  /** After a successful flush, e.g. pull what the server now knows. Its failure is not a flush failure. */
  afterFlush?: (report: FlushReport) => Promise<void> | void;
  onState?: (state: SchedulerState) => void;
  registerBackgroundSync?: () => Promise<void>;
  isOnline?: () => boolean;
  debounceMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * When to flush: shortly after scans (debounced), when the network or the page comes back, on a backoff
 * timer after a failure, and when the service worker relays a Background Sync.
 */
export function createFlushScheduler(options: SchedulerOptions) {
  const { flusher, debounceMs = 300, baseDelayMs = 2_000, maxDelayMs = 60_000 } = options;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const state: SchedulerState = {
    running: false,
    failures: 0,
    lastError: null,
    nextRetryAt: null,
    lastSuccessAt: null,
  };
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const emit = () => options.onState?.({ ...state });

  function backoff() {
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (state.failures - 1));
    return Math.round(delay * (0.5 + Math.random() * 0.5));
  }

  async function run(): Promise<boolean> {
    if (stopped) return false;
    clearTimeout(retry);
    state.nextRetryAt = null;
    state.running = true;
    emit();
    try {
      if (!isOnline()) throw new Error('offline');
      const report = await flusher.flush();
      Object.assign(state, { failures: 0, lastError: null, lastSuccessAt: Date.now() });
      await Promise.resolve(options.afterFlush?.(report)).catch(() => undefined);
      return true;
    } catch (error) {
      state.failures += 1;
      state.lastError = error instanceof Error ? error.message : String(error);
      const delay = backoff();
      state.nextRetryAt = Date.now() + delay;
      if (!stopped) retry = setTimeout(() => void run(), delay);
      await options.registerBackgroundSync?.().catch(() => undefined);
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
      debounce = setTimeout(() => void run(), debounceMs);
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
    },
  };
}
export type FlushScheduler = ReturnType<typeof createFlushScheduler>;

/** Wires the browser's triggers to a scheduler; returns the undo. */
export function attachFlushTriggers(scheduler: FlushScheduler, win: Window = window): () => void {
  const online = () => void scheduler.now();
  const visible = () => {
    if (win.document.visibilityState === 'visible') void scheduler.now();
  };
  const message = (event: MessageEvent) => {
    if (event.data?.type !== SYNC_MESSAGE) return;
    void scheduler.now().then((ok) => event.ports[0]?.postMessage({ ok }));
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
