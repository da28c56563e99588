import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Principal } from '../platform/context.ts';
import { principalForUser } from '../platform/sessions.ts';
import { withTenant } from '../platform/tenancy.ts';

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

/**
 * Runs a step's work in the demo tenant as its first user, the system administrator: the seed makes its
 * rows through the services the API uses, with their rules and logs.
 */
export function asAdministrator<T>(ctx: SeedContext, work: (tx: Tx, principal: Principal) => Promise<T>) {
  return withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.tenantId, ctx.tenant.id))
      .orderBy(asc(users.createdAt))
      .limit(1);
    return work(tx, await principalForUser(tx, ctx.tenant.id, admin!.id));
  });
}
