import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audit, softDelete, tenantId, tenantPolicy } from './columns.ts';

/** A role: a set of function points plus a data permission. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** Codes of the resources the role grants: menus, pages and function points. */
    functionPoints: text('function_points').array().notNull().default([]),
    /** The system administrator's role: holds every function point, including ones added later. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** all | warehouse | customer | warehouseCustomer: which of the user's lists restrict its rows. */
    dataPermission: text('data_permission').notNull().default('all'),
    /** A data-condition code (develop area), kept for the condition engine. */
    dataCondition: text('data_condition').notNull().default(''),
    /**
     * The data condition: when not empty, the holder's rows are kept to these warehouses (customers) on
     * top of the data permission, in every list scoped by warehouse (customer).
     */
    conditionWarehouseIds: uuid('condition_warehouse_ids').array().notNull().default([]),
    conditionCustomerIds: uuid('condition_customer_ids').array().notNull().default([]),
    remark: text('remark').notNull().default(''),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('roles_tenant_code').on(t.tenantId, t.code),
    tenantPolicy('roles'),
  ],
).enableRLS();

/**
 * A user: staff, a customer's user or a PDA account. Accounts are unique across tenants because the
 * login form names no tenant.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    account: text('account').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** staff | customer | pda */
    kind: text('kind').notNull(),
    roleId: uuid('role_id').notNull(),
    /** For kind = customer: the customer whose rows this user sees. */
    customerId: uuid('customer_id'),
    extraFunctionPoints: text('extra_function_points').array().notNull().default([]),
    passwordHash: text('password_hash').notNull(),
    needChangePwd: boolean('need_change_pwd').notNull().default(false),
    locale: text('locale').notNull().default('zh-CN'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    remark: text('remark').notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Lower-case so `Admin01` and `admin01` cannot both exist; the login compares the same way.
    uniqueIndex('users_account').on(sql`lower(${t.account})`),
    index('users_tenant').on(t.tenantId),
    tenantPolicy('users'),
  ],
).enableRLS();

/** Opaque session tokens, stored hashed so they can be revoked and never leak. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    system: text('system').notNull().default('backoffice'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: audit.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sessions_token_hash').on(t.tokenHash),
    index('sessions_tenant_user').on(t.tenantId, t.userId),
    tenantPolicy('sessions'),
  ],
).enableRLS();
