import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgPolicy, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { appRole, audit, tenantId, tenantPolicy } from './columns.ts';

/** A tenant is one warehouse operator. Not tenant-scoped itself: it is the scope. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** professional | standard | platinum */
    edition: text('edition').notNull(),
    orderLimit: integer('order_limit').notNull(),
    warehouseLimit: integer('warehouse_limit').notNull(),
    customerLimit: integer('customer_limit').notNull(),
    isPDA: boolean('is_pda').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    ...audit,
  },
  () => [
    pgPolicy('tenants_self', {
      as: 'permissive',
      for: 'select',
      to: appRole,
      using: sql`id = nullif(current_setting('app.tenant_id', true), '')::uuid`,
    }),
  ],
).enableRLS();

/** Per-tenant counters for human numbers (order no., pick list no., transportNo). */
export const counters = pgTable(
  'counters',
  {
    tenantId: tenantId(),
    name: text('name').notNull(),
    period: text('period').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name, t.period] }), tenantPolicy('counters')],
).enableRLS();
