import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request (or any unit of work run through `asOneCaller`) has had of the database. */
interface Caller {
  turns: number;
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
 */
export class Turns {
  #free: number;
  readonly #started: (() => void)[] = [];
  readonly #new: (() => void)[] = [];

  constructor(permits = 1) {
    this.#free = permits;
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
    if (this.#free > 0) this.#free--;
    else if (caller?.turns) await new Promise<void>((go) => this.#started.push(go));
    else await new Promise<void>((go) => this.#new.push(go));
    if (caller) caller.turns++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.#pass();
    };
  }

  #pass() {
    if (!this.#started.length && !this.#new.length) {
      this.#free++;
      return;
    }
    setImmediate(() => {
      const next = this.#started.shift() ?? this.#new.shift();
      if (next) next();
      else this.#free++;
    });
  }
}
