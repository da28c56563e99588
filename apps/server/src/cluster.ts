import cluster, { type Worker } from 'node:cluster';

/** How long the primary waits for its workers after a signal: their own deadline (7.5 s) and a margin. */
const PRIMARY_SHUTDOWN_MS = 9000;

/**
 * `WEB_CONCURRENCY=n` on PostgreSQL: the primary forks n workers that share the port (Node's cluster
 * module hands connections round-robin) and serves nothing itself. Each worker is a whole instance (its
 * own pool, task worker and LISTEN connection), as instances behind a proxy are; the database already
 * makes them one: tasks are claimed with SKIP LOCKED, live events cross by NOTIFY. A worker that dies
 * is replaced; SIGTERM / SIGINT are passed on and the primary exits once every worker has.
 * Resolves when every worker listens.
 */
export function runWorkers(count: number, log: (line: string) => void): Promise<void> {
  let closing = false;
  const fork = (): Worker => {
    const worker = cluster.fork();
    let listened = false;
    worker.once('listening', () => {
      listened = true;
    });
    worker.once('exit', (code, signal) => {
      // One that never listened failed to start: the start-up promise below reports it, no retry loop.
      if (closing || !listened) return;
      log(`worker ${worker.id} exited (${signal ?? code}); starting another`);
      fork();
    });
    return worker;
  };
  const workers = Array.from({ length: count }, fork);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      closing = true;
      setTimeout(() => process.exit(1), PRIMARY_SHUTDOWN_MS).unref();
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
      let failed = false;
      let left = alive.length;
      if (!left) process.exit(0);
      for (const worker of alive) {
        worker.once('exit', (code) => {
          failed ||= code !== 0;
          if (--left === 0) process.exit(failed ? 1 : 0);
        });
        worker.process.kill(signal);
      }
    });
  return Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once('listening', () => resolve());
          worker.once('exit', (code) => reject(new Error(`worker ${worker.id} exited with ${code}`)));
        }),
    ),
  ).then(() => undefined);
}
