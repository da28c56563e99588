import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The query cache in IndexedDB (docs/architecture.md#back-office), so a reload while offline still shows
 * the last data. One record, rewritten at most once a second; thrown away on logout so the next user never
 * sees it.
 */
const DB = 'wms-backoffice';
const STORE = 'query-cache';
const RECORD = 'cache';
const MAX_AGE_MS = 7 * 24 * 3600_000;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

interface Persisted {
  savedAt: number;
  state: DehydratedState;
}

/**
 * Puts the saved queries back into the client when the app starts offline; resolves even when IndexedDB
 * is unavailable. Online, the server's answer wins: a copy saved up to a second before a reload could be
 * older than the last save, and an edit form filled from it would write old values back.
 */
export async function restoreQueries(client: QueryClient): Promise<void> {
  if (globalThis.navigator?.onLine !== false) return;
  try {
    const saved = await run<Persisted | undefined>('readonly', (s) => s.get(RECORD));
    if (saved && Date.now() - saved.savedAt < MAX_AGE_MS) hydrate(client, saved.state);
  } catch {
    // No IndexedDB (private mode): the app still works, only without the offline copy.
  }
}

/** Saves successful queries whenever the cache changes; returns the unsubscribe. */
export function persistQueries(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && q.meta?.persist !== false,
    });
    void run('readwrite', (s) => s.put({ savedAt: Date.now(), state } satisfies Persisted, RECORD)).catch(
      () => undefined,
    );
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    timer ??= setTimeout(save, 1000);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

export async function forgetQueries(client: QueryClient): Promise<void> {
  client.clear();
  await run('readwrite', (s) => s.delete(RECORD)).catch(() => undefined);
}
