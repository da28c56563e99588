import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** The operator of the platform itself: edits the shared resources and reviews purchases. */
    isPlatform: boolean('is_platform').notNull().default(false),
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true, mode: 'date' }),
    /** When its administrator finished the initial configuration (/config/init); null before. */
    initializedAt: timestamp('initialized_at', { withTimezone: true, mode: 'date' }),
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

/** Subscription purchase requests: in review until the platform approves or rejects. */
export const subscriptionPurchases = pgTable(
  'subscription_purchases',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    edition: text('edition').notNull(),
    years: integer('years').notNull(),
    /** Monthly order quota: a multiple of 100, at least 100. */
    orderQuota: integer('order_quota').notNull(),
    warehouseLimit: integer('warehouse_limit').notNull(),
    customerLimit: integer('customer_limit').notNull(),
    isPDA: boolean('is_pda').notNull().default(false),
    remark: text('remark').notNull().default(''),
    /** inReview | purchased | rejected */
    state: text('state').notNull().default('inReview'),
    reviewRemark: text('review_remark').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('subscription_purchases_state').on(t.tenantId, t.state, t.createdAt),
    tenantPolicy('subscription_purchases'),
  ],
).enableRLS();
