import { Workbox } from 'workbox-window';

type Listener = () => void;

/**
 * The service worker, registered with `prompt` semantics: a new version waits until the page says so,
 * and the page says so only when the outbox is empty (docs/architecture.md#outbox).
 */
export function registerPdaWorker() {
  const listeners = new Set<Listener>();
  let waiting = false;
  let workbox: Workbox | null = null;
  if ('serviceWorker' in navigator && !import.meta.env.DEV) {
    workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
    workbox.addEventListener('waiting', () => {
      waiting = true;
      for (const listener of listeners) listener();
    });
    void workbox.register();
  }
  return {
    isWaiting: () => waiting,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Activates the waiting version and reloads into it. Call only with an empty outbox. */
    apply() {
      if (!workbox || !waiting) return;
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    },
  };
}
export type PdaWorker = ReturnType<typeof registerPdaWorker>;
