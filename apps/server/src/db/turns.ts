import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request (or any unit of work run through `asOneCaller`) has had of the database. */
interface Caller {
  turns: number;
  /** Bulk work (a device's batch of events): it may hold only the bulk share of the turns. */
  bulk?: boolean;
}

const callers = new AsyncLocalStorage<Caller>();

/**
 * Runs `work` as one caller of the database: its second and later turns go before the turns of callers
 * that have not had one yet (see `Turns`). The server runs every request this way.
 */
export function asOneCaller<T>(work: () => T): T {
  return callers.run({ turns: 0 }, work);
}

/**
 * Marks the current caller's work as bulk (see `Turns`): a handheld's push holds its connection for a
 * whole batch, and fifty of them must not leave a browsing user without one.
 */
export function asBulk<A extends unknown[], T>(work: (...args: A) => T): (...args: A) => T {
  return (...args) => {
    const caller = callers.getStore();
    if (caller) caller.bulk = true;
    return work(...args);
  };
}

/**
 * The order in which work takes the database: one turn at a time on PGlite, which runs every statement on
 * this thread, and one per pooled connection on PostgreSQL.
 *
 * - **A caller that has had a turn goes first.** A request takes the database two or three times (its
 *   principal, its transaction, the API log of a write). Queued behind every newer request each time, a
 *   write waited for the whole queue three times and a read twice: under 50 busy clients the slowest 1 %
 *   took twice the median. Now each request waits for the queue once, on its first turn.
 * - **A turn taken from a queue starts in a task of its own.** PGlite runs a statement synchronously and
 *   hands its lock on through promises alone, so a queue of waiters drained in one go while nothing else
 *   ran: no request was read and no timer fired until the whole queue was done. The hop also lets the
 *   caller just served ask for its next turn before the next one is chosen. With nobody waiting there is
 *   no hop.
 * - **Bulk work holds at most `bulkPermits` turns at once**, so the rest stay for everything else: on
 *   PostgreSQL, 50 devices pushing 200-event batches held all ten connections and a browsing user's list
 *   waited behind whole batches (p99 1.0–1.7 s). First turns go in the order they were asked for; waiting
 *   bulk work is passed over while its share is held. With one permit (PGlite) there is no share to keep
 *   and bulk work queues like any other.
 */
export class Turns {
  #free: number;
  #bulkHeld = 0;
  readonly #bulkPermits: number;
  /** With fewer bulk permits than permits a share is kept for other work; else bulk is like any other. */
  readonly #keepsShare: boolean;
  readonly #started: (() => void)[] = [];
  /** First turns, in the order they were asked for; bulk work among them waits while its share is held. */
  readonly #new: { go: () => void; bulk: boolean }[] = [];

  constructor(permits = 1, bulkPermits = permits) {
    this.#free = permits;
    this.#bulkPermits = Math.min(bulkPermits, permits);
    this.#keepsShare = this.#bulkPermits < permits;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const done = await this.take();
    try {
      return await work();
    } finally {
      done();
    }
  }

  /** Waits for a turn; answers the function that ends it (once, however often it is called). */
  async take(): Promise<() => void> {
    const caller = callers.getStore();
    const bulk = this.#keepsShare && caller?.bulk === true;
    if (this.#free > 0 && (!bulk || this.#bulkHeld < this.#bulkPermits)) {
      this.#free--;
      if (bulk) this.#bulkHeld++;
    } else if (caller?.turns && !bulk) await new Promise<void>((go) => this.#started.push(go));
    // A queued turn is counted (`#free`, `#bulkHeld`) by the `#pass` that hands it over.
    else await new Promise<void>((go) => this.#new.push({ go, bulk }));
    if (caller) caller.turns++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (bulk) this.#bulkHeld--;
      this.#pass();
    };
  }

  /** Where the next first turn is in the queue: the oldest that may go, or -1. */
  #nextNew() {
    const bulkMayGo = this.#bulkHeld < this.#bulkPermits;
    return this.#new.findIndex((waiter) => bulkMayGo || !waiter.bulk);
  }

  #pass() {
    if (!this.#started.length && this.#nextNew() < 0) {
      this.#free++;
      return;
    }
    setImmediate(() => {
      const started = this.#started.shift();
      if (started) return started();
      const index = this.#nextNew();
      if (index < 0) {
        this.#free++;
        return;
      }
      const [waiter] = this.#new.splice(index, 1);
      if (waiter!.bulk) this.#bulkHeld++;
      waiter!.go();
    });
  }
}
