import { sql } from 'drizzle-orm';
import { customType, pgPolicy, pgRole, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The role every request runs as: not a superuser, so row-level security binds it
 * (docs/architecture.md#tenancy).
 */
export const appRole = pgRole('wms_app').existing();

const currentTenant = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;

/**
 * Row-level security, the second wall behind the request-scoped data layer: the app role sees and writes
 * only the rows of the tenant set in `app.tenant_id`, and nothing when it is unset.
 */
export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`tenant_id = ${currentTenant}`,
    withCheck: sql`tenant_id = ${currentTenant}`,
  });

export const tenantId = () => uuid('tenant_id').notNull();

/** created/updated at/by on every table. */
export const audit = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
};

export const softDelete = {
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};

const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The id of the transaction that last wrote the row (docs/architecture.md#pulls): the default stamps inserts
 * and the `wms_stamp_change_xid` trigger stamps updates. PDA pulls follow it against the snapshot's
 * oldest running transaction, so a row is never skipped however late its transaction commits.
 */
export const changeXid = () => xid8('change_xid').notNull().default(sql`pg_current_xact_id()`);
