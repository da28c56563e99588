import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';

/** A live update pushed to browsers over server-sent events: badge counts, task progress, notices. */
export interface LiveEvent {
  type: string;
  tenantId: string;
  /** Only this user receives it; absent means every user of the tenant. */
  userId?: string | null;
  /** Only this session receives it (e.g. its own revocation). */
  sessionId?: string | null;
  data: unknown;
}

const CHANNEL = 'wms_events';

/**
 * Publishes live events to every server instance. On PostgreSQL it rides on NOTIFY, which a transaction
 * delivers only when it commits, so a rolled-back change never announces itself; on PGlite (one process)
 * an in-process emitter does.
 */
export class EventBus {
  readonly #emitter = new EventEmitter();
  readonly #database: Database;
  #unlisten: (() => Promise<void>) | undefined;

  constructor(database: Database) {
    this.#database = database;
    this.#emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (!this.#database.listen || this.#unlisten) return;
    this.#unlisten = await this.#database.listen(CHANNEL, (payload) =>
      this.#emit(JSON.parse(payload) as LiveEvent),
    );
  }

  async stop(): Promise<void> {
    await this.#unlisten?.();
    this.#unlisten = undefined;
    this.#emitter.removeAllListeners();
  }

  /** Pass the request's transaction so the event goes out only if it commits. */
  async publish(event: LiveEvent, tx?: Executor): Promise<void> {
    if (!this.#unlisten) {
      this.#emit(event);
      return;
    }
    await (tx ?? this.#database.db).execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
  }

  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.#emitter.on('event', listener);
    return () => this.#emitter.off('event', listener);
  }

  #emit(event: LiveEvent) {
    this.#emitter.emit('event', event);
  }
}
