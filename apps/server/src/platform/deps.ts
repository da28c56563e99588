import type { Database, Db, Tx } from '../db/client.ts';
import type { AmazonApp } from './amazon-app.ts';
import type { CacheRegistry } from './caches.ts';
import type { SessionContext } from './context.ts';
import type { Directory } from './directory.ts';
import type { EventBus } from './events.ts';
import type { FileStore } from './files.ts';
import type { JobQueue } from './jobs.ts';
import type { Mailer } from './mailer.ts';
import type { SecretBox } from './secret-box.ts';

/** What every module's routes are built from. */
export interface AppDeps {
  db: Db;
  dbKind: Database['kind'];
  files: FileStore;
  jobs: JobQueue;
  /** Live updates to browsers (server-sent events). */
  events: EventBus;
  clock: () => Date;
  version: string;
  /** Runs work for the caller's tenant under row-level security (docs/architecture.md#tenancy). */
  inTenant<T>(ctx: SessionContext, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Outgoing mail; undefined when SMTP is not configured. */
  mailer: Mailer | undefined;
  /** Warehouse and customer names (identity keeps ids only). */
  directory: Directory;
  /** Login attempts one address may make per 10-minute window (anti brute force). */
  loginAttemptsPerAddress: number;
  /** Seals secrets at rest (carrier accounts) with the SECRETS_KEY of the environment. */
  secrets: SecretBox;
  /** The caches of this process, which the develop area lists and empties. */
  caches: CacheRegistry;
  /** The Amazon Selling Partner application that authorises stores; its parts may be missing. */
  amazon: AmazonApp;
}
