import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A user's warehouse list. Warehouse ids carry no foreign key: the master data lives elsewhere. */
export const userWarehouses = pgTable(
  'user_warehouses',
  { tenantId: tenantId(), userId: uuid('user_id').notNull(), warehouseId: uuid('warehouse_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.warehouseId] }),
    index('user_warehouses_warehouse').on(t.tenantId, t.warehouseId),
    tenantPolicy('user_warehouses'),
  ],
).enableRLS();

/** A user's customer (client) list. */
export const userCustomers = pgTable(
  'user_customers',
  { tenantId: tenantId(), userId: uuid('user_id').notNull(), customerId: uuid('customer_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.customerId] }),
    index('user_customers_customer').on(t.tenantId, t.customerId),
    tenantPolicy('user_customers'),
  ],
).enableRLS();

/**
 * Slider puzzles. Before login no tenant is known, so the owner connection reads them; row-level
 * security with no policy keeps the app role out entirely.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: uuid('id').primaryKey(),
    answerX: integer('answer_x').notNull(),
    pieceY: integer('piece_y').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    checkedAt: at('checked_at'),
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: at('ticket_expires_at'),
    ticketUsedAt: at('ticket_used_at'),
  },
  (t) => [uniqueIndex('captcha_ticket').on(t.ticketHash), index('captcha_expires').on(t.expiresAt)],
).enableRLS();

/**
 * Login throttling shared by every server instance: `ip:<address>` counts attempts in a window,
 * `account:<name>` counts consecutive failures and holds the lock.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  windowStart: at('window_start').notNull(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: at('last_failure_at'),
  lockedUntil: at('locked_until'),
}).enableRLS();

/** Every login attempt (the develop area's login log); a tenant sees its own through the policy. */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id'),
    account: text('account').notNull(),
    ip: text('ip').notNull().default(''),
    system: text('system').notNull().default('backoffice'),
    success: boolean('success').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('login_logs_tenant').on(t.tenantId, t.createdAt), tenantPolicy('login_logs')],
).enableRLS();

/** Forgot-password codes: hashed, single use, expiring. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('password_reset_codes_user').on(t.tenantId, t.userId, t.createdAt),
    tenantPolicy('password_reset_codes'),
  ],
).enableRLS();

/** Warehouse and customer authorisation applications; one pending per applicant. */
export const authorizationApplications = pgTable(
  'authorization_applications',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    /** warehouse | customer */
    kind: text('kind').notNull(),
    targetIds: uuid('target_ids').array().notNull(),
    reason: text('reason').notNull().default(''),
    /** pending | approved | rejected */
    state: text('state').notNull().default('pending'),
    reviewerId: uuid('reviewer_id'),
    reviewRemark: text('review_remark').notNull().default(''),
    reviewedAt: at('reviewed_at'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('authorization_applications_state').on(t.tenantId, t.state, t.createdAt),
    // The database itself refuses a second pending application, whichever instance receives it.
    uniqueIndex('authorization_applications_one_pending')
      .on(t.tenantId, t.applicantId)
      .where(sql`state = 'pending'`),
    tenantPolicy('authorization_applications'),
  ],
).enableRLS();
