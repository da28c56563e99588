/** Where writes to the tables a principal is read from announce themselves (migration 0032). */
export const PRINCIPALS_CHANNEL = 'wms_principals';

/** How long a cached principal is used at most, whatever the database says meanwhile. */
export const PRINCIPAL_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * The principals of recent tokens, so a request does not read its session, user, role, tenant and lists
 * again (a statement and a turn at the database on every request; platform/sessions.ts).
 *
 * Every write to those tables announces itself at commit on `wms_principals` (migration 0032's triggers),
 * and every connection of every server process listens: PGlite's one session, and each pooled
 * PostgreSQL connection from the moment it opens. The connection that wrote hears it before its COMMIT
 * returns, so a request that revokes a session or removes a permission is answered only after this
 * process has dropped its cache; other processes drop theirs as soon as their connections read the
 * notice. Whatever a notice can miss (a connection that was down; a process with no connection open) is
 * bounded by the TTL, which is shorter than the pool keeps an idle connection, and a new connection drops
 * the cache too.
 *
 * A look-up that began before a drop does not store what it read, as it may have read the old rows.
 */
export class PrincipalCache<T> {
  readonly #entries = new Map<string, { value: T; at: number }>();
  #generation = 0;

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (performance.now() - entry.at > PRINCIPAL_TTL_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Where a look-up starts: pass it to `put`. */
  generation(): number {
    return this.#generation;
  }

  put(key: string, value: T, generation: number) {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, at: performance.now() });
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
  }
}
