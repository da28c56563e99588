import { type SQL, sql } from 'drizzle-orm';

/** What these need of a database handle (client.ts opens the handle and starts `keepAnalyzed`). */
type Db = { execute(query: SQL): PromiseLike<unknown> };

/** How often an embedded database looks for tables that have grown since their statistics were taken. */
export const ANALYZE_EVERY_MS = 10_000;

/**
 * Tables whose data files grew by more than a fifth (and a page) since their last ANALYZE, or that were
 * never analysed: the page count ANALYZE recorded against the file's size now. It reads only the catalog.
 */
const grownTables = sql`
  SELECT c.oid::regclass::text AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname = 'public'
    AND pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 1`;

/**
 * Gathers planner statistics for the tables that need them, as autovacuum does on PostgreSQL. PGlite has
 * no autovacuum, and without statistics the planner takes each tenant for a few dozen rows: it read a
 * tenant's whole table through the tenant index where a key lookup would do, so a push's lookups by id
 * grew with every event ever synced. Returns the tables analysed.
 */
export async function analyzeGrown(db: Db): Promise<string[]> {
  const { rows } = (await db.execute(grownTables)) as unknown as { rows: { name: string }[] };
  const names = rows.map((r) => r.name);
  // regclass output is already quoted where a name needs it.
  if (names.length) await db.execute(sql.raw(`ANALYZE ${names.join(', ')}`));
  return names;
}

/** Runs `analyzeGrown` now and every `everyMs` until stopped; `stop` waits for a run in progress. */
export function keepAnalyzed(db: Db, everyMs = ANALYZE_EVERY_MS) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = analyzeGrown(db).catch((error: unknown) => {
      if (!stopped) console.error('analyze failed', error);
    });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    /** Analyses now (e.g. after a seed), on the same queue as the timer's runs. */
    now: () => {
      run();
      return running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
