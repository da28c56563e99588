import { useSyncExternalStore } from 'react';

export interface ScanResult {
  ok: boolean;
  text: string;
}

/**
 * The last scan's result, held outside the screen's state: only the banner that shows it re-renders on a
 * scan, not the whole task screen (its lists, inputs and route), so the confirmation reaches the DOM in
 * the same task as the durable write's completion.
 */
export function createLastScan() {
  let current: ScanResult | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: ScanResult | null) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type LastScan = ReturnType<typeof createLastScan>;

/** The result to show, re-rendering the caller alone when it changes. */
export const useLastScan = (store: LastScan) => useSyncExternalStore(store.subscribe, store.get, store.get);
