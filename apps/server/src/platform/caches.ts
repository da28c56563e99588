import { ErrorCode } from '@wms/api';
import { BizError } from './errors.ts';

/** A cache the server process keeps: its name (an i18n key suffix), its size now and how to empty it. */
export interface ServerCacheEntry {
  name: string;
  entries(): number;
  clear(): void;
}

/**
 * The caches of this process, listed once so the develop area's cache page shows every one and can empty
 * it. Each instance has its own; emptying one is always safe because the next use fills it again.
 */
export class CacheRegistry {
  readonly #caches = new Map<string, ServerCacheEntry>();

  register(cache: ServerCacheEntry): void {
    this.#caches.set(cache.name, cache);
  }

  list(): { name: string; entries: number }[] {
    return [...this.#caches.values()].map((c) => ({ name: c.name, entries: c.entries() }));
  }

  /** Empties one cache, or every cache without a name. */
  clear(name?: string): void {
    if (name === undefined) {
      for (const cache of this.#caches.values()) cache.clear();
      return;
    }
    const cache = this.#caches.get(name);
    if (!cache) throw new BizError(ErrorCode.cacheUnknown, { name });
    cache.clear();
  }
}
