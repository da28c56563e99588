/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SYNC_MESSAGE, SYNC_TAG } from './sync/sync-tags.ts';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (Chromium); not in TypeScript's lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/pda/index.html'), { allowlist: [/^\/pda(\/|$)/] }),
);

/** The page decides when to update: never while its outbox holds events (docs/architecture.md#outbox). */
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** How long the worker waits for a page to report its flush before the browser retries later. */
const FLUSH_WAIT_MS = 25_000;

function askPage(client: Client): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), FLUSH_WAIT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(Boolean(event.data?.ok));
    };
    client.postMessage({ type: SYNC_MESSAGE }, [channel.port2]);
  });
}

/**
 * The network is back: the outbox lives in the page's IndexedDB behind the user's session, so the worker
 * asks an open page to flush it. A failure makes the browser retry the sync later.
 */
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window' });
      if (!pages.length) return;
      const results = await Promise.all(pages.map(askPage));
      if (!results.some(Boolean)) throw new Error('no page could flush the outbox');
    })(),
  );
});
