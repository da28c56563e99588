import cluster from 'node:cluster';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { runWorkers } from './cluster.ts';
import { clockFrom, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { syncResources } from './modules/resources/resource-sync.ts';
import { amazonAppFrom } from './platform/amazon-app.ts';
import { FileStore } from './platform/files.ts';
import { smtpMailer } from './platform/mailer.ts';
import { seedDemo } from './seed/demo.ts';

const config = loadConfig();
const appsDir = fileURLToPath(new URL('../../', import.meta.url));
const started = performance.now();

const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
// Several workers (WEB_CONCURRENCY, cluster.ts): the primary prepares the database once, then forks.
const logins = cluster.isWorker ? undefined : await prepare();
if (config.workers > 1 && cluster.isPrimary) {
  await database.close();
  await runWorkers(config.workers, (line) => console.error(line));
  console.log(banner(`${database.kind}, ${config.workers} workers`).join('\n'));
} else await serve();

async function prepare() {
  await migrate(database);
  await syncResources(database.db);
  const seeded = await seedDemo(database.db);
  await database.analyze?.();
  return seeded;
}

function banner(kind: string) {
  const base = `http://localhost:${config.port}`;
  return [
    '',
    `WMS ${config.version} is running (${kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}), ready in ${Math.round(performance.now() - started)} ms`,
    `  Back office  ${base}/`,
    `  PDA          ${base}/pda/`,
    `  API docs     ${base}/api/docs`,
    logins ? '  Demo logins (seeded now):' : '  Demo logins (see README):',
    ...(logins ?? []).map((l) => `    ${l.account.padEnd(12)} ${l.password.padEnd(14)} ${l.role}`),
    '',
  ];
}

async function serve() {
  const app = await buildApp({
    database,
    files: new FileStore(join(config.dataDir, 'files'), config.filesSecret),
    version: config.version,
    secretsKey: config.secretsKey,
    amazon: amazonAppFrom(process.env),
    mailer: config.smtp ? smtpMailer(config.smtp) : undefined,
    trustProxy: config.trustProxy,
    loginAttemptsPerAddress: config.loginAttemptsPerAddress,
    ...(config.runJobs ? {} : { jobPollMs: 0 }),
    schedulePollMs: config.schedulePollMs,
    ...(config.clockStart ? { clock: clockFrom(config.clockStart) } : {}),
    ...(cluster.isWorker ? { instance: String(cluster.worker?.id) } : {}),
    staticRoots: { backoffice: join(appsDir, 'backoffice/dist'), pda: join(appsDir, 'pda/dist') },
    logger: { level: config.logLevel },
  });

  /**
   * SIGTERM / SIGINT: stop claiming tasks, answer the requests already received, close the database and
   * exit, within SHUTDOWN_MS whatever a client or a task does. Connections still open after
   * FORCE_CLOSE_MS (a request that will not end) are cut. Both leave room below 10 s for a loaded machine:
   * on PGlite a timer fires only between two of the embedded database's statements.
   */
  const FORCE_CLOSE_MS = 5000;
  const SHUTDOWN_MS = 7500;
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      const begun = performance.now();
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        app.log.error({ ms: SHUTDOWN_MS }, 'shutdown took too long; exiting now');
        process.exit(1);
      }, SHUTDOWN_MS).unref();
      setTimeout(() => app.server.closeAllConnections(), FORCE_CLOSE_MS).unref();
      try {
        await app.close();
        await database.close();
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
      app.log.info({ ms: Math.round(performance.now() - begun) }, 'shut down');
      process.exit(0);
    });
  }

  await app.listen({ port: config.port, host: config.host });
  // A worker's start is announced by the primary, once for all.
  if (cluster.isPrimary) console.log(banner(database.kind).join('\n'));
}
