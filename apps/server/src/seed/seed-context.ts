import type { Db } from '../db/client.ts';

export interface DemoLogin {
  account: string;
  password: string;
  role: string;
}

/** What the seed steps share. */
export interface SeedContext {
  /** The owner connection; steps open `withTenant(db, tenant.id, …)` for tenant rows. */
  db: Db;
  tenant: { id: string; code: string };
  /** Printed at start and listed in the README. */
  logins: DemoLogin[];
  /**
   * Ids reserved or created by earlier steps for later ones, e.g. `warehouse:main`, `customer:demo`:
   * the identity step reserves them for its users' lists; the master-data step creates rows with them.
   */
  refs: Map<string, string>;
}

export interface SeedStep {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}
