import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Key for signed file URLs; kept in DATA_DIR so links survive restarts. */
  filesSecret: string;
  /** SECRETS_KEY: seals carrier-account secrets at rest; by default derived from the DATA_DIR secret. */
  secretsKey: string;
  smtp?: SmtpConfig;
  logLevel: string;
  version: string;
  /** Behind a load balancer: trust its X-Forwarded-For (`true`, or its addresses / CIDR ranges, comma-separated), so login
   * throttling sees the client's address rather than the balancer's. */
  trustProxy: boolean | string;
  /** Login attempts one address may make per 10 minutes (LOGIN_ATTEMPTS_PER_ADDRESS, default 30). */
  loginAttemptsPerAddress?: number;
  /** `RUN_JOBS=false`: this instance serves requests only and leaves the task queue to other instances. */
  runJobs: boolean;
  /** `WEB_CONCURRENCY`: server processes sharing the port on PostgreSQL (PGlite is one process: 1). */
  workers: number;
  /** SCHEDULE_POLL_MS: how often scheduled work (returns past receiptDay…) is looked for; default 10 minutes. */
  schedulePollMs?: number;
  /**
   * CLOCK_START: the instant the server's clock reads when it starts, then running on at real speed. For
   * month-end runs in end-to-end specs and demos (a month of activity closed into bills); unset in use.
   */
  clockStart?: Date;
}

function persistentSecret(dataDir: string): string {
  const file = join(dataDir, '.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  // Exclusive create: instances starting together on a shared DATA_DIR all keep the first one's secret,
  // or links signed by one (and carrier secrets sealed by one) would not open on another.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const smtpHost = env.SMTP_HOST;
  const derivedKey = () =>
    createHmac('sha256', persistentSecret(dataDir)).update('carrier-secrets').digest('hex');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    filesSecret: env.FILES_SECRET ?? persistentSecret(dataDir),
    secretsKey: env.SECRETS_KEY || derivedKey(),
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: Number(env.SMTP_PORT ?? 587),
          secure: env.SMTP_SECURE === 'true',
          user: env.SMTP_USER,
          pass: env.SMTP_PASS,
          from: env.SMTP_FROM ?? 'WMS <no-reply@localhost>',
        }
      : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginAttemptsPerAddress: env.LOGIN_ATTEMPTS_PER_ADDRESS
      ? Number(env.LOGIN_ATTEMPTS_PER_ADDRESS)
      : undefined,
    version: env.APP_VERSION ?? readVersion(),
    runJobs: env.RUN_JOBS !== 'false',
    workers: env.DATABASE_URL ? Math.max(1, Math.floor(Number(env.WEB_CONCURRENCY) || 1)) : 1,
    schedulePollMs: env.SCHEDULE_POLL_MS ? Number(env.SCHEDULE_POLL_MS) : undefined,
    clockStart: env.CLOCK_START ? parseInstant(env.CLOCK_START) : undefined,
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}

function parseInstant(value: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new Error(`CLOCK_START is not an instant: ${value}`);
  return at;
}

/** A clock that reads `start` now and runs on at real speed. */
export function clockFrom(start: Date): () => Date {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
