import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { pgTenantTransaction } from '../db/tenant-transaction.ts';

/**
 * The request-scoped data layer: one transaction, run as the app role with the tenant set, so row-level
 * security sees only that tenant's rows even if a query forgets its `tenant_id` filter.
 */
export function withTenant<T>(db: Db, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  // PostgreSQL: BEGIN and the settings in one round trip (db/tenant-transaction.ts).
  const onPostgres = pgTenantTransaction(db, tenantId, work);
  if (onPostgres) return onPostgres;
  return db.transaction(async (tx) => {
    // PGlite: one statement for both (set_config('role') is SET LOCAL ROLE).
    await tx.execute(
      sql`SELECT set_config('role', 'wms_app', true), set_config('app.tenant_id', ${tenantId}, true)`,
    );
    return work(tx);
  });
}

/**
 * Switches the tenant row-level security sees, inside one transaction: tenant-to-tenant sync reads a
 * batch as the source, writes it as the receiver and counts it as the tenant that started the run, all in
 * one transaction, so a killed run leaves all three or none (decisions.md "Tenant-to-tenant sync").
 */
export async function actAsTenant(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(
    sql`SELECT set_config('role', 'wms_app', true), set_config('app.tenant_id', ${tenantId}, true)`,
  );
}
