import pg from 'pg';

/**
 * Counts queries sent to a PostgreSQL connection while it is still busy with another one (a transaction
 * is one connection: `Promise.all` over it queues queries, which pg deprecates). PGlite runs one query
 * at a time by itself, so this only ever counts on PostgreSQL.
 */
export function watchOverlappingQueries() {
  const proto = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = proto.query;
  const seen = { overlaps: 0 };
  proto.query = function (this: { _activeQuery: unknown; _queryQueue: unknown[] }, ...args: unknown[]) {
    if (this._activeQuery || this._queryQueue.length > 0) seen.overlaps++;
    return original.apply(this, args);
  };
  return {
    get overlaps() {
      return seen.overlaps;
    },
    stop() {
      proto.query = original;
    },
  };
}
