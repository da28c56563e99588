import type { Database, Db, Tx } from '../db/client.ts';
import type { SessionContext } from './context.ts';
import type { EventBus } from './events.ts';
import type { FileStore } from './files.ts';
import type { JobQueue } from './jobs.ts';

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
  /** Runs work for the caller's tenant under row-level security (DESIGN §3). */
  inTenant<T>(ctx: SessionContext, work: (tx: Tx) => Promise<T>): Promise<T>;
}
